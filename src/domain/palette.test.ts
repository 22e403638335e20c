import { describe, expect, it } from "vitest";
import { PALETTE, colorName } from "./palette";

describe("colorName", () => {
  it.each([
    ["#F6F6F6", "Bone White"],
    ["#151515", "Magma Black"],
    ["#c5ddac", "Moss Green"],
    ["#2C2CBD", "Midnight Blue"],
    ["#242e44", "Midnight Blue"],
    ["#745539", "Amber Crust"],
    ["#90867d", "Amber Crust"],
    ["#FAEEB2", "Ivory Ember"],
    [" #faeeb2 ", "Ivory Ember"],
    ["#abcdef", "#ABCDEF"],
    ["#123", "#123"],
    ["", ""],
  ])("%j -> %j", (hex, name) => {
    expect(colorName(hex)).toBe(name);
  });

  it("holds the eight spec codes, each upper-case and unique", () => {
    expect(PALETTE).toHaveLength(8);
    const hexes = PALETTE.map((c) => c.hex);
    expect(new Set(hexes).size).toBe(8);
    for (const hex of hexes) expect(hex).toMatch(/^#[0-9A-F]{6}$/);
  });
});
