import { describe, expect, it } from "vitest";
import { colorName } from "./palette";
import { SPEC_VOCABULARY, vocabulary } from "./vocabulary";

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

  it("holds the spec's six colours, each name and code once, the two second codes read as their colour", () => {
    const { colours } = vocabulary();
    expect(colours).toEqual(SPEC_VOCABULARY.colours);
    expect(new Set(colours.map((c) => c.name)).size).toBe(6);
    const codes = colours.flatMap((c) => [c.hex, ...c.formerHexes]);
    expect(new Set(codes).size).toBe(8);
    for (const hex of codes) expect(hex).toMatch(/^#[0-9A-F]{6}$/);
  });
});
