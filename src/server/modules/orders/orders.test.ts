import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS, auth, registerUser, stockOf, variantWithStock } from "../../../../tests/support/order-kit";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { cartItems, coupons, idempotencyKeys, mailOutbox, orders, variants } from "../../db/schema";
import { NOT_LOGGED_IN } from "../../http/errors";
import { MESSAGES } from "../../../domain/messages";
import type { OrderStatus } from "../../../domain/order-states";
import { VARIANT_QTY_OVER_MAX } from "../../../contracts/orders";
import { IDEMPOTENCY_MISMATCH } from "./idempotency";
import { ORDER_NOT_FOUND } from "./orders.service";
import { PAYMENT_NOT_SET_UP } from "./payments.service";

let store: TestStore;
beforeAll(async () => {
  // Every order here comes from one address: more than a household places in an hour.
  store = await createTestStore({ config: { ipRateLimitScale: 20 } });
});
afterAll(async () => {
  await store?.close();
});

const place = (token: string, body: unknown, key = randomUUID()) => store.post("/api/order/place", body, auth(token, key));

describe("placing an order", () => {
  it("ignores a forged amount and forged prices, charging the database price", async () => {
    const { token } = await registerUser(store);
    const v = await variantWithStock(store, 20);
    const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 2, price: 1, unitPrice: 1 }];
    const r = await place(token, { address: ADDRESS, items, amount: 1 });
    expect(r.status).toBe(200);
    expect(r.json.success).toBe(true);
    const list = await store.post("/api/order/userorders", {}, auth(token));
    const order = list.json.orders[0];
    expect(order.amount).toBe((v.product.pricePaise * 2) / 100);
    expect(order.items[0].price).toBe(v.product.pricePaise / 100);
    expect(order.status).toBe("Order Placed");
    expect(order.paymentMethod).toBe("cod");
    expect(await stockOf(store, v)).toBe(18);
  });

  it("applies a coupon only as the server evaluates it", async () => {
    const { token } = await registerUser(store);
    const v = await variantWithStock(store, 20);
    const items = [{ itemId: v.product.id, size: v.size, color: v.color, quantity: 1 }];
    const bad = await place(token, { address: ADDRESS, items, couponCode: "HALFOFF" });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(MESSAGES.couponInvalid);
    const ok = await place(token, { address: ADDRESS, items, couponCode: " flat10 " });
    expect(ok.status).toBe(200);
    const [row] = await store.db.select().from(orders).where(eq(orders.id, ok.json.orderId));
    expect(row!.discountPaise).toBe(Math.round(v.product.pricePaise / 10));
    expect(row!.amountPaise).toBe(v.product.pricePaise - Math.round(v.product.pricePaise / 10));
  });

  it("refuses lines repeating one variant beyond the per-variant cap, writing nothing", async () => {
    const { token } = await registerUser(store);
    const v = await variantWithStock(store, 30);
    const line = { _id: v.product.id, size: v.size, color: v.color, quantity: 6 };
    const r = await place(token, { address: ADDRESS, items: [line, line] });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ success: false, message: VARIANT_QTY_OVER_MAX });
    expect(await stockOf(store, v)).toBe(30);
    const ok = await place(token, { address: ADDRESS, items: [line, { ...line, quantity: 4 }] });
    expect(ok.status).toBe(200);
    expect(await stockOf(store, v)).toBe(20);
  });

  it("counts a colour code written in another case as the same variant for the cap", async () => {
    const { token } = await registerUser(store);
    const [lettered] = await store.db
      .select()
      .from(variants)
      .where(sql`${variants.color} ~ '[A-F]'`)
      .orderBy(variants.productId, variants.size)
      .limit(1);
    await store.db
      .update(variants)
      .set({ stock: 30 })
      .where(and(eq(variants.productId, lettered!.productId), eq(variants.size, lettered!.size), eq(variants.color, lettered!.color)));
    const v = { product: { id: lettered!.productId }, size: lettered!.size, color: lettered!.color };
    const line = { _id: v.product.id, size: v.size, color: v.color, quantity: 6 };
    const r = await place(token, { address: ADDRESS, items: [line, { ...line, color: v.color.toLowerCase() }] });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ success: false, message: VARIANT_QTY_OVER_MAX });
    expect(await stockOf(store, v)).toBe(30);
  });

  it("a coupon's last uses go to exactly as many orders, however many race for them", async () => {
    const code = `LAST3${randomUUID().slice(0, 4).toUpperCase()}`;
    await store.db.insert(coupons).values({ code, kind: "percent", params: { percent: 5 }, usageLimit: 3 });
    const users = await Promise.all(["Nila", "Om"].map((n) => registerUser(store, n)));
    const v = await variantWithStock(store, 50);
    const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => place(users[i % 2]!.token, { address: ADDRESS, items, couponCode: code })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.json).toMatchObject({ success: false, message: MESSAGES.couponInvalid });
    const [row] = await store.db.select().from(coupons).where(eq(coupons.code, code));
    expect(row!.usedCount).toBe(3);
    expect(await stockOf(store, v)).toBe(47);
  });

  it("quotes the same totals the order will charge", async () => {
    const v = await variantWithStock(store, 20);
    const r = await store.post("/api/order/quote", {
      items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 3 }],
      couponCode: "FLAT10",
    });
    expect(r.status).toBe(200);
    expect(r.json.quote.subtotal).toBe((v.product.pricePaise * 3) / 100);
    expect(r.json.quote.coupon).toEqual({ code: "FLAT10", applied: true });
    expect(r.json.quote.total).toBe((v.product.pricePaise * 3 - Math.round((v.product.pricePaise * 3) / 10)) / 100);
  });

  it("with a token, quotes the account's cart and stored coupon, not the items sent", async () => {
    const { token } = await registerUser(store);
    const mine = await variantWithStock(store, 20);
    await store.post("/api/cart/update", { itemId: mine.product.id, size: mine.size, color: mine.color, quantity: 2 }, auth(token));
    await store.post("/api/cart/coupon", { code: "FLAT10" }, auth(token));
    const other = await variantWithStock(store, 20, "Hoodies");
    const r = await store.post(
      "/api/order/quote",
      { items: [{ _id: other.product.id, size: other.size, color: other.color, quantity: 5 }] },
      auth(token),
    );
    expect(r.status).toBe(200);
    expect(r.json.quote.lines.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity])).toEqual([[mine.product.id, 2]]);
    expect(r.json.quote.coupon).toEqual({ code: "FLAT10", applied: true });
    expect(r.json.quote.total).toBe((mine.product.pricePaise * 2 - Math.round((mine.product.pricePaise * 2) / 10)) / 100);
  });

  it("refuses an out-of-stock line by product and size, writing nothing", async () => {
    const { token } = await registerUser(store);
    const plenty = await variantWithStock(store, 20);
    const v = await variantWithStock(store, 1, "Hoodies");
    const items = [
      { _id: plenty.product.id, size: plenty.size, color: plenty.color, quantity: 1 },
      { _id: v.product.id, size: v.size, color: v.color, quantity: 2 },
    ];
    const r = await place(token, { address: ADDRESS, items });
    expect(r.status).toBe(409);
    expect(r.json.message).toContain(v.product.name);
    expect(r.json.message).toContain(`size ${v.size}`);
    expect(await stockOf(store, plenty)).toBe(20);
    expect(await stockOf(store, v)).toBe(1);
    const list = await store.post("/api/order/userorders", {}, auth(token));
    expect(list.json.orders).toEqual([]);
  });

  it("names the field for a bad address and needs an Idempotency-Key", async () => {
    const { token } = await registerUser(store);
    const v = await variantWithStock(store, 20);
    const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }];
    const badPin = await place(token, { address: { ...ADDRESS, zipcode: "4110" }, items });
    expect(badPin.status).toBe(400);
    expect(badPin.json.field).toBe("address.zipcode");
    const badPhone = await place(token, { address: { ...ADDRESS, phone: "<b>12</b>" }, items });
    expect(badPhone.json.field).toBe("address.phone");
    const noKey = await store.post("/api/order/place", { address: ADDRESS, items }, auth(token));
    expect(noKey.status).toBe(400);
    expect(noKey.json.message).toContain("Idempotency-Key");
    const negative = await place(token, { address: ADDRESS, items: [{ ...items[0], quantity: -3 }] });
    expect(negative.status).toBe(400);
    const unknown = await place(token, { address: ADDRESS, items: [{ ...items[0], _id: randomUUID() }] });
    expect(unknown.status).toBe(400);
    const anon = await store.post("/api/order/place", { address: ADDRESS, items }, { "idempotency-key": "k" });
    expect(anon.status).toBe(401);
  });

  it("empties the server cart and sends a confirmation mail for a COD order", async () => {
    const { token, email } = await registerUser(store);
    const v = await variantWithStock(store, 20);
    const me = await store.get("/api/user/profile", auth(token));
    await store.db.insert(cartItems).values({ userId: me.json.user._id, productId: v.product.id, size: v.size, color: v.color, quantity: 1 });
    const r = await place(token, { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }] });
    expect(r.status).toBe(200);
    expect(await store.db.select().from(cartItems).where(eq(cartItems.userId, me.json.user._id))).toEqual([]);
    const orderMails = async () =>
      (await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) => m.subject.startsWith("Your Dhaaga order is placed"));
    await expect.poll(async () => (await orderMails()).length).toBe(1);
  });
});

