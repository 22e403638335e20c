import { describe, expect, it } from "vitest";
import {
  type Audience,
  type CatalogFilters,
  type CatalogItem,
  DEFAULT_FILTERS,
  filterAndSort,
  filtersToSearchParams,
  matchesAudience,
  matchesFilters,
  normalizeSlug,
  parseFilters,
  productSlug,
  sortCatalog,
} from "./catalog";
import { CATALOG_CASES, CATALOG_FIXTURE } from "./catalog.cases";

const filters = (over: Partial<CatalogFilters> = {}): CatalogFilters => ({ ...DEFAULT_FILTERS, ...over });

describe("productSlug", () => {
  it.each([
    ["Magma Black Oversized Tee", "magma_black_oversized_tee"],
    ["  Magma   Black\tTee  ", "magma_black_tee"],
    ["Tee\n\nTwo", "tee_two"],
    ["ALREADY", "already"],
    ["Dhaaga 100% Cotton", "dhaaga_100%_cotton"],
    ["a _ b", "a_b"],
  ])("%j -> %j", (name, slug) => {
    expect(productSlug(name)).toBe(slug);
  });
});

describe("normalizeSlug", () => {
  it.each([
    ["magma_black_oversized_tee", "magma_black_oversized_tee"],
    ["Magma_Black_Oversized_Tee", "magma_black_oversized_tee"],
    ["Magma Black Oversized Tee", "magma_black_oversized_tee"],
    ["Magma%20Black%20Oversized%20Tee", "magma_black_oversized_tee"],
    ["MAGMA__black___oversized_tee", "magma_black_oversized_tee"],
    ["dhaaga_100%_cotton", "dhaaga_100%_cotton"],
    ["dhaaga_100%25_cotton", "dhaaga_100%_cotton"],
    ["%E0%A4", "%e0%a4"],
    ["", ""],
  ])("%j -> %j", (slug, normal) => {
    expect(normalizeSlug(slug)).toBe(normal);
  });

  it.each(["Magma Black Oversized Tee", "Dhaaga 100% Cotton", "  Kids   Cloud Hoodie ", "a _ b"])("every variant of %j meets productSlug", (name) => {
    const slug = productSlug(name);
    const variants = [slug, slug.toUpperCase(), slug.replace(/_/g, " "), encodeURIComponent(name), name.toUpperCase()];
    for (const v of variants) expect(normalizeSlug(v)).toBe(slug);
  });
});

describe("matchesAudience", () => {
  it.each<[Audience, string, boolean]>([
    ["men", "M", true],
    ["men", "B", true],
    ["men", "F", false],
    ["men", "K", false],
    ["women", "F", true],
    ["women", "b", true],
    ["women", "M", false],
    ["kids", "K", true],
    ["kids", "B", false],
    ["kids", "", false],
  ])("%s / %j -> %s", (a, sub, expected) => {
    expect(matchesAudience(a, sub)).toBe(expected);
  });
});

describe("filterAndSort on the shared cases", () => {
  it.each(CATALOG_CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    expect(filterAndSort(CATALOG_FIXTURE, filters(c.filters)).map((p) => p.id)).toEqual(c.expectedIds);
  });

  it("covers every category, sub-category and band boundary in the fixture", () => {
    const cats = new Set(CATALOG_FIXTURE.map((p) => p.category.toLowerCase()));
    expect(cats).toEqual(new Set(["oversized t-shirts", "hoodies", "sweatshirts"]));
    expect(new Set(CATALOG_FIXTURE.map((p) => p.subCategory))).toEqual(new Set(["M", "F", "K", "B"]));
    const prices = new Set(CATALOG_FIXTURE.map((p) => p.pricePaise / 100));
    for (const edge of [399, 799, 1099, 1499, 2999]) expect(prices.has(edge)).toBe(true);
  });
});

describe("matchesFilters details", () => {
  const item: CatalogItem = {
    id: "x",
    name: "Test Tee",
    pricePaise: 79950,
    category: "Oversized T-Shirts",
    subCategory: "m",
    sizes: ["xl"],
    colors: ["#abcdef"],
    rank: null,
    createdAt: 0,
  };
  it.each<[string, Partial<CatalogFilters>, boolean]>([
    ["no filters", {}, true],
    ["799.50 is above band 399-799", { band: "399-799" }, false],
    ["799.50 is inside band 799-1099", { band: "799-1099" }, true],
    ["slider max 799 excludes 799.50", { priceMax: 799 }, false],
    ["slider max 800 includes 799.50", { priceMax: 800 }, true],
    ["lower-case sub-category on the men page", { audience: "men" }, true],
    ["lower-case sub-category against type M", { types: ["M"] }, true],
    ["category upper-cased selection", { categories: ["OVERSIZED T-SHIRTS"] }, true],
    ["other category", { categories: ["Hoodies"] }, false],
    ["colour upper-cased selection", { colors: ["#ABCDEF"] }, true],
    ["other colour", { colors: ["#151515"] }, false],
    ["size", { sizes: ["XL"] }, true],
    ["kids page", { audience: "kids" }, false],
  ])("%s", (_name, over, expected) => {
    expect(matchesFilters(item, filters(over))).toBe(expected);
  });
});

