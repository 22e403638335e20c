import { Hono } from "hono";
import { GoodwillRequest, ShopperIdParam, ShopperListQuery } from "../../../contracts/admin-shoppers";
import { formatINR } from "../../../domain/money";
import { mailNote } from "../../../domain/console-messages";
import type { AppEnv } from "../../http/types";
import { jsonBody, parseWith } from "../../http/validate";
import { actorOf, recordAudit } from "../audit/audit.service";

/** Shoppers: search, then one shopper's profile, addresses, cards, orders and store credit; goodwill credit is the one write. */
export function shopperRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await c.var.services.consoleShoppers.list(parseWith(ShopperListQuery, c.req.query()))))
    .get("/:id", async (c) => {
      const { id } = parseWith(ShopperIdParam, c.req.param());
      const shopper = await c.var.services.consoleShoppers.detail(id);
      // A shopper's addresses and cards are personal data: each look at them is kept.
      await recordAudit(c.var.services.db, actorOf(c.var.admin), { action: "shopper.view", targetType: "user", targetId: id });
      return c.json({ success: true, shopper });
    })
    .get("/:id/credit", async (c) => {
      const { id } = parseWith(ShopperIdParam, c.req.param());
      return c.json({ success: true, ...(await c.var.services.returns.shopperCredit(id)) });
    })
    .post("/:id/credit", async (c) => {
      const { id } = parseWith(ShopperIdParam, c.req.param());
      const input = await jsonBody(c, GoodwillRequest);
      const { amountPaise, mail, balance, entries } = await c.var.services.returns.giveGoodwill(actorOf(c.var.admin), id, input);
      const message = `${formatINR(amountPaise)} added to the shopper's store credit; ${mailNote(mail, "the shopper")}.`;
      return c.json({ success: true, message, balance, entries }, 201);
    });
}
