import { Hono } from "hono";
import { notFound } from "../../http/errors";
import { answerStored } from "../../http/answer-stored";
import type { AppEnv } from "../../http/types";

export function catalogRoutes() {
  return new Hono<AppEnv>()
    .get("/list", async (c) => {
      const body = await c.get("services").catalog.productListBody();
      return answerStored(c, body, "public, max-age=0, must-revalidate");
    })
    .get("/by-slug/:slug", async (c) => {
      const product = await c.var.services.catalog.productBySlug(c.req.param("slug"));
      if (!product) throw notFound("Product not found.");
      return c.json({ success: true, product });
    });
}
