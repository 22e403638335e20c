import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/test-store";

let store: TestStore;
let all: any[];
beforeAll(async () => {
  store = await createTestStore();
  all = (await store.get("/api/product/list")).json.products;
});
afterAll(() => store.close());

/** Every matching product, following pages to the end. */
async function everything(query: string) {
  const out: any[] = [];
  for (let page = 1; page < 50; page++) {
    const res = await store.get(`/api/product/search?${query}&page=${page}`);
    expect(res.status).toBe(200);
    out.push(...res.json.products);
    if (out.length >= res.json.total) return { products: out, total: res.json.total };
  }
  throw new Error("paging never ended");
}

const byId = () => new Map(all.map((p) => [p._id, p]));

describe("GET /api/product/search", () => {
  it("answers the first page of everything with total, page, pageSize, card fields and facets", async () => {
    const res = await store.get("/api/product/search");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, total: all.length, page: 1, pageSize: 24 });
    expect(res.json.products).toHaveLength(24);
    expect(Object.keys(res.json.products[0]).sort()).toEqual(
      ["_id", "category", "colorImages", "colors", "image", "name", "originalPrice", "price", "rating", "sizes", "slug", "soldOut"].sort(),
    );
    expect(Object.keys(res.json.facets).sort()).toEqual(["band", "category", "color", "size", "type"]);
    const categoryTotal = res.json.facets.category.reduce((s: number, f: any) => s + f.count, 0);
    expect(categoryTotal).toBe(all.length);
  });

  it("lists each card's sold-out sizes and colours: every pair of a product with nothing left, none of one in stock", async () => {
    const gone = (await store.get(`/api/product/search?q=${encodeURIComponent("Amber Crust Wave Oversized Tee")}`)).json.products[0];
    expect(gone.name).toBe("Amber Crust Wave Oversized Tee");
    expect(gone.soldOut).toHaveLength(gone.sizes.length * gone.colors.length);
    const inStock = (await store.get(`/api/product/search?q=${encodeURIComponent("Magma Black Tiger Oversized Tee")}`)).json.products[0];
    expect(inStock.soldOut).toEqual([]);
  });

  it("filters by category", async () => {
    const { products, total } = await everything("category=Hoodies");
    expect(total).toBeGreaterThan(0);
    expect(products.every((p) => p.category.toLowerCase() === "hoodies")).toBe(true);
    expect(total).toBe(all.filter((p) => p.category.toLowerCase() === "hoodies").length);
  });

  it("filters by type, and by audience as the men, women and kids pages do", async () => {
    const k = await everything("type=K");
    expect(k.products.every((p) => byId().get(p._id).subCategory === "K")).toBe(true);
    const men = await everything("audience=men");
    expect(men.products.every((p) => ["M", "B"].includes(byId().get(p._id).subCategory))).toBe(true);
    expect(men.total).toBe(all.filter((p) => ["M", "B"].includes(p.subCategory)).length);
    const kids = await everything("audience=kids");
    expect(kids.total).toBe(k.total);
  });

  it("filters by size, including kids' sizes, comparing upper-cased", async () => {
    const xl = await everything("size=xl");
    expect(xl.total).toBe(all.filter((p) => p.sizes.some((s: string) => s.toUpperCase() === "XL")).length);
    const kid = await everything(`size=${encodeURIComponent("2-4 yr")}`);
    expect(kid.total).toBeGreaterThan(0);
    expect(kid.products.every((p) => p.sizes.includes("2-4 yr"))).toBe(true);
  });

  it("filters by colour, either of two", async () => {
    const { products, total } = await everything("color=%23151515&color=%23F6F6F6");
    expect(total).toBe(all.filter((p) => p.colors.some((c: string) => ["#151515", "#F6F6F6"].includes(c.toUpperCase()))).length);
    expect(products.length).toBe(total);
  });

  it("keeps price bands inclusive at both ends", async () => {
    for (const [band, lo, hi] of [
      ["399-799", 399, 799],
      ["799-1099", 799, 1099],
      ["1099-1499", 1099, 1499],
      ["1499-above", 1499, Infinity],
    ] as const) {
      const { products, total } = await everything(`band=${band}`);
      expect(total, band).toBe(all.filter((p) => p.price >= lo && p.price <= hi).length);
      expect(products.every((p) => p.price >= lo && p.price <= hi)).toBe(true);
    }
    const at799 = all.filter((p) => p.price === 799).length;
    expect(at799).toBeGreaterThan(0);
    const low = await everything("band=399-799");
    const mid = await everything("band=799-1099");
    expect(low.products.filter((p) => p.price === 799)).toHaveLength(at799);
    expect(mid.products.filter((p) => p.price === 799)).toHaveLength(at799);
  });

  it("applies the price slider inclusively", async () => {
    const { products, total } = await everything("min=899&max=1299");
    expect(total).toBe(all.filter((p) => p.price >= 899 && p.price <= 1299).length);
    expect(products.every((p) => p.price >= 899 && p.price <= 1299)).toBe(true);
  });

  it("sorts low to high and high to low, newest first among equal prices", async () => {
    const low = (await everything("sort=low-high")).products.map((p) => p.price);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await everything("sort=high-low")).products.map((p) => p.price);
    expect(high).toEqual([...high].sort((a, b) => b - a));
  });

  it("sorts relevant by rank ascending with unranked products last", async () => {
    const ranks = (await everything("")).products.map((p) => byId().get(p._id).rank ?? null);
    const firstNull = ranks.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(ranks.slice(firstNull).every((r) => r === null)).toBe(true);
    const ranked = ranks.slice(0, firstNull) as number[];
    expect(ranked).toEqual([...ranked].sort((a, b) => a - b));
  });

  it("lists first the products whose names hold the search text in any case; % and _ are data, never a wildcard", async () => {
    const name: string = all[0].name;
    const part = name.slice(2, 9).toUpperCase();
    const { products } = await everything(`q=${encodeURIComponent(part)}`);
    expect(products.map((p) => p._id)).toContain(all[0]._id);
    const holding = products.findIndex((p) => !p.name.toUpperCase().includes(part));
    const firstHolding = holding === -1 ? products : products.slice(0, holding);
    expect(firstHolding.length).toBe(all.filter((p) => p.name.toUpperCase().includes(part)).length);
    expect((await store.get("/api/product/search?q=%25")).json.total).toBe(0);
    expect((await store.get("/api/product/search?q=_")).json.total).toBe(0);
  });

  it("reads garbage parameters as defaults instead of failing", async () => {
    const res = await store.get(
      "/api/product/search?category=Jeans&type=Z&size=XXXL&color=red&band=cheap&min=abc&max=lots&sort=random&page=-3&audience=aliens",
    );
    expect(res.status).toBe(200);
    expect(res.json.page).toBe(1);
    expect(res.json.total).toBe(all.length);
    const weird = await store.get("/api/product/search?page=1e400&min=-&category=%E0%A4%A");
    expect(weird.status).toBe(200);
    const long = await store.get(`/api/product/search?q=${"a".repeat(5000)}`);
    expect(long.status).toBe(200);
    expect(long.json.total).toBe(0);
  });

  it("answers an empty list past the last page, with the real total", async () => {
    const res = await store.get("/api/product/search?page=99");
    expect(res.status).toBe(200);
    expect(res.json.products).toEqual([]);
    expect(res.json.total).toBe(all.length);
    expect(res.json.page).toBe(99);
  });

  it("pages without gaps or repeats", async () => {
    const { products } = await everything("sort=low-high");
    expect(new Set(products.map((p) => p._id)).size).toBe(all.length);
  });
});
