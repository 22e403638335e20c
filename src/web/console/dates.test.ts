import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDayMonth, formatIndiaDayMonth } from "./dates";

describe("console dates", () => {
  it("writes an instant in India's time, across India's midnight", () => {
    expect(formatDateTime("2026-11-24T18:29:00Z")).toBe("24 Nov 2026, 11:59 pm");
    expect(formatDateTime("2026-11-24T18:30:00Z")).toBe("25 Nov 2026, 12:00 am");
    expect(formatDate("2026-11-24T18:30:00Z")).toBe("25 Nov 2026");
    expect(formatDate(new Date("2026-09-03T18:29:00Z"))).toBe("3 Sept 2026");
  });

  it("names a day in India by its day and month, whatever the zone the browser runs in", () => {
    expect(formatIndiaDayMonth("2026-11-25")).toBe("25 Nov");
    expect(formatIndiaDayMonth("2027-01-01")).toBe("1 Jan");
    expect(formatDayMonth(Date.parse("2026-11-25T00:00:00+05:30"))).toBe("25 Nov");
  });
});
