import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS } from "../../domain/catalog";
import { collectionHeading } from "./collection-heading";

const f = (over: Partial<typeof DEFAULT_FILTERS>) => ({ ...DEFAULT_FILTERS, ...over });

describe("collectionHeading", () => {
  it.each([
    ["no filter", f({}), undefined, "All Collections"],
    ["the Oversized Tees tile's category", f({ categories: ["Oversized T-Shirts"] }), undefined, "Oversized T-Shirts"],
    ["two categories", f({ categories: ["Hoodies", "Sweatshirts"] }), undefined, "Hoodies & Sweatshirts"],
    ["the Kids tile's type", f({ types: ["K"] }), undefined, "Kids"],
    ["a category in a section", f({ categories: ["Hoodies"] }), "men" as const, "Hoodies for Men"],
    ["a unisex category", f({ categories: ["Hoodies"], types: ["B"] }), undefined, "Unisex Hoodies"],
    ["two types", f({ types: ["M", "F"] }), undefined, "All Collections"],
    ["a section alone", f({}), "women" as const, "Women"],
  ])("names the page after %s", (_, filters, audience, heading) => {
    expect(collectionHeading(filters, audience)).toBe(heading);
  });
});
