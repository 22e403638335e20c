import { type Audience, type CatalogFilters, filtersToSearchParams, isAudience } from "../../domain/catalog";

export function audienceOfPath(pathname: string): Audience | undefined {
  const first = pathname.replace(/\/+$/, "").split("/")[1];
  return isAudience(first) ? first : undefined;
}

/** A listing URL's query string; `search=open` keeps the search bar showing. */
export function collectionSearch(f: CatalogFilters, searchOpen: boolean): string {
  const params = filtersToSearchParams(f);
  if (searchOpen) params.set("search", "open");
  const s = params.toString();
  return s ? `?${s}` : "";
}
