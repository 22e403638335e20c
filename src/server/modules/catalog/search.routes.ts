import { Hono } from "hono";
import { parseFilters, SEARCH_MAX_LENGTH } from "../../../domain/catalog";
import type { AppEnv } from "../../http/types";

/**
 * GET /api/product/suggest?q=… — what the search box offers as the shopper types.
 *
 * GET /api/product/search?category=…&size=…&page=… — the collection's query as JSON. Parameters
 * are the collection page's own URL parameters; anything unreadable falls back to its default.
 */
export function catalogSearchRoutes() {
  return new Hono<AppEnv>()
    .get("/search", async (c) => {
      const url = new URL(c.req.url);
      const audience = url.searchParams.get("audience");
      const filters = parseFilters(url.searchParams, audience === "men" || audience === "women" || audience === "kids" ? audience : undefined);
      const page = await c.var.services.catalogSearch.search(filters);
      c.header("cache-control", "public, max-age=0, must-revalidate");
      return c.json({ success: true, ...page });
    })
    .get("/suggest", async (c) => {
      // As the collection's `q`: past the length a search reads, a query's letters are not looked at.
      const q = (c.req.query("q") ?? "").slice(0, SEARCH_MAX_LENGTH);
      const found = await c.var.services.searchSuggestions.suggest(q);
      // The same answer for everyone: browsers and shared caches keep it a minute.
      c.header("cache-control", "public, max-age=60");
      return c.json({ success: true, ...found });
    });
}
