import * as z from "zod";

/** A list's `from` and `to` days (India's days, YYYY-MM-DD); either may be left empty. */
const day = (name: "from" | "to") =>
  z.iso
    .date(`${name}: use a date like 2026-01-31.`)
    .optional()
    .or(z.literal("").transform(() => undefined));
export const dayRange = { from: day("from"), to: day("to") };

/** A range that ends before it starts would find nothing and say nothing: it is refused, at `to`. */
export const rangeInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
export const RANGE_BACKWARDS = { message: "to must be on or after from.", path: ["to"] };
