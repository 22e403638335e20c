import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS, auth, registerUser } from "../../../../tests/support/order-kit";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { testConfig } from "../../config";
import { type CartMap, cartAdd, cartLines } from "../../../domain/cart";
import { normalizeCouponCode, PUBLIC_COUPON_CODES } from "../../../domain/coupons";
import { rupeesToPaise } from "../../../domain/money";
import { cartItems, carts, coupons, orders, products, rateLimits, variants } from "../../db/schema";

/**
 * Generated carts and coupons, priced every way a shopper meets a price: the guest's cart
 * summary and quote, the account's summary and quote, and the order placed from it. All five
 * agree to the paisa.
 */

interface Variant {
  productId: string;
  size: string;
  color: string;
}

let store: TestStore;
let shopper: { token: string; userId: string };
/** Two ₹899 oversized tees' variants first (BUY2's pair), then the rest of the pool. */
let pool: Variant[] = [];
let soldOut: Variant;

const CODES = [null, "FLAT10", " flat10 ", "BUY2", "ODD7", "NOPE"] as const;

beforeAll(async () => {
  // Generated carts run past the ₹10,000 cash-on-delivery cap, and one account places every order:
  // the caps and the order limits have tests of their own.
  store = await createTestStore({
    config: {
      ipRateLimitScale: 20,
      policy: { ...testConfig().policy, cod: { ...testConfig().policy.cod, maxOrderPaise: Number.MAX_SAFE_INTEGER } },
      orderCaps: { ordersPerHour: 1000, openCodOrders: 1000, unitsOnHold: Number.MAX_SAFE_INTEGER },
    },
  });
  const rows = await store.db.select().from(products).orderBy(products.name);
  const tees = rows.filter((p) => p.category === "Oversized T-Shirts" && p.pricePaise === 89900).slice(0, 2);
  const others = rows.filter((p) => p.category !== "Oversized T-Shirts").slice(0, 2);
  // Prices with paise in them, so shares and rounding are exercised.
  const odd = rows.filter((p) => !tees.includes(p) && !others.includes(p)).slice(0, 2);
  await store.db.update(products).set({ pricePaise: 33333 }).where(eq(products.id, odd[0]!.id));
  await store.db.update(products).set({ pricePaise: 124999 }).where(eq(products.id, odd[1]!.id));
  const chosen = [...tees, ...others, ...odd];
  const vs = await store.db
    .select()
    .from(variants)
    .where(
      inArray(
        variants.productId,
        chosen.map((p) => p.id),
      ),
    )
    .orderBy(variants.productId, variants.size, variants.color);
  await store.db
    .update(variants)
    .set({ stock: 100_000 })
    .where(
      inArray(
        variants.productId,
        chosen.map((p) => p.id),
      ),
    );
  pool = chosen.flatMap((p) =>
    vs
      .filter((v) => v.productId === p.id)
      .slice(0, 2)
      .map((v) => ({ productId: v.productId, size: v.size, color: v.color })),
  );
  const last = pool.pop()!;
  await store.db
    .update(variants)
    .set({ stock: 0 })
    .where(and(eq(variants.productId, last.productId), eq(variants.size, last.size), eq(variants.color, last.color)));
  soldOut = last;
  await store.db.insert(coupons).values({ code: "ODD7", kind: "percent", params: { percent: 7.5 } });
  store.services.coupons.invalidate();
  const { token } = await registerUser(store, "Prop");
  const me = await store.get("/api/user/profile", auth(token));
  shopper = { token, userId: me.json.user._id };
});
afterAll(() => store?.close());

const lineArb = fc.record({ v: fc.nat(), quantity: fc.integer({ min: 1, max: 10 }) });
const cartArb = fc.oneof(
  // Any mix of the pool, sometimes with the sold-out variant in it.
  fc.record({ lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }), withSoldOut: fc.boolean() }).map(({ lines, withSoldOut }) => {
    let cart: CartMap = {};
    for (const l of lines) {
      const v = pool[l.v % pool.length]!;
      cart = cartAdd(cart, v.productId, v.size, v.color, l.quantity);
    }
    return withSoldOut ? cartAdd(cart, soldOut.productId, soldOut.size, soldOut.color, 1) : cart;
  }),
  // BUY2's pair, which a random mix seldom makes.
  fc.constant<CartMap>({}).map(() => {
    const [a, b] = [pool[0]!, pool[2]!];
    return cartAdd(cartAdd({}, a.productId, a.size, a.color), b.productId, b.size, b.color);
  }),
);

