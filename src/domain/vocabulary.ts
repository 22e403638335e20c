import { ADULT_SIZES, CATEGORIES, KID_SIZES } from "./constants";

/** A colour products come in. */
export interface Colour {
  name: string;
  /** #RRGGBB, upper-case. */
  hex: string;
  /** Codes products and orders kept from before, read as this colour. */
  formerHexes: string[];
  /** Offered no more for new products; the products that have it keep it. */
  retired: boolean;
}

/** An ordered list of sizes a product is made in. */
export interface SizeSet {
  name: string;
  sizes: string[];
}

/** A category of the menus and filters, with what its invoices carry. */
export interface CategoryEntry {
  slug: string;
  name: string;
  hsn: string;
  /** A flat GST rate in per cent; null: the garment slabs by a piece's value. */
  gstRate: number | null;
}

/** The catalog's vocabulary (decision 221): each list in the merchant's order. */
export interface Vocabulary {
  colours: Colour[];
  sizeSets: SizeSet[];
  categories: CategoryEntry[];
}

/** The spec's vocabulary: what migration 0024 seeds, and what a page knows before any is loaded. */
export const SPEC_VOCABULARY: Readonly<Vocabulary> = Object.freeze({
  colours: [
    { name: "Bone White", hex: "#F6F6F6", formerHexes: [], retired: false },
    { name: "Magma Black", hex: "#151515", formerHexes: [], retired: false },
    { name: "Moss Green", hex: "#C5DDAC", formerHexes: [], retired: false },
    { name: "Midnight Blue", hex: "#2C2CBD", formerHexes: ["#242E44"], retired: false },
    { name: "Amber Crust", hex: "#745539", formerHexes: ["#90867D"], retired: false },
    { name: "Ivory Ember", hex: "#FAEEB2", formerHexes: [], retired: false },
  ],
  sizeSets: [
    { name: "Adults", sizes: [...ADULT_SIZES] },
    { name: "Kids", sizes: [...KID_SIZES] },
  ],
  categories: CATEGORIES.map((name) => ({
    slug: categorySlug(name),
    name,
    // Knitted T-shirts 6109; sweatshirts and hoodies (jerseys, pullovers) 6110.
    hsn: name === "Oversized T-Shirts" ? "6109" : "6110",
    gstRate: null,
  })),
});

/** A category's slug from its name: lower-case words joined by hyphens. */
export function categorySlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const copy = (v: Readonly<Vocabulary>): Vocabulary => ({
  colours: v.colours.map((c) => ({ ...c, formerHexes: [...c.formerHexes] })),
  sizeSets: v.sizeSets.map((s) => ({ ...s, sizes: [...s.sizes] })),
  categories: v.categories.map((c) => ({ ...c })),
});

interface Index {
  nameByHex: Map<string, string>;
}

/**
 * The vocabulary in force in this process (or browser): the server loads it from the database at
 * start and on every change; a render thread and a browser apply the one the page's data carries.
 * Every reader (filters, menus, colour names, the product form) asks `vocabulary()` at each use.
 * It is kept on globalThis so every copy of this module in one thread (the server's own and the
 * pages' bundle) reads the same.
 */
interface Holder {
  live: Vocabulary;
  key: string;
  index: Index | null;
}
const HOLDER = Symbol.for("dhaaga.vocabulary");
const shared = globalThis as Record<symbol, Holder | undefined>;
const holder: Holder = shared[HOLDER] ?? { live: copy(SPEC_VOCABULARY), key: JSON.stringify(SPEC_VOCABULARY), index: null };
shared[HOLDER] = holder;

export function vocabulary(): Readonly<Vocabulary> {
  return holder.live;
}

/** Puts `v` in force; true when it differs from what was. */
export function applyVocabulary(v: Readonly<Vocabulary>): boolean {
  const key = JSON.stringify(v);
  if (key === holder.key) return false;
  holder.live = copy(v);
  holder.key = key;
  holder.index = null;
  return true;
}

function indexOf(): Index {
  if (holder.index) return holder.index;
  const nameByHex = new Map<string, string>();
  for (const c of holder.live.colours) {
    nameByHex.set(c.hex.toUpperCase(), c.name);
    for (const h of c.formerHexes) nameByHex.set(h.toUpperCase(), c.name);
  }
  holder.index = { nameByHex };
  return holder.index;
}

/** The colour's name; an unknown code is shown as the code itself, upper-cased. */
export function colourName(hex: string): string {
  const key = hex.trim().toUpperCase();
  return indexOf().nameByHex.get(key) ?? key;
}

/** Every code a product may carry: each colour's code and former codes, retired ones included. */
export function knownColourCodes(): string[] {
  return [...indexOf().nameByHex.keys()];
}

/** The colours a new product is offered. */
export function offeredColours(): Colour[] {
  return holder.live.colours.filter((c) => !c.retired);
}

/** The category names, in the merchant's order. */
export function categoryNames(): string[] {
  return holder.live.categories.map((c) => c.name);
}

export function categoryByName(name: string): CategoryEntry | undefined {
  const key = name.trim().toUpperCase();
  return holder.live.categories.find((c) => c.name.toUpperCase() === key);
}

/** Every size of every set, each once, sets in order. */
export function allSizes(): string[] {
  return [...new Set(holder.live.sizeSets.flatMap((s) => s.sizes))];
}

/** Maps each value's upper-cased form to its spelling in the vocabulary. */
export const canonicalOf = (values: readonly string[]) => new Map(values.map((v) => [v.toUpperCase(), v]));

export const HEX_CODE = /^#[0-9A-F]{6}$/;
