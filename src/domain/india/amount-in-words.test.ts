import { describe, expect, it } from "vitest";
import { amountInWords, numberInWords } from "./amount-in-words";

describe("amountInWords", () => {
  it.each([
    [149900, "Rupees One Thousand Four Hundred Ninety-Nine Only"],
    [0, "Rupees Zero Only"],
    [100, "Rupees One Only"],
    [89900, "Rupees Eight Hundred Ninety-Nine Only"],
    [150000, "Rupees One Thousand Five Hundred Only"],
    [1000000, "Rupees Ten Thousand Only"],
    [12345600, "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only"],
    [99999999, "Rupees Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only"],
    [123456789012, "Rupees One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety and Twelve Paise Only"],
    [80950, "Rupees Eight Hundred Nine and Fifty Paise Only"],
    [1, "Rupees Zero and One Paise Only"],
  ])("%s paise -> %s", (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it.each([
    [20, "Twenty"],
    [21, "Twenty-One"],
    [100000, "One Lakh"],
    [10000000, "One Crore"],
    [10100101, "One Crore One Lakh One Hundred One"],
  ])("%s -> %s", (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it("refuses amounts that are not whole paise", () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});
