import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem } from "./shop-settings";

describe("a GSTIN", () => {
  it("has the check character GSTN's mod-36 scheme gives its first 14 characters", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("29AAGCB7383J1Z")).toBe("4");
    expect(gstinProblem("27AAPFU0939F1ZV", "Maharashtra")).toBeNull();
  });

  it("is refused, saying why: its shape, a check character that does not add up, another state's code", () => {
    expect(gstinProblem("27AAPFU0939F1Z", "Maharashtra")).toMatch(/must be 15 characters/);
    expect(gstinProblem("27AAPFU0939F1ZW", "Maharashtra")).toBe(
      "GSTIN 27AAPFU0939F1ZW does not add up: its last character would be V. Check it against the registration certificate.",
    );
    expect(gstinProblem("29AAGCB7383J1Z4", "Maharashtra")).toBe(
      "GSTIN 29AAGCB7383J1Z4 is registered outside Maharashtra: a GSTIN of Maharashtra starts with 27.",
    );
  });
});
