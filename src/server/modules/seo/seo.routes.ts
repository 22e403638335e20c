import { Hono } from "hono";
import { answerStored } from "../../page-cache/stored-route-answer";
import { notFound } from "../../http/errors";
import type { AppEnv } from "../../http/types";

/** Mounted before server rendering, so these paths never reach the page router. */
export function seoRoutes() {
  return new Hono<AppEnv>()
    .get("/sitemap.xml", async (c) => answerStored(c, await c.var.services.seo.sitemap(), "public, max-age=3600"))
    .get("/:file{sitemap-[0-9]{1,6}\\.xml}", async (c) => {
      const n = Number(c.req.param("file").replace(/\D/g, ""));
      const part = await c.var.services.seo.sitemapPart(n);
      if (!part) throw notFound("There is no such sitemap part.");
      return answerStored(c, part, "public, max-age=3600");
    })
    .get("/robots.txt", async (c) => answerStored(c, await c.var.services.seo.robots(), "public, max-age=86400"));
}
