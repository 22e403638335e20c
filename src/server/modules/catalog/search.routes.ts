import { Hono } from "hono";
import { parseFilters } from "../../../domain/catalog";
import type { AppEnv } from "../../http/types";

/**
 * GET /api/product/search?category=…&size=…&page=… — the collection's query as JSON. Parameters
 * are the collection page's own URL parameters; anything unreadable falls back to its default.
 */
export function catalogSearchRoutes() {
  return new Hono<AppEnv>().get("/search", async (c) => {
    const url = new URL(c.req.url);
    const audience = url.searchParams.get("audience");
    const filters = parseFilters(url.searchParams, audience === "men" || audience === "women" || audience === "kids" ? audience : undefined);
    const page = await c.var.services.catalogSearch.search(filters);
    c.header("cache-control", "public, max-age=0, must-revalidate");
    return c.json({ success: true, ...page });
  });
}
