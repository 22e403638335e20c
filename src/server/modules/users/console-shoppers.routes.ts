import { Hono } from "hono";
import { ShopperIdParam, ShopperListQuery } from "../../../contracts/admin-shoppers";
import type { AppEnv } from "../../http/types";
import { parseWith } from "../../http/validate";
import { actorOf, recordAudit } from "../audit/audit.service";

/** Shoppers, read-only: search, then one shopper's profile, addresses, cards and orders. */
export function shopperRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await c.var.services.consoleShoppers.list(parseWith(ShopperListQuery, c.req.query()))))
    .get("/:id", async (c) => {
      const { id } = parseWith(ShopperIdParam, c.req.param());
      const shopper = await c.var.services.consoleShoppers.detail(id);
      // A shopper's addresses and cards are personal data: each look at them is kept.
      await recordAudit(c.var.services.db, actorOf(c.var.admin), { action: "shopper.view", targetType: "user", targetId: id });
      return c.json({ success: true, shopper });
    });
}
