import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { type CatalogFilters, DEFAULT_FILTERS, filterAndSort } from "../../../domain/catalog";
import { CATALOG_CASES, CATALOG_FIXTURE } from "../../../domain/catalog.cases";
import { products } from "../../db/schema";
import { createCatalogSearch } from "./catalog-search";

// Ids that sort as the fixture's "p01".."p12" do, so the id tie-break means the same in both.
const uuidOf = (id: string) => `00000000-0000-4000-8000-${id.replace("p", "").padStart(12, "0")}`;
const fixtureIdOf = new Map(CATALOG_FIXTURE.map((p) => [uuidOf(p.id), p.id]));

let store: TestStore;
let search: ReturnType<typeof createCatalogSearch>;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
  await store.db.insert(products).values(
    CATALOG_FIXTURE.map((p) => ({
      id: uuidOf(p.id),
      name: p.name,
      slug: p.id,
      sku: p.id,
      pricePaise: p.pricePaise,
      originalPricePaise: p.pricePaise + 50_000,
      category: p.category,
      subCategory: p.subCategory,
      sizes: p.sizes,
      colors: p.colors,
      rank: p.rank,
      images: [`/images/${p.id}-front-600.jpg`, `/images/${p.id}-back-600.jpg`, `/images/${p.id}-extra-600.jpg`],
      createdAt: new Date(p.createdAt),
    })),
  );
  search = createCatalogSearch(store.db);
});
afterAll(() => store.close());

const filtersOf = (partial: Partial<CatalogFilters>): CatalogFilters => ({ ...DEFAULT_FILTERS, ...partial }) as CatalogFilters;

describe("the collection query in SQL agrees with src/domain/catalog.ts", () => {
  it.each(CATALOG_CASES)("$name", async ({ filters, expectedIds }) => {
    const f = filtersOf(filters);
    const ids = (await search.matchingIds(f)).map((id) => fixtureIdOf.get(id));
    expect(ids).toEqual(expectedIds);
    // The domain's own answer, so a drift in either shows up here.
    expect(filterAndSort(CATALOG_FIXTURE, f).map((p) => p.id)).toEqual(expectedIds);
  });

  it.each(CATALOG_CASES)("paged with facets: $name", async ({ filters, expectedIds }) => {
    const f = filtersOf({ ...filters, page: 2 });
    const page = await search.search(f, 5);
    expect(page.total).toBe(expectedIds.length);
    expect(page.products.map((p) => fixtureIdOf.get(p._id))).toEqual(expectedIds.slice(5, 10));
  });
});

describe("facet counts", () => {
  it("count each value under every other filter, not the facet's own", async () => {
    const { facets, total } = await search.search(filtersOf({ categories: ["Hoodies"], sizes: ["M"] }));
    expect(total).toBe(2);
    // Categories ignore the category filter: products with size M in each category.
    expect(facets.category).toEqual([
      { value: "Oversized T-Shirts", count: 2 },
      { value: "Hoodies", count: 2 },
      { value: "Sweatshirts", count: 1 },
    ]);
    // Sizes ignore the size filter: hoodies with each size (p07 has none).
    expect(facets.size).toEqual([
      { value: "S", count: 1 },
      { value: "M", count: 2 },
      { value: "L", count: 1 },
      { value: "XL", count: 1 },
      { value: "6-8 yr", count: 1 },
      { value: "8-12 yr", count: 1 },
    ]);
  });

  it("count bands inclusively at both ends, so a boundary price counts in two bands", async () => {
    const { facets } = await search.search(filtersOf({}));
    expect(facets.band).toEqual([
      { value: "399-799", count: 4 },
      { value: "799-1099", count: 6 },
      { value: "1099-1499", count: 4 },
      { value: "1499-above", count: 2 },
    ]);
  });

  it("merge colour codes that differ only in case", async () => {
    const { facets } = await search.search(filtersOf({}));
    expect(facets.color.find((c) => c.value === "#C5DDAC")).toEqual({ value: "#C5DDAC", count: 2 });
    expect(facets.type).toEqual([
      { value: "M", count: 3 },
      { value: "F", count: 3 },
      { value: "K", count: 3 },
      { value: "B", count: 3 },
    ]);
  });

  it("returns the first two images only", async () => {
    const { products: cards } = await search.search(filtersOf({}));
    expect(cards.every((c) => c.image.length === 2)).toBe(true);
  });
});
