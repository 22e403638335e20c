import { describe, expect, it } from "vitest";
import { cardExpired, INDIAN_PIN } from "./cards";

describe("card rules", () => {
  it("treats a card as valid through its expiry month", () => {
    const now = new Date(Date.UTC(2026, 10, 22));
    expect(cardExpired(11, 2026, now)).toBe(false);
    expect(cardExpired(10, 2026, now)).toBe(true);
    expect(cardExpired(1, 2025, now)).toBe(true);
    expect(cardExpired(1, 2027, now)).toBe(false);
  });

  it("accepts six-digit PIN codes that do not start with 0", () => {
    expect(INDIAN_PIN.test("411004")).toBe(true);
    expect(INDIAN_PIN.test("011004")).toBe(false);
    expect(INDIAN_PIN.test("41100")).toBe(false);
  });
});