describe("sortCatalog", () => {
  it("returns a new array and leaves the input as it was", () => {
    const input = [...CATALOG_FIXTURE];
    const out = sortCatalog(input, "high-low");
    expect(out).not.toBe(input);
    expect(input.map((p) => p.id)).toEqual(CATALOG_FIXTURE.map((p) => p.id));
  });

  it("puts a rank of 0 first and treats a missing rank as last", () => {
    const base = CATALOG_FIXTURE[0];
    const items = [
      { ...base, id: "a", rank: null, createdAt: 9 },
      { ...base, id: "b", rank: 0, createdAt: 1 },
      { ...base, id: "c", rank: -1, createdAt: 1 },
    ];
    expect(sortCatalog(items, "relevant").map((p) => p.id)).toEqual(["c", "b", "a"]);
  });
});

describe("parseFilters", () => {
  const parse = (qs: string, audience?: Audience) => parseFilters(new URLSearchParams(qs), audience);

  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual(DEFAULT_FILTERS);
  });

  it.each<[string, string, Partial<CatalogFilters>]>([
    [
      "repeated categories, canonical spelling, unknown dropped",
      "category=hoodies&category=Nope&category=Sweatshirts&category=HOODIES",
      { categories: ["Hoodies", "Sweatshirts"] },
    ],
    ["comma-separated values", "category=Hoodies,Sweatshirts&size=s,xl", { categories: ["Hoodies", "Sweatshirts"], sizes: ["S", "XL"] }],
    ["types upper-cased, unknown dropped", "type=m&type=X&type=B", { types: ["M", "B"] }],
    ["kids sizes keep their spelling", "size=2-4%20YR&size=xxxl", { sizes: ["2-4 yr"] }],
    ["colours with or without #, invalid dropped", "color=%23faeeb2&color=151515&color=red&color=%23FFF", { colors: ["#FAEEB2", "#151515"] }],
    ["valid band", "band=1499-above", { band: "1499-above" }],
    ["unknown band", "band=0-100", { band: "all" }],
    ["slider clamped", "min=-50&max=99999", { priceMin: 0, priceMax: 2999 }],
    ["slider swapped when reversed", "min=1500&max=500", { priceMin: 500, priceMax: 1500 }],
    ["slider garbage falls back", "min=abc&max=", { priceMin: 0, priceMax: 2999 }],
    ["slider rounded", "min=10.6", { priceMin: 11 }],
    ["search trimmed", "q=%20%20tee%20", { search: "tee" }],
    ["search capped", `q=${"a".repeat(500)}`, { search: "a".repeat(100) }],
    ["sort", "sort=high-low", { sort: "high-low" }],
    ["unknown sort", "sort=random", { sort: "relevant" }],
    ["page", "page=3", { page: 3 }],
    ["page zero", "page=0", { page: 1 }],
    ["page negative", "page=-4", { page: 1 }],
    ["page garbage", "page=NaN", { page: 1 }],
    ["page infinite", "page=Infinity", { page: 1 }],
    ["page fractional", "page=2.4", { page: 2 }],
  ])("%s", (_name, qs, expected) => {
    expect(parse(qs)).toEqual(filters(expected));
  });

  it("sets the audience from the page, not the query", () => {
    expect(parse("audience=kids").audience).toBeUndefined();
    expect(parse("", "women").audience).toBe("women");
  });

  it("never throws on hostile input", () => {
    for (const qs of ["%", "category=%E0%A4", "q=%00", "min=1e400", "page=9".repeat(50), "color=%23%23%23"]) {
      expect(() => parse(qs)).not.toThrow();
    }
  });
});

describe("filtersToSearchParams", () => {
  it("omits every default", () => {
    expect(filtersToSearchParams(filters()).toString()).toBe("");
  });

  it("writes repeated keys", () => {
    const qs = filtersToSearchParams(filters({ categories: ["Hoodies", "Sweatshirts"], sort: "low-high", page: 2 })).toString();
    expect(qs).toBe("category=Hoodies&category=Sweatshirts&sort=low-high&page=2");
  });

  it.each<[string, Partial<CatalogFilters>]>([
    ["defaults", {}],
    [
      "everything",
      {
        categories: ["Oversized T-Shirts"],
        types: ["M", "B"],
        sizes: ["XL", "2-4 yr"],
        colors: ["#FAEEB2"],
        band: "799-1099",
        priceMin: 100,
        priceMax: 2000,
        search: "magma tee",
        sort: "high-low",
        page: 4,
      },
    ],
    ["audience page", { audience: "kids", sizes: ["4-6 yr"] }],
    ["search with symbols", { search: "100% & co" }],
  ])("round-trips through parseFilters: %s", (_name, over) => {
    const f = filters(over);
    const parsed = parseFilters(new URLSearchParams(filtersToSearchParams(f).toString()), f.audience);
    expect(parsed).toEqual(f);
  });
});
