import type { CatalogFilters, CatalogItem } from "./catalog";

/**
 * Shared cases for the catalog rules: the browser's filterAndSort and the server's SQL query
 * both run them. Prices sit on the band boundaries; sizes and colours vary in case on purpose.
 */
export const CATALOG_FIXTURE: CatalogItem[] = [
  { id: "p01", name: "Magma Black Oversized Tee", pricePaise: 89900, category: "Oversized T-Shirts", subCategory: "M", sizes: ["S", "M", "L", "XL"], colors: ["#151515"], rank: 1, createdAt: 1_000 },
  { id: "p02", name: "Bone White Oversized Tee", pricePaise: 89900, category: "Oversized T-Shirts", subCategory: "F", sizes: ["s", "m", "l"], colors: ["#F6F6F6"], rank: 2, createdAt: 2_000 },
  { id: "p03", name: "Moss Green Oversized Tee", pricePaise: 39900, category: "Oversized T-Shirts", subCategory: "B", sizes: ["xl", "xxl"], colors: ["#c5ddac"], rank: null, createdAt: 3_000 },
  { id: "p04", name: "Kids Doodle Tee", pricePaise: 79900, category: "Oversized T-Shirts", subCategory: "K", sizes: ["2-4 yr", "4-6 yr"], colors: ["#FAEEB2"], rank: 3, createdAt: 4_000 },
  { id: "p05", name: "Midnight Blue Hoodie", pricePaise: 149900, category: "Hoodies", subCategory: "M", sizes: ["M", "L", "XL"], colors: ["#2C2CBD", "#242E44"], rank: 2, createdAt: 5_000 },
  { id: "p06", name: "Amber Crust Hoodie", pricePaise: 109900, category: "Hoodies", subCategory: "F", sizes: ["S", "M"], colors: ["#745539"], rank: null, createdAt: 6_000 },
  { id: "p07", name: "Ivory Ember Hoodie", pricePaise: 299900, category: "hoodies", subCategory: "B", sizes: [], colors: ["#FAEEB2"], rank: 5, createdAt: 7_000 },
  { id: "p08", name: "Kids Cloud Hoodie", pricePaise: 119900, category: "Hoodies", subCategory: "K", sizes: ["6-8 yr", "8-12 yr"], colors: ["#F6F6F6"], rank: null, createdAt: 8_000 },
  { id: "p09", name: "Magma Black Sweatshirt", pricePaise: 129900, category: "Sweatshirts", subCategory: "M", sizes: ["L", "XL", "XXL"], colors: ["#151515"], rank: 4, createdAt: 9_000 },
  { id: "p10", name: "Bone White Sweatshirt", pricePaise: 99900, category: "Sweatshirts", subCategory: "F", sizes: ["M"], colors: ["#F6F6F6", "#90867D"], rank: null, createdAt: 10_000 },
  { id: "p11", name: "Midnight Blue Sweatshirt", pricePaise: 79900, category: "Sweatshirts", subCategory: "B", sizes: [], colors: ["#242E44"], rank: 6, createdAt: 11_000 },
  // Same createdAt and no rank as p10: only the id breaks the tie.
  { id: "p12", name: "Kids Moss Sweatshirt", pricePaise: 49900, category: "Sweatshirts", subCategory: "K", sizes: ["4-6 yr"], colors: ["#C5DDAC"], rank: null, createdAt: 10_000 },
];

export interface CatalogCase {
  name: string;
  /** Merged over DEFAULT_FILTERS. */
  filters: Partial<CatalogFilters>;
  /** In order. */
  expectedIds: string[];
}

const ALL_RELEVANT = ["p01", "p05", "p02", "p04", "p09", "p07", "p11", "p10", "p12", "p08", "p06", "p03"];

