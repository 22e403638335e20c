import { Hono } from "hono";
import { ReviewIdParam as IdParam, ReviewListQuery } from "../../../contracts/admin-reviews";
import type { AppEnv } from "../../http/types";
import { parseWith } from "../../http/validate";
import { actorOf } from "../audit/audit.service";
import { refreshStorefront } from "../storefront/storefront-changes.service";

/** Review moderation: a hidden or deleted review leaves the shop at once. */
export function reviewRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await c.var.services.consoleReviews.list(parseWith(ReviewListQuery, c.req.query()))))
    .post("/:id/hide", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      await c.var.services.consoleReviews.hide(actorOf(c.var.admin), id);
      refreshStorefront(c.var.services);
      return c.json({ success: true, message: "Review hidden." });
    })
    .post("/:id/unhide", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      await c.var.services.consoleReviews.unhide(actorOf(c.var.admin), id);
      refreshStorefront(c.var.services);
      return c.json({ success: true, message: "Review shown again." });
    })
    .delete("/:id", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      await c.var.services.consoleReviews.remove(actorOf(c.var.admin), id);
      refreshStorefront(c.var.services);
      return c.json({ success: true, message: "Review deleted." });
    });
}
