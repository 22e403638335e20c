import { describe, it, expect } from "vitest";
import { ADULT_SIZES, DEMO_GRAPHICS, DEMO_TESTIMONIALS, KIDS_SIZES, demoCatalog, demoSlideProductKeys } from "./demo-catalog";

const PALETTE = new Set(["#F6F6F6", "#151515", "#C5DDAC", "#2C2CBD", "#242E44", "#745539", "#90867D", "#FAEEB2"]);
const catalog = demoCatalog();
const tees = catalog.filter((p) => p.category === "Oversized T-Shirts");
const rupees = (p: { pricePaise: number }) => p.pricePaise / 100;

describe("demoCatalog", () => {
  it("is deterministic and returns independent copies", () => {
    const again = demoCatalog();
    expect(again).toEqual(catalog);
    again[0].name = "changed";
    expect(demoCatalog()[0].name).not.toBe("changed");
  });

  it("has enough products across every category and audience", () => {
    expect(catalog.length).toBeGreaterThanOrEqual(48);
    expect(tees.length).toBeGreaterThan(0);
    expect(catalog.filter((p) => p.category === "Hoodies").length).toBeGreaterThanOrEqual(4);
    expect(catalog.filter((p) => p.category === "Sweatshirts").length).toBeGreaterThanOrEqual(4);
    expect(new Set(catalog.map((p) => p.subCategory))).toEqual(new Set(["M", "F", "K", "B"]));
  });

  it("matches garment to category", () => {
    const expected = { "Oversized T-Shirts": "tee", Hoodies: "hoodie", Sweatshirts: "sweatshirt" } as const;
    for (const p of catalog) expect(p.garment).toBe(expected[p.category]);
  });

  it("has unique names (case-insensitive), keys and SKUs", () => {
    expect(new Set(catalog.map((p) => p.name.toLowerCase())).size).toBe(catalog.length);
    expect(new Set(catalog.map((p) => p.key)).size).toBe(catalog.length);
    expect(new Set(catalog.map((p) => p.sku)).size).toBe(catalog.length);
    for (const p of catalog) {
      expect(p.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.sku).toMatch(/^DH-(OT|HD|SW)-\d{3}$/);
      const code = { "Oversized T-Shirts": "OT", Hoodies: "HD", Sweatshirts: "SW" }[p.category];
      expect(p.sku.startsWith(`DH-${code}-`)).toBe(true);
    }
  });

  it("sizes adults S to XXL and kids by age", () => {
    for (const p of catalog) {
      expect(p.sizes.length).toBeGreaterThan(0);
      expect(new Set(p.sizes).size).toBe(p.sizes.length);
      const allowed: readonly string[] = p.subCategory === "K" ? KIDS_SIZES : ADULT_SIZES;
      for (const s of p.sizes) expect(allowed).toContain(s);
      // Listed smallest first, the order a size picker shows.
      expect([...p.sizes].sort((a, b) => allowed.indexOf(a) - allowed.indexOf(b))).toEqual(p.sizes);
    }
    const kids = catalog.filter((p) => p.subCategory === "K");
    expect(kids.length).toBeGreaterThan(0);
    expect(kids.some((p) => p.sizes.length === KIDS_SIZES.length)).toBe(true);
    const adults = catalog.filter((p) => p.subCategory !== "K");
    expect(adults.some((p) => p.sizes.length === ADULT_SIZES.length)).toBe(true);
    expect(adults.some((p) => p.sizes.length < ADULT_SIZES.length)).toBe(true);
  });

  it("uses only palette colours, 1 to 3 each, the first being the drawn colour", () => {
    for (const p of catalog) {
      expect(p.colors.length).toBeGreaterThanOrEqual(1);
      expect(p.colors.length).toBeLessThanOrEqual(3);
      expect(new Set(p.colors).size).toBe(p.colors.length);
      for (const c of p.colors) expect(PALETTE.has(c)).toBe(true);
      expect(p.colors[0]).toBe(p.color);
    }
    expect(new Set(catalog.map((p) => p.color))).toEqual(PALETTE);
  });

  it("prices in whole rupees ending in 99, below the original price", () => {
    for (const p of catalog) {
      expect(Number.isInteger(p.pricePaise)).toBe(true);
      expect(p.pricePaise % 100).toBe(0);
      expect(rupees(p) % 100).toBe(99);
      expect(p.originalPricePaise % 100).toBe(0);
      expect(p.originalPricePaise).toBeGreaterThan(p.pricePaise);
      expect(rupees(p)).toBeGreaterThanOrEqual(399);
      expect(rupees(p)).toBeLessThanOrEqual(2999);
    }
  });

  it("spreads prices across every band, including the band edges", () => {
    const prices = catalog.map(rupees);
    const inBand = (lo: number, hi: number) => prices.filter((x) => x >= lo && x <= hi).length;
    expect(inBand(399, 799)).toBeGreaterThanOrEqual(5);
    expect(inBand(799, 1099)).toBeGreaterThanOrEqual(5);
    expect(inBand(1099, 1499)).toBeGreaterThanOrEqual(5);
    expect(inBand(1499, Infinity)).toBeGreaterThanOrEqual(5);
    for (const exact of [399, 799, 1099, 1499, 2999]) expect(prices).toContain(exact);
  });

  it("has bestseller tees for the showcase and ₹899 tees for the BUY2 coupon", () => {
    expect(tees.filter((p) => p.bestseller).length).toBeGreaterThanOrEqual(8);
    const at899 = tees.filter((p) => p.pricePaise === 89900);
    expect(at899.length).toBeGreaterThanOrEqual(4);
    for (const p of at899) expect(["M", "F", "B"]).toContain(p.subCategory);
  });

  it("ranks about half the catalogue with unique ranks 1 to 30", () => {
    const ranks = catalog.map((p) => p.rank).filter((r): r is number => r !== null);
    expect(ranks.length).toBeGreaterThanOrEqual(Math.floor(catalog.length * 0.4));
    expect(ranks.length).toBeLessThanOrEqual(Math.ceil(catalog.length * 0.6));
    expect(new Set(ranks).size).toBe(ranks.length);
    for (const r of ranks) {
      expect(Number.isInteger(r)).toBe(true);
      expect(r).toBeGreaterThanOrEqual(1);
      expect(r).toBeLessThanOrEqual(30);
    }
  });

  it("has 0 to 20 plausible reviews per product", () => {
    const all = catalog.flatMap((p) => p.reviews);
    for (const p of catalog) {
      expect(p.reviews.length).toBeGreaterThanOrEqual(0);
      expect(p.reviews.length).toBeLessThanOrEqual(20);
    }
    for (const r of all) {
      expect(r.userName.trim().length).toBeGreaterThan(0);
      expect(r.comment.trim().length).toBeGreaterThan(0);
      expect(Number.isInteger(r.rating)).toBe(true);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.daysAgo).toBeGreaterThanOrEqual(0);
    }
    expect(all.filter((r) => r.rating >= 3).length / all.length).toBeGreaterThan(0.9);
    expect(catalog.some((p) => p.reviews.length === 0)).toBe(true);
    // No product shows the same words twice ("Nice fabric and print. Took a week to arrive." did).
    for (const p of catalog) expect(new Set(p.reviews.map((r) => r.comment)).size).toBe(p.reviews.length);
    expect(catalog.some((p) => p.reviews.length >= 15)).toBe(true);
  });

  it("writes product copy and SEO fields", () => {
    for (const p of catalog) {
      expect(p.description).toContain("240 GSM 100% cotton");
      expect(p.description).toMatch(/\bfit\b/);
      expect(p.metaTitle).toContain(p.name);
      expect(p.metaDescription.length).toBeGreaterThan(0);
      expect(p.metaDescription.length).toBeLessThanOrEqual(160);
      const keywords = p.keywords.split(",").map((k) => k.trim());
      expect(keywords.length).toBeGreaterThanOrEqual(3);
      expect(keywords.every((k) => k.length > 0)).toBe(true);
    }
  });

  it("keeps stock in 0..40 with exactly one sold-out product", () => {
    for (const p of catalog) {
      expect(Number.isInteger(p.stock)).toBe(true);
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.stock).toBeLessThanOrEqual(40);
      if (p.stock !== 0) expect(p.stock).toBeGreaterThanOrEqual(5);
    }
    const soldOut = catalog.filter((p) => p.stock === 0);
    expect(soldOut).toHaveLength(1);
    expect(soldOut[0].bestseller).toBe(false);
  });

  it("gives each product a drawable motif and an age", () => {
    for (const p of catalog) {
      expect(DEMO_GRAPHICS).toContain(p.graphic);
      expect(p.ageDays).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("demoSlideProductKeys", () => {
  it("names 4 distinct in-stock products from the catalogue", () => {
    const keys = demoSlideProductKeys();
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(4);
    for (const k of keys) {
      const p = catalog.find((x) => x.key === k);
      expect(p, k).toBeDefined();
      expect(p!.stock).toBeGreaterThan(0);
    }
  });
});

describe("DEMO_TESTIMONIALS", () => {
  it("has 12 shoppers signed with people's names, each with a drawing of their own", () => {
    expect(DEMO_TESTIMONIALS).toHaveLength(12);
    expect(new Set(DEMO_TESTIMONIALS.map((t) => t.name)).size).toBe(12);
    expect(new Set(DEMO_TESTIMONIALS.map((t) => t.animal)).size).toBe(12);
    for (const t of DEMO_TESTIMONIALS) {
      // "Raja the Tiger" was no shopper's name.
      expect(t.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(t.name.toLowerCase()).not.toContain(t.animal);
      expect(t.city.length).toBeGreaterThan(0);
      expect(t.quote.length).toBeGreaterThan(0);
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
    }
  });
});
