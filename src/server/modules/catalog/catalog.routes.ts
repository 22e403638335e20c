import { Hono } from "hono";
import { notFound } from "../../http/errors";
import { answerStored } from "../../page-cache/stored-route-answer";
import type { StoredLookup } from "../../page-cache/stored-answer-listener";
import type { AppEnv } from "../../http/types";
import type { Services } from "../../services";

const LIST_PATH = "/api/product/list";
const LIST_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** The product list's stored answer while it is fresh, found before routing (page-cache/stored-answer-listener.ts). */
export function storedProductList(services: Services): StoredLookup {
  return (req) => {
    if (req.url !== LIST_PATH) return undefined;
    const body = services.catalog.peekProductListBody();
    return body && { body, cacheControl: LIST_CACHE_CONTROL, headers: {}, route: LIST_PATH };
  };
}

export function catalogRoutes() {
  return new Hono<AppEnv>()
    .get("/list", async (c) => {
      const body = await c.get("services").catalog.productListBody();
      return answerStored(c, body, LIST_CACHE_CONTROL);
    })
    .get("/by-slug/:slug", async (c) => {
      const product = await c.var.services.catalog.productBySlug(c.req.param("slug"));
      if (!product) throw notFound("Product not found.", "slug");
      return c.json({ success: true, product });
    });
}
