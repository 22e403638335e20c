import { Hono } from "hono";
import { CouponInput, CouponParam, NewCouponInput } from "../../../contracts/admin-coupons";
import type { AppEnv } from "../../http/types";
import { jsonBody, parseWith } from "../../http/validate";
import { actorOf } from "../audit/audit.service";
import { refreshStorefront } from "../storefront/storefront-changes.service";

/** Coupon codes: list, create, edit, pause and resume; the shop reads a change at once. */
export function couponRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ success: true, coupons: await c.var.services.consoleCoupons.list() }))
    .post("/", async (c) => {
      const input = await jsonBody(c, NewCouponInput, "rule");
      const coupon = await c.var.services.consoleCoupons.create(actorOf(c.var.admin), input);
      refreshStorefront(c.var.services);
      return c.json({ success: true, message: `Coupon ${coupon.code} created.`, coupon }, 201);
    })
    .get("/:code", async (c) => {
      const { code } = parseWith(CouponParam, c.req.param());
      return c.json({ success: true, coupon: await c.var.services.consoleCoupons.get(code) });
    })
    .put("/:code", async (c) => {
      const { code } = parseWith(CouponParam, c.req.param());
      const input = await jsonBody(c, CouponInput, "rule");
      const coupon = await c.var.services.consoleCoupons.update(actorOf(c.var.admin), code, input);
      refreshStorefront(c.var.services);
      return c.json({ success: true, message: `Coupon ${coupon.code} saved.`, coupon });
    })
    .post("/:code/pause", async (c) => {
      const { code } = parseWith(CouponParam, c.req.param());
      await c.var.services.consoleCoupons.pause(actorOf(c.var.admin), code);
      refreshStorefront(c.var.services);
      return c.json({ success: true, message: `Coupon ${code} paused.` });
    })
    .post("/:code/resume", async (c) => {
      const { code } = parseWith(CouponParam, c.req.param());
      await c.var.services.consoleCoupons.resume(actorOf(c.var.admin), code);
      refreshStorefront(c.var.services);
      return c.json({ success: true, message: `Coupon ${code} resumed.` });
    });
}
