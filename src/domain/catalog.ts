import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, SUB_CATEGORIES, type SubCategory } from "./constants";
import { allSizes, canonicalOf, categoryNames } from "./vocabulary";

// ── Slugs ───────────────────────────────────────────────────────────────────

// A product's link and discount live in product-links.ts (what every page's cards need) and are
// exported here too.
export { percentOff, productHref, productSlug } from "./product-links";

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    // A stray "%" (e.g. "100%_cotton") is not an encoding; compare it as written.
    return s;
  }
}

/** What a URL slug is compared with: any casing, spaces or underscores, encoded or not. */
export function normalizeSlug(slug: string): string {
  return safeDecode(slug).trim().toLowerCase().replace(/\s+/g, "_").replace(/_+/g, "_");
}

// ── Audience ────────────────────────────────────────────────────────────────

export const AUDIENCES = ["men", "women", "kids"] as const;
export type Audience = (typeof AUDIENCES)[number];

export const AUDIENCE_SUBCATEGORIES: Record<Audience, SubCategory[]> = {
  men: ["M", "B"],
  women: ["F", "B"],
  kids: ["K"],
};

export function isAudience(value: unknown): value is Audience {
  return typeof value === "string" && (AUDIENCES as readonly string[]).includes(value);
}

export function matchesAudience(a: Audience, sub: string): boolean {
  return (AUDIENCE_SUBCATEGORIES[a] as string[]).includes(sub.trim().toUpperCase());
}

// ── Price bands and sort ────────────────────────────────────────────────────

/** Rupees, inclusive at both ends; max null = no upper bound. */
export const PRICE_BANDS = [
  { id: "399-799", min: 399, max: 799 },
  { id: "799-1099", min: 799, max: 1099 },
  { id: "1099-1499", min: 1099, max: 1499 },
  { id: "1499-above", min: 1499, max: null },
] as const satisfies readonly { id: string; min: number; max: number | null }[];
export type PriceBandId = (typeof PRICE_BANDS)[number]["id"];

export function priceBand(id: PriceBandId | "all"): (typeof PRICE_BANDS)[number] | null {
  return PRICE_BANDS.find((b) => b.id === id) ?? null;
}

export const SORT_KEYS = ["relevant", "low-high", "high-low"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

// ── Filters ─────────────────────────────────────────────────────────────────

export interface CatalogFilters {
  categories: string[];
  types: SubCategory[];
  sizes: string[];
  colors: string[];
  band: PriceBandId | "all";
  /** Slider, rupees. */
  priceMin: number;
  priceMax: number;
  search: string;
  sort: SortKey;
  audience?: Audience;
  page: number;
}

export const DEFAULT_FILTERS: Readonly<CatalogFilters> = Object.freeze({
  categories: [],
  types: [],
  sizes: [],
  colors: [],
  band: "all",
  priceMin: PRICE_SLIDER_MIN,
  priceMax: PRICE_SLIDER_MAX,
  search: "",
  sort: "relevant",
  page: 1,
});

/** Long enough for any product name, short enough to keep a hostile URL cheap. */
export const SEARCH_MAX_LENGTH = 100;
const PAGE_MAX = 100_000;
const HEX_COLOR = /^#?([0-9a-f]{6})$/i;

const TYPE_BY_KEY = canonicalOf(SUB_CATEGORIES);

function normalizeHex(value: string): string | null {
  const m = HEX_COLOR.exec(value.trim());
  return m ? `#${m[1].toUpperCase()}` : null;
}

/** Repeated keys and comma-separated values both count; unknowns dropped; first occurrence wins. */
function listParam(params: URLSearchParams, key: string, pick: (raw: string) => string | null | undefined): string[] {
  const out: string[] = [];
  for (const raw of params.getAll(key)) {
    for (const part of raw.split(",")) {
      const value = pick(part.trim());
      if (value && !out.includes(value)) out.push(value);
    }
  }
  return out;
}

function intParam(raw: string | null, fallback: number, min: number, max: number): number {
  if (raw === null || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.round(n)));
}

