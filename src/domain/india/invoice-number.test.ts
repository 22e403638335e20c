import { describe, expect, it } from "vitest";
import { financialYear, invoiceSeries } from "./invoice-number";

describe("financial year", () => {
  it.each([
    ["2026-11-24T10:00:00Z", "2026-27"],
    ["2027-03-31T18:29:59Z", "2026-27"],
    ["2027-03-31T18:30:00Z", "2027-28"],
    ["2026-04-01T00:00:00Z", "2026-27"],
    ["2099-12-31T00:00:00Z", "2099-00"],
  ])("%s -> %s", (instant, fy) => {
    expect(financialYear(new Date(instant))).toBe(fy);
  });

  it("names a year's series DH/2026-27/", () => {
    expect(invoiceSeries("DH", "2026-27")).toBe("DH/2026-27/");
  });
});