const paise = (rupees: number) => rupeesToPaise(rupees);
const itemsOf = (cart: CartMap) => cartLines(cart).map((l) => ({ _id: l.productId, size: l.size, color: l.color, quantity: l.quantity }));

async function fillServerCart(cart: CartMap, code: string | null) {
  // Each run asks for codes afresh: the coupon look-up limits have tests of their own.
  await store.db.delete(rateLimits);
  await store.db.delete(cartItems).where(eq(cartItems.userId, shopper.userId));
  await store.db.delete(carts).where(eq(carts.userId, shopper.userId));
  // The sold-out line cannot be added through the API; it reaches an account's cart by a merge.
  const res = await store.post("/api/cart/merge", { cartData: cart, couponCode: code }, auth(shopper.token));
  expect(res.status).toBe(200);
  if (code) await store.post("/api/cart/coupon", { code }, auth(shopper.token));
}

describe("one price for a cart, however it is asked for", () => {
  it("guest summary = guest quote, account summary = account quote = the placed order's amount, to the paisa; the same for a guest with a public code", async () => {
    await fc.assert(
      fc.asyncProperty(cartArb, fc.constantFrom(...CODES), async (cart, code) => {
        const guestSummary = (await store.post("/api/cart/summary", { cartData: cart, couponCode: code })).json;
        const guestQuote = (await store.post("/api/order/quote", { items: itemsOf(cart), couponCode: code })).json.quote;
        await fillServerCart(cart, code);
        const accountSummary = (await store.get("/api/cart/summary", auth(shopper.token))).json;
        const accountQuote = (await store.post("/api/order/quote", {}, auth(shopper.token))).json.quote;

        const total = paise(accountSummary.total);
        expect(paise(guestQuote.total)).toBe(paise(guestSummary.total));
        expect(paise(accountQuote.total)).toBe(total);
        // A guest is priced the merchant's own codes only once signed in (coupon guessing).
        if (code === null || PUBLIC_COUPON_CODES.has(normalizeCouponCode(code))) {
          expect(paise(guestSummary.total)).toBe(total);
          expect(paise(accountQuote.discount)).toBe(paise(guestSummary.discount));
        } else {
          expect(guestSummary.discount).toBe(0);
        }

        // The shopper removes what cannot be bought, then places the order the quote showed.
        const buyable = accountQuote.lines.filter((l: { available: boolean }) => l.available);
        if (buyable.length < accountQuote.lines.length) {
          for (const l of accountQuote.lines.filter((x: { available: boolean }) => !x.available)) {
            await store.post("/api/cart/update", { itemId: l.productId, size: l.size, color: l.color, quantity: 0 }, auth(shopper.token));
          }
          const after = (await store.post("/api/order/quote", {}, auth(shopper.token))).json.quote;
          expect(paise(after.total)).toBe(total);
        }
        const placed = await store.post(
          "/api/order/place",
          {
            address: ADDRESS,
            items: buyable.map((l: { productId: string; size: string; color: string; quantity: number }) => ({
              _id: l.productId,
              size: l.size,
              color: l.color,
              quantity: l.quantity,
            })),
            couponCode: accountQuote.coupon?.applied ? accountQuote.coupon.code : null,
            amount: 1,
          },
          auth(shopper.token, randomUUID()),
        );
        expect(placed.status).toBe(200);
        const [order] = await store.db.select().from(orders).where(eq(orders.id, placed.json.orderId));
        expect(order!.amountPaise).toBe(total);
        expect(order!.discountPaise).toBe(paise(accountQuote.discount));
        expect(order!.subtotalPaise - order!.discountPaise + order!.deliveryFeePaise).toBe(order!.amountPaise);

        // The order took the cart and its coupon with it.
        const next = (await store.get("/api/cart/summary", auth(shopper.token))).json;
        expect([next.lines, next.coupon, next.total]).toEqual([[], null, 0]);
      }),
      { numRuns: 40 },
    );
  });
});
