import { describe, expect, it } from "vitest";
import { offerSvg } from "./offers";

describe("offerSvg", () => {
  it("claims nothing about stock or sales that a fixed picture could not keep true", () => {
    for (let index = 0; index < 8; index++) {
      const svg = offerSvg(index, "Amber Crust Wave Oversized Tee", "#90867D", "tee");
      expect(svg).not.toMatch(/LIMITED STOCK|BESTSELLER|SELLING FAST/i);
      expect(svg).toContain("FLAT10");
    }
  });
});
