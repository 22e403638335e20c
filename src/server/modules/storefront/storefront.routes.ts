import { Hono } from "hono";
import { notFound } from "../../http/errors";
import type { AppEnv } from "../../http/types";

export function storefrontRoutes() {
  return new Hono<AppEnv>()
    .get("/recent-purchases", async (c) => {
      const purchases = await c.var.services.storefront.recentPurchases();
      c.header("cache-control", "public, max-age=5");
      return c.json({ success: true, purchases });
    })
    .get("/:id/related", async (c) => {
      const product = await c.var.services.catalog.productById(c.req.param("id"));
      if (!product) throw notFound("Product not found.", "id");
      const products = await c.var.services.storefront.relatedProducts(product._id, product.category);
      return c.json({ success: true, products });
    });
}
