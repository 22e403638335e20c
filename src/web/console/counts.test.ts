import { describe, expect, it } from "vitest";
import { counted, formatCount } from "./counts";

describe("console counts", () => {
  it("group digits as India does and take the noun's number", () => {
    expect(formatCount(123456)).toBe("1,23,456");
    expect(counted(1, "order", "orders")).toBe("1 order");
    expect(counted(0, "order", "orders")).toBe("0 orders");
    expect(counted(1204, "entry", "entries")).toBe("1,204 entries");
  });
});
