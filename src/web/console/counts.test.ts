import { describe, expect, it } from "vitest";
import { counted, formatConversion, formatCount } from "./counts";

describe("console counts", () => {
  it("group digits as India does and take the noun's number", () => {
    expect(formatCount(123456)).toBe("1,23,456");
    expect(counted(1, "order", "orders")).toBe("1 order");
    expect(counted(0, "order", "orders")).toBe("0 orders");
    expect(counted(1204, "entry", "entries")).toBe("1,204 entries");
  });

  it("show conversion only where it reads as orders per 100 visits", () => {
    expect(formatConversion(2.5)).toBe("2.50%");
    expect(formatConversion(100)).toBe("100.00%");
    expect(formatConversion(250)).toBe("—");
    expect(formatConversion(null)).toBe("—");
  });
});
