import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/domain/messages";
import { expectNothingChanged, expectRefusal, fromAddress, mailsSettled, shopper as shopperOf } from "../support/attack-kit";
import { ADDRESS, stockOf, variantWithStock } from "../support/order-kit";
import { createTestStore, type TestStore } from "../support/test-store";

/** Forged coupons, negative quantities and "payback time": the money is the server's to decide. */
let store: TestStore;
let v: Awaited<ReturnType<typeof variantWithStock>>;
beforeAll(async () => {
  store = await createTestStore({ config: { trustProxy: true } });
  v = await variantWithStock(store, 50);
});
afterAll(() => store?.close());

const shopper = () => shopperOf(store);
const as = (token: string) => ({ token, "idempotency-key": randomUUID(), ...fromAddress() });
const line = (quantity: unknown, extra: Record<string, unknown> = {}) => ({ _id: v.product.id, size: v.size, color: v.color, quantity, ...extra });
const ordersOf = async (token: string) => (await store.post("/api/order/userorders", {}, { token })).json.orders as any[];

describe("forged coupons", () => {
  it.each(["FREE100", "flat100", "FLAT10' OR '1'='1", "FLAT10\u200b", "ADMIN"])(
    "a made-up code %j is 'Invalid Coupon' and changes nothing",
    async (code) => {
      const { token } = await shopper();
      await store.post("/api/cart/add", { itemId: v.product.id, size: v.size, color: v.color }, { token });
      // The refusal clears any coupon the cart held (carts); nothing else moves.
      const res = await expectNothingChanged(store, () => store.post("/api/cart/coupon", { code }, { token }), ["carts"]);
      expect((await store.get("/api/cart/summary", { token })).json).toMatchObject({ coupon: null, discount: 0 });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, message: MESSAGES.couponInvalid });
    },
  );

  it("an order naming a made-up coupon is charged in full, or refused; never discounted", async () => {
    const { token, email } = await shopper();
    const r = await store.post("/api/order/place", { address: ADDRESS, items: [line(1)], couponCode: "FREE100" }, as(token));
    if (r.status === 200) {
      expect((await ordersOf(token))[0].amount).toBe(v.product.pricePaise / 100);
      await mailsSettled(store, email, 2); // its confirmation, before another case watches the outbox
    } else expectRefusal(r, 400);
  });
});

describe("negative and odd quantities", () => {
  it.each([-1, 0, 1.5, -0.5, 1e9, "2", null])(
    "an order for quantity %j is refused naming the field; stock and orders unchanged",
    async (quantity) => {
      const { token } = await shopper();
      const before = await stockOf(store, v);
      const r = await expectNothingChanged(store, () => store.post("/api/order/place", { address: ADDRESS, items: [line(quantity)] }, as(token)));
      expectRefusal(r, 400);
      expect(r.json.field).toMatch(/^items/);
      expect(await stockOf(store, v)).toBe(before);
    },
  );

  it("a cart quantity of -5 is refused and the cart stays as it was", async () => {
    const { token } = await shopper();
    await store.post("/api/cart/add", { itemId: v.product.id, size: v.size, color: v.color }, { token });
    const r = await expectNothingChanged(store, () =>
      store.post("/api/cart/update", { itemId: v.product.id, size: v.size, color: v.color, quantity: -5 }, { token }),
    );
    expectRefusal(r, 400, "quantity");
    const cart = await store.post("/api/cart/get", {}, { token });
    expect(cart.json.cartData[v.product.id][v.size][v.color]).toBe(1);
  });

  it("a guest quote with a negative line cannot lower the total", async () => {
    const r = await store.post("/api/order/quote", { items: [line(2), line(-1)] }, fromAddress());
    expectRefusal(r, 400);
    expect(r.json.field).toMatch(/^items/);
  });
});

describe("payback time: the client's amount and prices are ignored", () => {
  it.each<[string, () => Record<string, unknown>]>([
    ["a negative amount", () => ({ amount: -1000 })],
    ["a fractional amount", () => ({ amount: 0.01 })],
    ["a zero amount and zero prices", () => ({ amount: 0, items: [line(1, { price: 0, unitPrice: 0 })] })],
    ["a negative price", () => ({ items: [line(1, { price: -899 })] })],
    ["a total and discount of its own", () => ({ total: 1, discount: 100000, subtotal: 1 })],
  ])("%s: the order is charged the database price", async (_what, forged) => {
    const { token, email } = await shopper();
    const r = await store.post("/api/order/place", { address: ADDRESS, items: [line(1)], ...forged() }, as(token));
    expect(r.status).toBe(200);
    await mailsSettled(store, email, 2);
    const [order] = await ordersOf(token);
    expect(order.amount).toBe(v.product.pricePaise / 100);
    expect(order.items[0].price).toBe(v.product.pricePaise / 100);
  });
});
