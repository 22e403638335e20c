import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS, auth, registerUser, stockOf, twinPaymentConfig, variantWithStock } from "../../../../tests/support/order-kit";
import { type PaymentTwins, razorpayCapturedEvent, startPaymentTwins } from "../../../../tests/support/payment-twins";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { MESSAGES } from "../../../domain/messages";
import { coupons, mailOutbox, orders } from "../../db/schema";

let store: TestStore;
let twins: PaymentTwins;
beforeAll(async () => {
  twins = await startPaymentTwins();
  store = await createTestStore({ config: twinPaymentConfig(twins) });
});
afterAll(async () => {
  await store?.close();
  await twins?.close();
});

/** A Razorpay order for one unit of two different products, 5 of each in stock. */
async function twoLineRazorpayOrder(couponCode?: string) {
  const user = await registerUser(store);
  const a = await variantWithStock(store, 5);
  const b = await variantWithStock(store, 5, "Hoodies");
  const items = [a, b].map((v) => ({ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }));
  const r = await store.post("/api/order/razorpay", { address: ADDRESS, items, couponCode }, auth(user.token, randomUUID()));
  expect(r.status).toBe(200);
  return { user, a, b, orderId: r.json.orderId as string, providerOrderId: r.json.order.id as string };
}

const expireHold = (orderId: string) =>
  store.db
    .update(orders)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(orders.id, orderId))
    .then(() => store.services.orders.releaseExpiredHolds());

async function listed(token: string, orderId: string) {
  const r = await store.post("/api/order/userorders", {}, auth(token));
  return r.json.orders.find((o: { _id: string }) => o._id === orderId);
}

const confirmations = async (email: string) =>
  (await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) => m.subject.startsWith("Your Dhaaga order is placed"));

describe("a payment that arrives after the stock was released", () => {
  it("takes the stock of every line again when it is all still there, and the order is placed and paid", async () => {
    const { user, a, b, orderId, providerOrderId } = await twoLineRazorpayOrder();
    await expireHold(orderId);
    expect([await stockOf(store, a), await stockOf(store, b)]).toEqual([5, 5]);
    const ok = await store.post("/api/order/verifyRazorpay", { ...twins.payRazorpay(providerOrderId)!, orderId }, auth(user.token));
    expect(ok.status).toBe(200);
    const o = await listed(user.token, orderId);
    expect([o.status, o.payment, o.refundDue]).toEqual(["Order Placed", true, false]);
    expect([await stockOf(store, a), await stockOf(store, b)]).toEqual([4, 4]);
    await expect.poll(async () => (await confirmations(user.email)).length).toBe(1);
  });

  it("gives the coupon's use back when the hold runs out, and counts it again when the payment revives the order", async () => {
    const code = `HOLD${randomUUID().slice(0, 4).toUpperCase()}`;
    await store.db.insert(coupons).values({ code, kind: "percent", params: { percent: 10 }, usageLimit: 1 });
    const usedCount = async () => (await store.db.select().from(coupons).where(eq(coupons.code, code)))[0]!.usedCount;
    const { user, orderId, providerOrderId } = await twoLineRazorpayOrder(code);
    expect(await usedCount()).toBe(1);
    await expireHold(orderId);
    expect(await usedCount()).toBe(0);
    const ok = await store.post("/api/order/verifyRazorpay", { ...twins.payRazorpay(providerOrderId)!, orderId }, auth(user.token));
    expect(ok.status).toBe(200);
    expect(await usedCount()).toBe(1);
  });

  it("when one line is gone, takes none, keeps the order canceled and records the payment as owed back", async () => {
    const { user, a, b, orderId, providerOrderId } = await twoLineRazorpayOrder();
    await expireHold(orderId);
    await variantWithStock(store, 0, "Hoodies");
    const r = await store.post("/api/order/verifyRazorpay", { ...twins.payRazorpay(providerOrderId)!, orderId }, auth(user.token));
    expect(r.status).toBe(409);
    expect(r.json).toEqual({ success: false, message: MESSAGES.paymentRefundDue });
    const o = await listed(user.token, orderId);
    expect([o.status, o.payment, o.refundDue]).toEqual(["Order Canceled", true, true]);
    expect([await stockOf(store, a), await stockOf(store, b)]).toEqual([5, 0]);
    const [row] = await store.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.providerPaymentId).toMatch(/^pay_/);
    expect(await confirmations(user.email)).toEqual([]);
  });

  it("an order the shopper canceled stays canceled when its payment still arrives, with the refund due", async () => {
    const { user, a, b, orderId, providerOrderId } = await twoLineRazorpayOrder();
    const cancel = await store.post("/api/order/cancelOrder", { orderId }, auth(user.token));
    expect(cancel.status).toBe(200);
    const event = razorpayCapturedEvent(providerOrderId, twins.razorpayOrders.get(providerOrderId)!.amount);
    const hook = await store.post("/api/order/webhook/razorpay", event.body, event.headers);
    expect(hook.status).toBe(200);
    expect(hook.json.refundDue).toBe(true);
    const o = await listed(user.token, orderId);
    expect([o.status, o.payment, o.refundDue]).toEqual(["Order Canceled", true, true]);
    expect([await stockOf(store, a), await stockOf(store, b)]).toEqual([5, 5]);
    const cancelAgain = await store.post("/api/order/cancelOrder", { orderId }, auth(user.token));
    expect(cancelAgain.status).toBe(409);
    expect(await confirmations(user.email)).toEqual([]);
  });
});
