import { Hono } from "hono";
import { requireUser, tokenOf } from "../../http/auth";
import type { AppEnv } from "../../http/types";
import type { Context } from "hono";
import type * as z from "zod";
import { jsonBody } from "../../http/validate";
import { AddToCartBody, ApplyCouponBody, GuestSummaryBody, MergeCartBody, UpdateCartBody } from "../../../contracts/cart";
import { MESSAGES } from "../../../domain/messages";
import type { PricedCart } from "../../../domain/pricing";
import { countCouponLookup } from "../coupons/coupon-limits";
import { pricedCartDto } from "../pricing/priced-cart.dto";

/** The cart's messages are the rules' own ('Select Product Size' is a spec string shown as a toast). */
const cartBody = <S extends z.ZodType>(c: Context, schema: S) => jsonBody(c, schema, "rule");

const summaryBody = (p: PricedCart) => ({ success: true as const, ...pricedCartDto(p) });

export function cartRoutes() {
  return (
    new Hono<AppEnv>()
      .post("/add", requireUser, async (c) => {
        const input = await cartBody(c, AddToCartBody);
        const cartData = await c.var.services.cart.add(c.var.user.id, input);
        return c.json({ success: true, message: MESSAGES.addedToCart, cartData });
      })
      .post("/update", requireUser, async (c) => {
        const input = await cartBody(c, UpdateCartBody);
        const cartData = await c.var.services.cart.update(c.var.user.id, input);
        return c.json({ success: true, message: "Cart updated.", cartData });
      })
      .post("/get", requireUser, async (c) => {
        const cartData = await c.var.services.cart.cartOf(c.var.user.id);
        return c.json({ success: true, cartData });
      })
      .post("/merge", requireUser, async (c) => {
        const { cartData: guest, couponCode } = await cartBody(c, MergeCartBody);
        await countCouponLookup(c, couponCode, c.var.user.id);
        const { cart, notMerged, couponCode: stored } = await c.var.services.cart.merge(c.var.user.id, guest, couponCode);
        const lines = notMerged.map((l) => ({
          productId: l.productId,
          name: l.name,
          size: l.size,
          color: l.color,
          quantity: l.quantity,
          status: l.status,
        }));
        return c.json({ success: true, cartData: cart, notMerged: lines, couponCode: stored });
      })
      .post("/coupon", requireUser, async (c) => {
        const { code } = await cartBody(c, ApplyCouponBody);
        await countCouponLookup(c, code, c.var.user.id);
        return c.json(summaryBody(await c.var.services.cart.applyCoupon(c.var.user.id, code)));
      })
      .get("/summary", requireUser, async (c) => c.json(summaryBody(await c.var.services.cart.priceCart({ userId: c.var.user.id }))))
      // With a token: the account's cart and stored coupon. Without: the guest's cart map and code from the body.
      .post("/summary", async (c) => {
        const token = tokenOf(c);
        if (token) {
          const user = await c.var.services.sessions.user(token);
          if (user) return c.json(summaryBody(await c.var.services.cart.priceCart({ userId: user.id })));
        }
        const { cartData, couponCode } = await cartBody(c, GuestSummaryBody);
        await countCouponLookup(c, couponCode);
        return c.json(summaryBody(await c.var.services.cart.priceCart({ cart: cartData }, couponCode ?? null)));
      })
  );
}
