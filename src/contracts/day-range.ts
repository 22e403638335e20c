import * as z from "zod";

/**
 * The years a list's dates may name: the shop's records all lie well inside them, and a date far
 * outside (year 1, year 9999) is a typing slip the database would refuse with an error.
 */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

/** What a bad `from` or `to` day is told. */
export const dayMessage = (name: "from" | "to") => `${name}: use a real date like 2026-01-31, in the years ${FIRST_YEAR} to ${LAST_YEAR}.`;

/** A list's `from` and `to` days (India's days, YYYY-MM-DD); either may be left empty. */
const day = (name: "from" | "to") =>
  z.iso
    .date(dayMessage(name))
    .refine((d) => Number(d.slice(0, 4)) >= FIRST_YEAR && Number(d.slice(0, 4)) <= LAST_YEAR, dayMessage(name))
    .optional()
    .or(z.literal("").transform(() => undefined));
export const dayRange = { from: day("from"), to: day("to") };

/** A range that ends before it starts would find nothing and say nothing: it is refused, at `to`. */
export const rangeInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
export const RANGE_BACKWARDS = { message: "to must be on or after from.", path: ["to"] };
