import { type Audience, type CatalogFilters, filtersToSearchParams, isAudience } from "../../domain/catalog";

/** The listing pages and the audience each one implies. */
export const COLLECTION_PATHS = ["/collection", "/men", "/women", "/kids"] as const;

export function audienceOfPath(pathname: string): Audience | undefined {
  const first = pathname.replace(/\/+$/, "").split("/")[1];
  return isAudience(first) ? first : undefined;
}

export function isCollectionPath(pathname: string): boolean {
  return (COLLECTION_PATHS as readonly string[]).includes(pathname.replace(/(.)\/+$/, "$1"));
}

/** A listing URL's query string; `search=open` keeps the search bar showing. */
export function collectionSearch(f: CatalogFilters, searchOpen: boolean): string {
  const params = filtersToSearchParams(f);
  if (searchOpen) params.set("search", "open");
  const s = params.toString();
  return s ? `?${s}` : "";
}
