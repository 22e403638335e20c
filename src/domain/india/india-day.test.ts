import { describe, expect, it } from "vitest";
import { dayRange, daysBefore, formatIndiaDate, indiaDay, indiaDayEnd, indiaDayStart } from "./india-day";

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

  it("prints a date as en-IN does, in India's time: every month, either side of its midnight", () => {
    const intl = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
    for (let month = 0; month < 12; month++)
      for (const [day, hour, minute] of [
        [1, 18, 29],
        [1, 18, 30],
        [28, 0, 0],
        [28, 23, 59],
      ] as const) {
        const instant = new Date(Date.UTC(2026, month, day, hour, minute));
        expect(formatIndiaDate(instant)).toBe(intl.format(instant));
      }
    expect(formatIndiaDate(new Date("2026-09-03T18:30:00Z"))).toBe("4 Sept 2026");
    expect(formatIndiaDate(new Date("2026-12-31T18:30:00Z"))).toBe("1 Jan 2027");
  });
});
