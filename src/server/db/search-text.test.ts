import { describe, expect, it } from "vitest";
import { containing, escapeLike, phoneSearchDigits } from "./search-text";

describe("search text", () => {
  it("means LIKE's wildcards and escape literally", () => {
    expect(escapeLike("100%_a\\b")).toBe("100\\%\\_a\\\\b");
    expect(containing("a_b")).toBe("%a\\_b%");
  });

  it.each([
    ["+91 98123 45678", "9812345678"],
    ["91-98123-45678", "9812345678"],
    ["098123 45678", "9812345678"],
    ["98123 45678", "9812345678"],
    ["4567", "4567"],
    ["+91 5123 456789", "915123456789"],
    ["919 123", "919123"],
  ])("looks for %j as %j", (typed, digits) => {
    expect(phoneSearchDigits(typed)).toBe(digits);
  });
});
