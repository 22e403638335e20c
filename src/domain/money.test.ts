import { describe, expect, it } from "vitest";
import { formatINR, formatINRWithPaise, groupIndianDigits, paiseToRupees, percentOf, rupeesToPaise } from "./money";

describe("rupeesToPaise / paiseToRupees", () => {
  it.each([
    [899, 89900],
    [123.45, 12345],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [0, 0],
  ])("%s rupees -> %s paise", (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it.each([
    [89900, 899],
    [12345, 123.45],
    [1, 0.01],
    [0, 0],
  ])("%s paise -> %s rupees", (paise, rupees) => {
    expect(paiseToRupees(paise)).toBe(rupees);
  });
});

describe("groupIndianDigits", () => {
  it.each([
    ["0", "0"],
    ["999", "999"],
    ["1000", "1,000"],
    ["99999", "99,999"],
    ["100000", "1,00,000"],
    ["1234567", "12,34,567"],
    ["123456789", "12,34,56,789"],
  ])("%s -> %s", (digits, grouped) => {
    expect(groupIndianDigits(digits)).toBe(grouped);
  });
});

describe("formatINR", () => {
  it.each([
    [0, "₹0"],
    [1, "₹0.01"],
    [50, "₹0.50"],
    [89900, "₹899"],
    [150000, "₹1,500"],
    [179800, "₹1,798"],
    [99999, "₹999.99"],
    [10000000, "₹1,00,000"],
    [123456789, "₹12,34,567.89"],
    [1000000000, "₹1,00,00,000"],
    [-89950, "-₹899.50"],
  ])("%s paise -> %s", (paise, text) => {
    expect(formatINR(paise)).toBe(text);
  });

  it("refuses NaN and infinities", () => {
    expect(() => formatINR(Number.NaN)).toThrow(RangeError);
    expect(() => formatINR(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("percentOf", () => {
  it.each([
    [89900, 10, 8990],
    [179800, 10, 17980],
    [5, 10, 1], // 0.5 rounds up
    [4, 10, 0], // 0.4 rounds down
    [15, 10, 2], // 1.5 rounds up
    [25, 10, 3], // 2.5 rounds up, not to even
    [1500, 2.3, 35], // 34.5, though 1500 * 2.3 / 100 is 34.49999999999999 in floating point
    [3000, 4.35, 131], // 130.5 likewise
    [1000, 12.5, 125],
    [0, 10, 0],
    [89900, 0, 0],
    [89900, 100, 89900],
  ])("%s paise at %s%% -> %s", (paise, pct, out) => {
    expect(percentOf(paise, pct)).toBe(out);
  });
});

describe("formatINRWithPaise", () => {
  it.each([
    [12345600, "₹1,23,456.00"],
    [149900, "₹1,499.00"],
    [5, "₹0.05"],
    [0, "₹0.00"],
    [-4281, "-₹42.81"],
    [1234567891, "₹1,23,45,678.91"],
  ])("%s paise -> %s", (paise, text) => {
    expect(formatINRWithPaise(paise)).toBe(text);
  });
});
