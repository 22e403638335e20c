import { describe, expect, it } from "vitest";
import { dayRange, daysBefore, indiaDay, indiaDayEnd, indiaDayStart } from "./india-day";

describe("days in India", () => {
  it("turns the date at 18:30 UTC, when it is midnight in India", () => {
    expect(indiaDay(new Date("2026-11-24T18:29:59Z"))).toBe("2026-11-24");
    expect(indiaDay(new Date("2026-11-24T18:30:00Z"))).toBe("2026-11-25");
  });

  it("gives a day's first instant and the instant after its last", () => {
    expect(indiaDayStart("2026-11-25").toISOString()).toBe("2026-11-24T18:30:00.000Z");
    expect(indiaDayEnd("2026-11-25").toISOString()).toBe("2026-11-25T18:30:00.000Z");
  });

  it("counts back across months and years", () => {
    expect(daysBefore("2026-03-01", 1)).toBe("2026-02-28");
    expect(daysBefore("2027-01-01", 29)).toBe("2026-12-03");
    expect(dayRange("2026-11-25", 3)).toEqual(["2026-11-23", "2026-11-24", "2026-11-25"]);
  });
});