describe("the cart after an order", () => {
  it("does not come priced with the old coupon (it is cleared with the cart in the order's transaction)", async () => {
    const { token } = await registerUser(store);
    const v = await variantWithStock(store, 20);
    const line = { itemId: v.product.id, size: v.size, color: v.color };
    await store.post("/api/cart/add", line, auth(token));
    expect((await store.post("/api/cart/coupon", { code: "FLAT10" }, auth(token))).json.coupon).toEqual({ code: "FLAT10", applied: true });
    const quote = (await store.post("/api/order/quote", {}, auth(token))).json.quote;
    const r = await place(token, { address: ADDRESS, items: [{ ...line, quantity: 1 }], couponCode: quote.coupon.code });
    expect(r.status).toBe(200);

    await store.post("/api/cart/add", line, auth(token));
    const next = (await store.get("/api/cart/summary", auth(token))).json;
    expect(next.coupon).toBeNull();
    expect(next.total).toBe(v.product.pricePaise / 100);
  });
});

describe("idempotency", () => {
  it("a replayed key gives the same order; the same key with another body is refused", async () => {
    const { token } = await registerUser(store);
    const v = await variantWithStock(store, 20);
    const body = { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }] };
    const key = randomUUID();
    const first = await place(token, body, key);
    const again = await place(token, body, key);
    expect(again.status).toBe(200);
    expect(again.json.orderId).toBe(first.json.orderId);
    expect(again.json.replayed).toBe(true);
    const other = await place(token, { ...body, items: [{ ...body.items[0], quantity: 2 }] }, key);
    expect(other.status).toBe(422);
    expect(other.json.message).toBe(IDEMPOTENCY_MISMATCH);
    expect(await stockOf(store, v)).toBe(19);
  });

  it("a replay after the coupon ran out still gives the order that used it", async () => {
    const { token } = await registerUser(store);
    const code = `ONCE${randomUUID().slice(0, 4).toUpperCase()}`;
    await store.db.insert(coupons).values({ code, kind: "percent", params: { percent: 5 }, usageLimit: 1 });
    const v = await variantWithStock(store, 20);
    const body = { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }], couponCode: code };
    const key = randomUUID();
    const first = await place(token, body, key);
    expect(first.status).toBe(200);
    const again = await place(token, body, key);
    expect(again.status).toBe(200);
    expect([again.json.orderId, again.json.replayed]).toEqual([first.json.orderId, true]);
    expect(await stockOf(store, v)).toBe(19);
  });

  it("a replay after its line sold out still gives the order it made", async () => {
    const { token } = await registerUser(store);
    const v = await variantWithStock(store, 1);
    const body = { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }] };
    const key = randomUUID();
    const first = await place(token, body, key);
    expect(first.status).toBe(200);
    expect(await stockOf(store, v)).toBe(0);
    const again = await place(token, body, key);
    expect(again.status).toBe(200);
    expect([again.json.orderId, again.json.replayed]).toEqual([first.json.orderId, true]);
  });

  it("an account gone since its session was checked places nothing and claims no key", async () => {
    const v = await variantWithStock(store, 20);
    const gone = { id: randomUUID(), email: "gone@example.in" };
    const order = { address: ADDRESS, items: [{ productId: v.product.id, size: v.size, color: v.color, quantity: 1 }] };
    const key = randomUUID();
    await expect(
      store.services.orders.placeOrder({ user: gone, order, method: "cod", idempotencyKey: key, requestHash: "h", placedFrom: "local" }),
    ).rejects.toMatchObject({ status: 401, message: NOT_LOGGED_IN });
    expect(await store.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, gone.id))).toEqual([]);
    expect(await stockOf(store, v)).toBe(20);
  });

  it("concurrent duplicates of one key make one order", async () => {
    const { token } = await registerUser(store);
    const v = await variantWithStock(store, 20);
    const body = { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }] };
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 8 }, () => place(token, body, key)));
    const ids = new Set(results.filter((r) => r.status === 200).map((r) => r.json.orderId));
    expect(ids.size).toBe(1);
    expect(await stockOf(store, v)).toBe(19);
  });
});

