import { describe, expect, it } from "vitest";
import { cardBrand, cardExpired, INDIAN_PIN, luhnValid } from "./cards";

describe("card rules", () => {
  it.each([
    ["4111111111111111", true],
    ["4111111111111112", false],
    ["5555555555554444", true],
    ["378282246310005", true],
    ["6521000000000007", true],
    ["1234", false],
    ["41111111111111x1", false],
    ["0000000000000000", false],
  ])("Luhn check of %s is %s", (n, ok) => expect(luhnValid(n)).toBe(ok));

  it.each([
    ["4111111111111111", "Visa"],
    ["5555555555554444", "Mastercard"],
    ["2221000000000009", "Mastercard"],
    ["378282246310005", "Amex"],
    ["6521000000000007", "RuPay"],
    ["6070000000000000", "RuPay"],
    ["5085000000000000", "RuPay"],
    ["9999000000000000", "Card"],
  ])("brand of %s is %s", (n, brand) => expect(cardBrand(n)).toBe(brand));

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