export const CATALOG_CASES: CatalogCase[] = [
  { name: "defaults: everything, rank ascending, unranked last newest first, then id", filters: {}, expectedIds: ALL_RELEVANT },
  { name: "page does not filter", filters: { page: 7 }, expectedIds: ALL_RELEVANT },
  {
    name: "sort low-high, equal prices newest first",
    filters: { sort: "low-high" },
    expectedIds: ["p03", "p12", "p11", "p04", "p02", "p01", "p10", "p06", "p08", "p09", "p05", "p07"],
  },
  {
    name: "sort high-low, equal prices newest first",
    filters: { sort: "high-low" },
    expectedIds: ["p07", "p05", "p09", "p08", "p06", "p10", "p02", "p01", "p11", "p04", "p12", "p03"],
  },
  { name: "category compared case-insensitively", filters: { categories: ["Hoodies"] }, expectedIds: ["p05", "p07", "p08", "p06"] },
  {
    name: "two categories, low-high",
    filters: { categories: ["Hoodies", "Sweatshirts"], sort: "low-high" },
    expectedIds: ["p12", "p11", "p10", "p06", "p08", "p09", "p05", "p07"],
  },
  { name: "type K", filters: { types: ["K"] }, expectedIds: ["p04", "p12", "p08"] },
  { name: "type B", filters: { types: ["B"] }, expectedIds: ["p07", "p11", "p03"] },
  { name: "men page: M or B", filters: { audience: "men" }, expectedIds: ["p01", "p05", "p09", "p07", "p11", "p03"] },
  { name: "women page: F or B", filters: { audience: "women" }, expectedIds: ["p02", "p07", "p11", "p10", "p06", "p03"] },
  { name: "kids page: K", filters: { audience: "kids" }, expectedIds: ["p04", "p12", "p08"] },
  { name: "men page with type F: nothing", filters: { audience: "men", types: ["F"] }, expectedIds: [] },
  { name: "size XL matches lower-case xl; products without sizes excluded", filters: { sizes: ["XL"] }, expectedIds: ["p01", "p05", "p09", "p03"] },
  { name: "size S matches lower-case s", filters: { sizes: ["S"] }, expectedIds: ["p01", "p02", "p06"] },
  { name: "kids size", filters: { sizes: ["4-6 yr"] }, expectedIds: ["p04", "p12"] },
  {
    name: "two sizes: either",
    filters: { sizes: ["XXL", "M"] },
    expectedIds: ["p01", "p05", "p02", "p09", "p10", "p06", "p03"],
  },
  { name: "colour compared case-insensitively", filters: { colors: ["#faeeb2"] }, expectedIds: ["p04", "p07"] },
  { name: "two colours: either", filters: { colors: ["#242E44", "#C5DDAC"] }, expectedIds: ["p05", "p11", "p12", "p03"] },
  { name: "size and colour; a product without sizes is still excluded", filters: { sizes: ["L"], colors: ["#242E44"] }, expectedIds: ["p05"] },
  { name: "band 399-799 inclusive at both ends", filters: { band: "399-799" }, expectedIds: ["p04", "p11", "p12", "p03"] },
  {
    name: "band 799-1099 inclusive at both ends, low-high",
    filters: { band: "799-1099", sort: "low-high" },
    expectedIds: ["p11", "p04", "p02", "p01", "p10", "p06"],
  },
  { name: "band 1099-1499, high-low", filters: { band: "1099-1499", sort: "high-low" }, expectedIds: ["p05", "p09", "p08", "p06"] },
  { name: "band 1499-above", filters: { band: "1499-above" }, expectedIds: ["p05", "p07"] },
  { name: "band and slider together", filters: { band: "1499-above", priceMax: 2000 }, expectedIds: ["p05"] },
  { name: "slider inclusive", filters: { priceMin: 799, priceMax: 899 }, expectedIds: ["p01", "p02", "p04", "p11"] },
  { name: "slider at the top end", filters: { priceMin: 2999, priceMax: 2999 }, expectedIds: ["p07"] },
  { name: "slider below every price", filters: { priceMin: 0, priceMax: 398 }, expectedIds: [] },
  { name: "search: case-insensitive substring", filters: { search: "hoodie" }, expectedIds: ["p05", "p07", "p08", "p06"] },
  { name: "search is trimmed", filters: { search: "  MAGMA black " }, expectedIds: ["p01", "p09"] },
  { name: "search with sort", filters: { search: "kids", sort: "high-low" }, expectedIds: ["p08", "p04", "p12"] },
  { name: "search: whitespace only is no filter", filters: { search: "   " }, expectedIds: ALL_RELEVANT },
  { name: "search: no match", filters: { search: "zzz" }, expectedIds: [] },
  { name: "search: % is literal, not a wildcard", filters: { search: "%" }, expectedIds: [] },
  { name: "search: _ is literal, not a wildcard", filters: { search: "_" }, expectedIds: [] },
  {
    name: "everything at once",
    filters: { audience: "women", categories: ["Oversized T-Shirts", "Sweatshirts"], sizes: ["M"], sort: "low-high" },
    expectedIds: ["p02", "p10"],
  },
];