describe("orders and cancelling", () => {
  it("lists only the caller's orders, newest first; another user's order cannot be seen or cancelled", async () => {
    const a = await registerUser(store, "Ravi");
    const b = await registerUser(store, "Meera");
    const v = await variantWithStock(store, 20);
    const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }];
    const first = await place(a.token, { address: ADDRESS, items });
    const second = await place(a.token, { address: ADDRESS, items });
    const mine = await store.post("/api/order/userorders", {}, auth(a.token));
    expect(mine.json.orders.map((o: { _id: string }) => o._id)).toEqual([second.json.orderId, first.json.orderId]);
    const theirs = await store.post("/api/order/userorders", {}, auth(b.token));
    expect(theirs.json.orders).toEqual([]);
    const steal = await store.post("/api/order/cancelOrder", { orderId: first.json.orderId }, auth(b.token));
    expect(steal.status).toBe(404);
    expect(steal.json.message).toBe(ORDER_NOT_FOUND);
    const ghost = await store.post("/api/order/cancelOrder", { orderId: randomUUID() }, auth(b.token));
    expect(ghost.json.message).toBe(steal.json.message);
    const verify = await store.post("/api/order/verifyStripe", { success: true, orderId: first.json.orderId }, auth(b.token));
    expect(verify.status).toBe(404);
  });

  it("a cancel returns the stock; a second cancel and a cancel after shipping are refused", async () => {
    const { token } = await registerUser(store);
    const v = await variantWithStock(store, 5);
    const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 2 }];
    const r = await place(token, { address: ADDRESS, items });
    expect(await stockOf(store, v)).toBe(3);
    const c1 = await store.post("/api/order/cancelOrder", { orderId: r.json.orderId }, auth(token));
    expect(c1.status).toBe(200);
    expect(c1.json.status).toBe("Order Canceled");
    expect(await stockOf(store, v)).toBe(5);
    const c2 = await store.post("/api/order/cancelOrder", { orderId: r.json.orderId }, auth(token));
    expect(c2.status).toBe(409);
    expect(await stockOf(store, v)).toBe(5);

    const shipped = await place(token, { address: ADDRESS, items });
    await store.db.update(orders).set({ status: "Shipped" }).where(eq(orders.id, shipped.json.orderId));
    const c3 = await store.post("/api/order/cancelOrder", { orderId: shipped.json.orderId }, auth(token));
    expect(c3.status).toBe(409);
    expect(c3.json.message).toContain("shipped");
    expect(await stockOf(store, v)).toBe(3);
  });

  it("the listed order says whether it can be canceled, and the cancel call agrees: not once it has shipped, nor when paid", async () => {
    const v = await variantWithStock(store, 20);
    const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }];
    const cases: [OrderStatus, boolean, boolean][] = [
      ["Order Placed", false, true],
      ["Packing", false, true],
      ["Shipped", false, false],
      ["Out for Delivery", false, false],
      ["Delivered", false, false],
      ["Packing", true, false],
    ];
    for (const [status, payment, cancelable] of cases) {
      // One account per order, so the open cash-on-delivery cap stays out of it.
      const { token } = await registerUser(store);
      const r = await place(token, { address: ADDRESS, items });
      await store.db.update(orders).set({ status, payment }).where(eq(orders.id, r.json.orderId));
      const [listed] = (await store.post("/api/order/userorders", {}, auth(token))).json.orders;
      expect([status, payment, listed.canCancel]).toEqual([status, payment, cancelable]);
      const cancel = await store.post("/api/order/cancelOrder", { orderId: r.json.orderId }, auth(token));
      expect([status, payment, cancel.status]).toEqual([status, payment, cancelable ? 200 : 409]);
      const [after] = (await store.post("/api/order/userorders", {}, auth(token))).json.orders;
      expect(after.canCancel).toBe(false);
    }
  });
});