/** Reads the collection URL; never throws, whatever the query string holds. */
export function parseFilters(params: URLSearchParams, audience?: Audience): CatalogFilters {
  let priceMin = intParam(params.get("min"), PRICE_SLIDER_MIN, PRICE_SLIDER_MIN, PRICE_SLIDER_MAX);
  let priceMax = intParam(params.get("max"), PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, PRICE_SLIDER_MAX);
  if (priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const band = params.get("band");
  const sort = params.get("sort");
  // The categories and sizes are the vocabulary's in force (decision 221).
  const categoryByKey = canonicalOf(categoryNames());
  const sizeByKey = canonicalOf(allSizes());
  const filters: CatalogFilters = {
    categories: listParam(params, "category", (v) => categoryByKey.get(v.toUpperCase())),
    types: listParam(params, "type", (v) => TYPE_BY_KEY.get(v.toUpperCase())) as SubCategory[],
    sizes: listParam(params, "size", (v) => sizeByKey.get(v.toUpperCase())),
    colors: listParam(params, "color", normalizeHex),
    band: PRICE_BANDS.some((b) => b.id === band) ? (band as PriceBandId) : "all",
    priceMin,
    priceMax,
    search: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH),
    sort: (SORT_KEYS as readonly string[]).includes(sort ?? "") ? (sort as SortKey) : "relevant",
    page: intParam(params.get("page"), 1, 1, PAGE_MAX),
  };
  if (audience) filters.audience = audience;
  return filters;
}

/** The inverse of parseFilters, leaving out defaults. The audience lives in the path, not here. */
export function filtersToSearchParams(f: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const c of f.categories) params.append("category", c);
  for (const t of f.types) params.append("type", t);
  for (const s of f.sizes) params.append("size", s);
  for (const c of f.colors) params.append("color", c);
  if (f.band !== "all") params.set("band", f.band);
  if (f.priceMin !== PRICE_SLIDER_MIN) params.set("min", String(f.priceMin));
  if (f.priceMax !== PRICE_SLIDER_MAX) params.set("max", String(f.priceMax));
  const q = f.search.trim();
  if (q) params.set("q", q);
  if (f.sort !== "relevant") params.set("sort", f.sort);
  if (f.page !== 1) params.set("page", String(f.page));
  return params;
}

// ── Matching and sorting ────────────────────────────────────────────────────

export interface CatalogItem {
  id: string;
  name: string;
  pricePaise: number;
  category: string;
  subCategory: string;
  sizes: string[];
  colors: string[];
  rank: number | null;
  /** epoch ms */
  createdAt: number;
}

const upper = (values: readonly string[]) => new Set(values.map((v) => v.trim().toUpperCase()));
const anyIn = (values: readonly string[], wanted: Set<string>) => values.some((v) => wanted.has(v.trim().toUpperCase()));

/** Spec §5: every active filter must hold; empty toggle sets, band "all" and empty search don't filter. */
export function matchesFilters(p: CatalogItem, f: CatalogFilters): boolean {
  if (f.categories.length && !anyIn([p.category], upper(f.categories))) return false;
  if (f.types.length && !anyIn([p.subCategory], upper(f.types))) return false;
  if (f.audience && !matchesAudience(f.audience, p.subCategory)) return false;
  // A product without sizes has nothing to match, so an active size filter excludes it.
  if (f.sizes.length && !anyIn(p.sizes ?? [], upper(f.sizes))) return false;
  if (f.colors.length && !anyIn(p.colors ?? [], upper(f.colors))) return false;
  // Compared in paise so the SQL twin can use integer columns with the same result.
  const band = priceBand(f.band);
  if (band) {
    if (p.pricePaise < band.min * 100) return false;
    if (band.max !== null && p.pricePaise > band.max * 100) return false;
  }
  if (p.pricePaise < f.priceMin * 100 || p.pricePaise > f.priceMax * 100) return false;
  const q = f.search.trim().toLowerCase();
  if (q && !p.name.toLowerCase().includes(q)) return false;
  return true;
}

const newestFirst = (a: CatalogItem, b: CatalogItem) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const hasRank = (r: number | null | undefined): r is number => typeof r === "number" && Number.isFinite(r);

const COMPARATORS: Record<SortKey, (a: CatalogItem, b: CatalogItem) => number> = {
  relevant: (a, b) => {
    const ra = hasRank(a.rank);
    const rb = hasRank(b.rank);
    if (ra !== rb) return ra ? -1 : 1;
    return (ra && rb ? (a.rank as number) - (b.rank as number) : 0) || newestFirst(a, b);
  },
  "low-high": (a, b) => a.pricePaise - b.pricePaise || newestFirst(a, b),
  "high-low": (a, b) => b.pricePaise - a.pricePaise || newestFirst(a, b),
};

/** A new array; the order is total (ties end on id), so browser and SQL agree. */
export function sortCatalog<T extends CatalogItem>(items: T[], sort: SortKey): T[] {
  return [...items].sort(COMPARATORS[sort] ?? COMPARATORS.relevant);
}

/** Filters then sorts; pagination (f.page) is the caller's business. */
export function filterAndSort<T extends CatalogItem>(items: T[], f: CatalogFilters): T[] {
  return sortCatalog(
    items.filter((p) => matchesFilters(p, f)),
    f.sort,
  );
}
