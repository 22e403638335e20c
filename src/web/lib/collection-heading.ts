import type { Audience, CatalogFilters } from "../../domain/catalog";

export const AUDIENCE_HEADINGS = { men: "Men", women: "Women", kids: "Kids" } as const;
const ALL = "All Collections";
const TYPE_NAMES: Record<string, string> = { M: "Men", F: "Women", K: "Kids", B: "Unisex" };

/**
 * The collection's heading, named after what it shows: the section (/men), the one type ticked
 * ("Kids"), the categories ("Oversized T-Shirts"), or both ("Hoodies for Kids"); "All Collections"
 * only when neither narrows it.
 */
export function collectionHeading(filters: Pick<CatalogFilters, "categories" | "types">, audience?: Audience): string {
  const who = audience ? AUDIENCE_HEADINGS[audience] : filters.types.length === 1 ? TYPE_NAMES[filters.types[0]] : undefined;
  const what = filters.categories.length > 0 ? filters.categories.join(" & ") : undefined;
  if (what && who) return who === "Unisex" ? `Unisex ${what}` : `${what} for ${who}`;
  return what ?? who ?? ALL;
}
