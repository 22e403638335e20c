import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/test-store";

let store: TestStore;
let all: { _id: string; name: string; bestseller: boolean; category: string; colors: string[] }[];
beforeAll(async () => {
  store = await createTestStore();
  all = (await store.get("/api/product/list")).json.products;
});
afterAll(() => store?.close());

const search = async (query: string) => {
  const res = await store.get(`/api/product/search?${query}`);
  expect(res.status).toBe(200);
  return res.json;
};

describe("search that forgives", () => {
  it("reads %, _, backslashes, emoji and 500 characters as data: never a pattern, never a 500", async () => {
    for (const q of ["%", "_", "\\", "%%%", "🔥🧵", "\\%_"]) {
      expect((await search(`q=${encodeURIComponent(q)}`)).total, q).toBe(0);
      const suggested = await store.get(`/api/product/suggest?q=${encodeURIComponent(q)}`);
      expect(suggested.status, q).toBe(200);
      expect(suggested.json).toEqual({ success: true, products: [], categories: [] });
    }
    const hoodies = all.filter((p) => p.category === "Hoodies").length;
    expect((await search(`q=${encodeURIComponent("hoodie%")}`)).total).toBe(hoodies);
    expect((await search(`q=${encodeURIComponent("hoodie 🔥")}`)).total).toBe(hoodies);
    // The search reads its first 100 characters (SEARCH_MAX_LENGTH): here, the one word.
    const long = `hoodie${" ".repeat(200)}${"x".repeat(294)}`;
    expect((await search(`q=${encodeURIComponent(long)}`)).total).toBe(hoodies);
    expect((await store.get(`/api/product/suggest?q=${encodeURIComponent(long)}`)).status).toBe(200);
  });

  it("ranks the product named exactly first, and one a word begins above one found only by its likeness", async () => {
    const exact = await search(`q=${encodeURIComponent("magma black tiger hoodie")}`);
    expect(exact.products[0].name).toBe("Magma Black Tiger Hoodie");
    const typed = await search("q=tiger");
    const fuzzy = (await search("q=tigr")).products.map((p: { name: string }) => p.name);
    expect(typed.products.every((p: { name: string }) => fuzzy.includes(p.name))).toBe(true);
    expect(typed.products.slice(0, 3).every((p: { name: string }) => p.name.includes("Tiger"))).toBe(true);
  });

  it("keeps the collection's filters and sort on a search: hoodies in M, cheapest first", async () => {
    const page = await search("q=hoody&size=M&sort=low-high");
    expect(page.total).toBeGreaterThan(1);
    expect(page.products.every((p: { category: string; sizes: string[] }) => p.category === "Hoodies" && p.sizes.includes("M"))).toBe(true);
    const prices = page.products.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.facets.category).toEqual([{ value: "Hoodies", count: page.total }]);
  });

  it("says a search found nothing with the words it may have meant and the best sellers", async () => {
    const page = await search(`q=${encodeURIComponent("zxqv tgier")}`);
    expect(page.total).toBe(0);
    expect(page.products).toEqual([]);
    expect(page.didYouMean).toBe("tiger");
    const best = all.filter((p) => p.bestseller).map((p) => p.name);
    expect(page.bestSellers).toHaveLength(4);
    expect(page.bestSellers.every((p: { name: string }) => best.includes(p.name))).toBe(true);
    // A search that finds something carries neither.
    const found = await search("q=tiger");
    expect(found.didYouMean).toBeUndefined();
    expect(found.bestSellers).toBeUndefined();
  });

  it("suggests from two letters: products with a picture and a price, and categories, in a small answer kept a minute", async () => {
    expect((await store.get("/api/product/suggest?q=h")).json).toEqual({ success: true, products: [], categories: [] });
    const res = await store.get("/api/product/suggest?q=hoody");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    expect(res.text.length).toBeLessThan(2000);
    expect(res.json.categories).toEqual([{ name: "Hoodies", slug: "hoodies" }]);
    expect(res.json.products).toHaveLength(6);
    for (const p of res.json.products) {
      expect(p.name).toContain("Hoodie");
      expect(p.image).toMatch(/^\/images\//);
      expect(p.price).toBeGreaterThan(0);
      expect(p.slug).toMatch(/hoodie/);
    }
    expect((await store.get("/api/product/suggest?q=swe")).json.categories).toEqual([{ name: "Sweatshirts", slug: "sweatshirts" }]);
  });

  it("finds a product by its new name once saved, and by a colour's new name once the colour is renamed", async () => {
    const target = all.find((p) => p.name === "Bone White Sun Sweatshirt");
    if (!target) throw new Error("the demo catalog has no Bone White Sun Sweatshirt");
    await store.db.execute(sql`update products set name = 'Bone White Zebra Sweatshirt' where id = ${target._id}`);
    expect((await search("q=zebra")).products.map((p: { _id: string }) => p._id)).toEqual([target._id]);
    await store.db.execute(sql`update colours set name = 'Forest Green' where name = 'Moss Green'`);
    const forest = await search("q=forest");
    expect(forest.total).toBe(all.filter((p) => p.colors.includes("#C5DDAC")).length);
  });
});
