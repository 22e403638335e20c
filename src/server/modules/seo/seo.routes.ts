import { Hono } from "hono";
import { serveCached } from "../../http/cached-body";
import type { AppEnv } from "../../http/types";

/** Mounted before server rendering, so these paths never reach the page router. */
export function seoRoutes() {
  return new Hono<AppEnv>()
    .get("/sitemap.xml", async (c) => serveCached(await c.var.services.seo.sitemap(), c.req, "public, max-age=3600"))
    .get("/robots.txt", (c) => serveCached(c.var.services.seo.robots(), c.req, "public, max-age=86400"));
}
