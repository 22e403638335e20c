import { describe, expect, it } from "vitest";
import { dropsAtLabel, goLiveInstant, goLiveLocal, onSale } from "./drop-time";

describe("drop time", () => {
  it("reads the console's minute as India time and writes it back", () => {
    const at = goLiveInstant("2026-12-08T20:00");
    expect(at?.toISOString()).toBe("2026-12-08T14:30:00.000Z");
    expect(goLiveLocal(at!)).toBe("2026-12-08T20:00");
  });

  it.each(["2026-02-30T10:00", "2026-12-08T24:00", "2026-12-08 20:00", "", "tomorrow"])("refuses %j as a minute", (v) => {
    expect(goLiveInstant(v)).toBeNull();
  });

  it.each([
    ["the same evening", "2026-12-08T20:00", "2026-12-08T09:00", "Drops at 8:00 pm"],
    ["just past midnight", "2026-12-08T00:05", "2026-12-07T23:00", "Drops at 12:05 am on 8 Dec"],
    ["at noon", "2026-12-08T12:30", "2026-12-08T11:00", "Drops at 12:30 pm"],
  ])("says %s", (_, at, now, label) => {
    expect(dropsAtLabel(goLiveInstant(at)!, goLiveInstant(now)!)).toBe(label);
  });

  it("puts a published product on sale at its time, not before", () => {
    const at = goLiveInstant("2026-12-08T20:00")!;
    expect(onSale("published", at, new Date(at.getTime() - 1))).toBe(false);
    expect(onSale("published", at, at)).toBe(true);
    expect(onSale("draft", at, new Date(at.getTime() + 1))).toBe(false);
    expect(onSale("published", null, at)).toBe(true);
  });
});
