import { Hono } from "hono";
import { WishlistIdsBody, WishlistItemBody } from "../../../contracts/wishlist";
import { requireUser } from "../../http/auth";
import type { AppEnv } from "../../http/types";
import { jsonBody } from "../../http/validate";

export function wishlistRoutes() {
  return new Hono<AppEnv>()
    .get("/", requireUser, async (c) => {
      const productIds = await c.var.services.wishlist.productIds(c.var.user.id);
      const items = await c.var.services.storefront.productCards(productIds);
      return c.json({ success: true, productIds, items });
    })
    .post("/add", requireUser, async (c) => {
      const { productId } = await jsonBody(c, WishlistItemBody);
      return c.json({ success: true, productIds: await c.var.services.wishlist.add(c.var.user.id, productId) });
    })
    .post("/remove", requireUser, async (c) => {
      const { productId } = await jsonBody(c, WishlistItemBody);
      return c.json({ success: true, productIds: await c.var.services.wishlist.remove(c.var.user.id, productId) });
    })
    .post("/merge", requireUser, async (c) => {
      const { productIds } = await jsonBody(c, WishlistIdsBody);
      return c.json({ success: true, productIds: await c.var.services.wishlist.merge(c.var.user.id, productIds) });
    })
    .post("/cards", async (c) => {
      const { productIds } = await jsonBody(c, WishlistIdsBody);
      return c.json({ success: true, items: await c.var.services.storefront.productCards(productIds) });
    });
}