describe("a coupon's uses follow its orders", () => {
  it("a canceled order gives its use back once, and the freed use goes to the next shopper", async () => {
    const code = `ONCE${randomUUID().slice(0, 4).toUpperCase()}`;
    await store.db.insert(coupons).values({ code, kind: "percent", params: { percent: 10 }, usageLimit: 1 });
    const usedCount = async () => (await store.db.select().from(coupons).where(eq(coupons.code, code)))[0]!.usedCount;
    const [first, second] = await Promise.all(["Pari", "Rohan"].map((n) => registerUser(store, n)));
    const v = await variantWithStock(store, 5);
    const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }];

    const mine = await place(first!.token, { address: ADDRESS, items, couponCode: code.toLowerCase() });
    expect(mine.status).toBe(200);
    expect((await place(second!.token, { address: ADDRESS, items, couponCode: code })).json).toMatchObject({ message: MESSAGES.couponInvalid });
    await store.post("/api/cart/add", { itemId: v.product.id, size: v.size, color: v.color }, auth(second!.token));
    expect((await store.post("/api/cart/coupon", { code }, auth(second!.token))).json).toMatchObject({ message: MESSAGES.couponInvalid });

    expect((await store.post("/api/order/cancelOrder", { orderId: mine.json.orderId }, auth(first!.token))).status).toBe(200);
    expect(await usedCount()).toBe(0);
    expect((await store.post("/api/order/cancelOrder", { orderId: mine.json.orderId }, auth(first!.token))).status).toBe(409);
    expect(await usedCount()).toBe(0);
    // At once, though the shop's rules were read while the code was used up.
    expect((await store.post("/api/cart/coupon", { code }, auth(second!.token))).json).toMatchObject({ coupon: { code, applied: true } });

    const theirs = await place(second!.token, { address: ADDRESS, items, couponCode: code });
    expect(theirs.status).toBe(200);
    const [row] = await store.db.select().from(orders).where(eq(orders.id, theirs.json.orderId));
    expect([row!.couponCode, row!.discountPaise]).toEqual([code, Math.round(v.product.pricePaise / 10)]);
    expect(await usedCount()).toBe(1);
  });
});

describe("without payment keys", () => {
  it("online methods say payment is not set up, and nothing is held", async () => {
    const { token } = await registerUser(store);
    const v = await variantWithStock(store, 4);
    const body = { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }] };
    for (const path of ["/api/order/razorpay", "/api/order/stripe"]) {
      const r = await store.post(path, body, auth(token, randomUUID()));
      expect(r.status).toBe(409);
      expect(r.json.message).toBe(PAYMENT_NOT_SET_UP);
    }
    expect(await stockOf(store, v)).toBe(4);
  });
});
