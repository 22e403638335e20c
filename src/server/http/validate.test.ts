import * as z from "zod";
import { describe, expect, it } from "vitest";
import { parseWith } from "./validate";

/** The refusal parseWith throws for a value, as the caller sees it. */
function refusal(schema: z.ZodType, value: unknown) {
  try {
    parseWith(schema, value);
  } catch (err) {
    const e = err as { message: string; field?: string; status: number };
    return { status: e.status, message: e.message, field: e.field };
  }
  throw new Error("the value was accepted");
}

describe("parseWith's refusals", () => {
  const Body = z.object({
    url: z.string().min(1).max(300),
    note: z.string().max(5).optional(),
    tags: z.array(z.string()).max(2).optional(),
    count: z.number().int().positive().optional(),
    colour: z.string().refine((s) => s.startsWith("#"), "Colours must come from the palette."),
  });
  const ok = { url: "/a.jpg", colour: "#151515" };

  it.each([
    [{ ...ok, url: "" }, "url cannot be empty.", "url"],
    [{ ...ok, note: "x".repeat(6) }, "note is too long: at most 5 characters.", "note"],
    [{ ...ok, tags: ["a", "b", "c"] }, "tags can have at most 2 items.", "tags"],
    [{ ...ok, count: 0 }, "count must be more than 0.", "count"],
    [{ ...ok, url: 5 }, "url must be text.", "url"],
    [{ colour: "#1" }, "url is required.", "url"],
  ])("words zod's own limits plainly, naming the field: %j", (value, message, field) => {
    expect(refusal(Body, value)).toEqual({ status: 400, message, field });
  });

  it("keeps a sentence written for people as it is, without the field's name in front", () => {
    expect(refusal(Body, { ...ok, colour: "red" })).toEqual({ status: 400, message: "Colours must come from the palette.", field: "colour" });
  });
});
