import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS, auth, registerUser, stockOf, twinPaymentConfig, variantWithStock } from "../../../../tests/support/order-kit";
import {
  type PaymentTwins,
  razorpayCapturedEvent,
  signRazorpayWebhook,
  signStripeWebhook,
  startPaymentTwins,
} from "../../../../tests/support/payment-twins";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { mailOutbox, orders, paymentEvents } from "../../db/schema";
import { WEBHOOK_NOT_AN_EVENT } from "./payments.service";

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

async function orderRow(id: string) {
  const [row] = await store.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** Order confirmations in the outbox for this shopper, as the mail adapter stored them. */
async function confirmations(email: string) {
  const mails = await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return mails.filter((m) => m.subject.startsWith("Your Dhaaga order is placed"));
}

async function startRazorpay(quantity = 1, category?: string) {
  const user = await registerUser(store);
  const v = await variantWithStock(store, 10, category);
  const r = await store.post(
    "/api/order/razorpay",
    { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity }], amount: 1 },
    auth(user.token, randomUUID()),
  );
  expect(r.status).toBe(200);
  return { user, v, r };
}

describe("the cart of an online order", () => {
  it("keeps its lines and coupon while the payment is open, and loses both when it is confirmed", async () => {
    const user = await registerUser(store);
    const v = await variantWithStock(store, 10);
    const line = { itemId: v.product.id, size: v.size, color: v.color };
    await store.post("/api/cart/add", line, auth(user.token));
    await store.post("/api/cart/coupon", { code: "FLAT10" }, auth(user.token));
    const r = await store.post(
      "/api/order/razorpay",
      { address: ADDRESS, items: [{ ...line, quantity: 1 }], couponCode: "FLAT10" },
      auth(user.token, randomUUID()),
    );
    expect(r.status).toBe(200);
    // Not paid yet: a shopper who closes the payment window finds the cart as it was.
    expect((await store.get("/api/cart/summary", auth(user.token))).json.coupon).toEqual({ code: "FLAT10", applied: true });

    const ok = await store.post("/api/order/verifyRazorpay", twins.payRazorpay(r.json.order.id)!, auth(user.token));
    expect(ok.status).toBe(200);
    await store.post("/api/cart/add", line, auth(user.token));
    const next = (await store.get("/api/cart/summary", auth(user.token))).json;
    expect(next.coupon).toBeNull();
    expect(next.lines).toHaveLength(1);
  });
});

describe("Razorpay", () => {
  it("creates the provider order in paise, INR, with our order id as receipt, holding the stock", async () => {
    const { v, r } = await startRazorpay(2);
    expect(r.json.order.currency).toBe("INR");
    expect(r.json.order.amount).toBe(v.product.pricePaise * 2);
    expect(r.json.order.receipt).toBe(r.json.orderId);
    expect(twins.razorpayOrders.get(r.json.order.id)?.amount).toBe(v.product.pricePaise * 2);
    expect(await stockOf(store, v)).toBe(8);
    const row = await orderRow(r.json.orderId);
    expect(row.payment).toBe(false);
    expect(row.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it("marks paid with the checkout's signature, and refuses a forged or reused one", async () => {
    const { user, r } = await startRazorpay();
    const forged = await store.post(
      "/api/order/verifyRazorpay",
      { razorpay_order_id: r.json.order.id, razorpay_payment_id: "pay_forged", razorpay_signature: "0".repeat(64) },
      auth(user.token),
    );
    expect(forged.status).toBe(400);
    expect((await orderRow(r.json.orderId)).payment).toBe(false);

    expect(await confirmations(user.email)).toEqual([]);

    const paid = twins.payRazorpay(r.json.order.id)!;
    const ok = await store.post("/api/order/verifyRazorpay", paid, auth(user.token));
    expect(ok.status).toBe(200);
    expect(ok.json.success).toBe(true);
    expect((await orderRow(r.json.orderId)).payment).toBe(true);
    await expect.poll(async () => (await confirmations(user.email)).length).toBe(1);
    expect((await confirmations(user.email))[0]!.text).toContain("paid online");

    const again = await store.post("/api/order/verifyRazorpay", paid, auth(user.token));
    expect(again.status).toBe(409);
    expect(await confirmations(user.email)).toHaveLength(1);

    // A valid signature from one order presented for another order is refused.
    const other = await startRazorpay();
    const reused = await store.post("/api/order/verifyRazorpay", { ...paid, orderId: other.r.json.orderId }, auth(other.user.token));
    expect(reused.status).toBe(400);
    expect((await orderRow(other.r.json.orderId)).payment).toBe(false);
  });

  it("a signed webhook whose body is not one event object is a 400, from either provider", async () => {
    for (const body of ["null", "[]", "42"]) {
      const razorpay = await store.post("/api/order/webhook/razorpay", body, { "x-razorpay-signature": signRazorpayWebhook(body) });
      expect(razorpay.status).toBe(400);
      expect(razorpay.json).toMatchObject({ success: false, message: WEBHOOK_NOT_AN_EVENT });
      const stripe = await store.post("/api/order/webhook/stripe", body, { "stripe-signature": signStripeWebhook(body) });
      expect(stripe.status).toBe(400);
      expect(stripe.json).toMatchObject({ success: false, message: WEBHOOK_NOT_AN_EVENT });
    }
  });

  it("a webhook delivered three times applies once; a bad signature is refused", async () => {
    const { r } = await startRazorpay();
    const paymentId = `pay_${randomUUID().slice(0, 8)}`;
    const body = JSON.stringify({
      entity: "event",
      event: "payment.captured",
      created_at: 1700000000,
      payload: { payment: { entity: { id: paymentId, order_id: r.json.order.id, amount: r.json.order.amount, status: "captured" } } },
    });
    const headers = { "x-razorpay-signature": signRazorpayWebhook(body), "x-razorpay-event-id": `evt_${paymentId}` };
    const bad = await store.post("/api/order/webhook/razorpay", body, {
      ...headers,
      "x-razorpay-signature": signRazorpayWebhook(body, "wrong"),
    });
    expect(bad.status).toBe(400);
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await store.post("/api/order/webhook/razorpay", body, headers));
    expect(results.map((x) => x.status)).toEqual([200, 200, 200]);
    expect(results.map((x) => x.json.applied)).toEqual([true, false, false]);
    expect(results.map((x) => x.json.duplicate)).toEqual([false, true, true]);
    const row = await orderRow(r.json.orderId);
    expect(row.payment).toBe(true);
    expect(row.providerPaymentId).toBe(paymentId);
    const events = await store.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `evt_${paymentId}`));
    expect(events).toHaveLength(1);
  });

  it("an unpaid order gives its stock back once the hold runs out, exactly once", async () => {
    // A variant no other order here holds, since the sweep releases every expired hold.
    const { v, r } = await startRazorpay(3, "Sweatshirts");
    expect(await stockOf(store, v)).toBe(7);
    const later = new Date(Date.now() + 31 * 60_000);
    const released = await Promise.all([store.services.orders.releaseExpiredHolds(later), store.services.orders.releaseExpiredHolds(later)]);
    expect(released.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(store, v)).toBe(10);
    await store.services.orders.releaseExpiredHolds(later);
    expect(await stockOf(store, v)).toBe(10);
    const row = await orderRow(r.json.orderId);
    expect(row.stockReleasedAt).not.toBeNull();
    expect(row.status).toBe("Order Canceled");
  });

  it("a signed webhook for an order this store does not have is acknowledged and changes nothing", async () => {
    const { r } = await startRazorpay();
    const event = razorpayCapturedEvent("order_elsewhere123", r.json.order.amount);
    const hook = await store.post("/api/order/webhook/razorpay", event.body, event.headers);
    expect(hook.status).toBe(200);
    expect(hook.json.applied).toBe(false);
    expect((await orderRow(r.json.orderId)).payment).toBe(false);
  });

  it("a delivery that fails to apply is not remembered, so the provider's retry applies it", async () => {
    const { r } = await startRazorpay();
    const event = razorpayCapturedEvent(r.json.order.id, r.json.order.amount);
    // The database refuses the write once (as a failover or a full disk would): nothing may count as seen.
    await store.db.execute(
      sql`create function refuse_paid() returns trigger language plpgsql as $$ begin raise exception 'database unavailable'; end $$`,
    );
    await store.db.execute(sql`create trigger refuse_paid before update on orders for each row execute function refuse_paid()`);
    const early = await store.post("/api/order/webhook/razorpay", event.body, event.headers);
    await store.db.execute(sql`drop trigger refuse_paid on orders`);
    await store.db.execute(sql`drop function refuse_paid()`);
    expect(early.status).toBe(500);
    expect(early.json.success).toBe(false);
    expect((await orderRow(r.json.orderId)).payment).toBe(false);
    const retry = await store.post("/api/order/webhook/razorpay", event.body, event.headers);
    expect(retry.status).toBe(200);
    expect([retry.json.applied, retry.json.duplicate]).toEqual([true, false]);
    expect((await orderRow(r.json.orderId)).providerPaymentId).toBe(event.paymentId);
  });

  it("a signed webhook for another amount than the order's is not applied", async () => {
    const { r } = await startRazorpay();
    const event = razorpayCapturedEvent(r.json.order.id, r.json.order.amount - 100);
    const hook = await store.post("/api/order/webhook/razorpay", event.body, event.headers);
    expect(hook.status).toBe(200);
    expect(hook.json.applied).toBe(false);
    const row = await orderRow(r.json.orderId);
    expect([row.payment, row.providerPaymentId]).toEqual([false, null]);
  });
});

it("stock held by an expired unpaid order is released when a new order needs it", async () => {
  const { v, r } = await startRazorpay(10);
  expect(await stockOf(store, v)).toBe(0);
  await store.db
    .update(orders)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(orders.id, r.json.orderId));
  const buyer = await registerUser(store);
  const cod = await store.post(
    "/api/order/place",
    { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 4 }] },
    auth(buyer.token, randomUUID()),
  );
  expect(cod.status).toBe(200);
  expect(await stockOf(store, v)).toBe(6);
  expect((await orderRow(r.json.orderId)).status).toBe("Order Canceled");
});

describe("Stripe", () => {
  async function startStripe() {
    const user = await registerUser(store);
    const v = await variantWithStock(store, 10);
    const r = await store.post(
      "/api/order/stripe",
      { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }] },
      auth(user.token, randomUUID()),
    );
    expect(r.status).toBe(200);
    const sessionId = r.json.session_url.split("/").pop();
    return { user, v, r, session: twins.sessions.get(sessionId)! };
  }

  it("creates an INR Checkout Session for our amount with return URLs naming the order", async () => {
    const { v, r, session } = await startStripe();
    expect(session.currency).toBe("inr");
    expect(session.amount_total).toBe(v.product.pricePaise);
    expect(session.metadata.orderId).toBe(r.json.orderId);
    expect(session.success_url).toBe(`http://shop.test/verify?success=true&orderId=${r.json.orderId}`);
    expect(session.cancel_url).toBe(`http://shop.test/verify?success=false&orderId=${r.json.orderId}`);
  });

  it("verifyStripe with success=true and no payment leaves the order unpaid; after paying it is paid", async () => {
    const { user, r, session } = await startStripe();
    const early = await store.post("/api/order/verifyStripe", { success: "true", orderId: r.json.orderId }, auth(user.token));
    expect(early.json.success).toBe(false);
    expect((await orderRow(r.json.orderId)).payment).toBe(false);
    expect(await confirmations(user.email)).toEqual([]);
    twins.payStripe(session.id);
    const done = await store.post("/api/order/verifyStripe", { success: "true", orderId: r.json.orderId }, auth(user.token));
    expect(done.json.success).toBe(true);
    expect((await orderRow(r.json.orderId)).payment).toBe(true);
    await expect.poll(async () => (await confirmations(user.email)).length).toBe(1);
    // The return page loaded twice confirms nothing new.
    await store.post("/api/order/verifyStripe", { success: "true", orderId: r.json.orderId }, auth(user.token));
    expect(await confirmations(user.email)).toHaveLength(1);
  });

  it.each([
    ["another amount", (s: Record<string, unknown>) => ({ ...s, amount_total: (s.amount_total as number) - 100 })],
    ["another order in its metadata", (s: Record<string, unknown>) => ({ ...s, metadata: { orderId: randomUUID() } })],
    ["another order as its client reference", (s: Record<string, unknown>) => ({ ...s, client_reference_id: randomUUID() })],
    ["another currency", (s: Record<string, unknown>) => ({ ...s, currency: "usd" })],
  ])("verifyStripe refuses a paid session for %s", async (_, alter) => {
    const { user, r, session } = await startStripe();
    twins.payStripe(session.id);
    twins.sessions.set(session.id, alter(session as unknown as Record<string, unknown>) as never);
    const v = await store.post("/api/order/verifyStripe", { success: true, orderId: r.json.orderId }, auth(user.token));
    expect(v.json).toEqual({ success: false, message: "The payment was not completed." });
    expect((await orderRow(r.json.orderId)).payment).toBe(false);
  });

  it("a signed webhook for a session other than the order's is not applied", async () => {
    const { r, session } = await startStripe();
    twins.payStripe(session.id);
    const body = JSON.stringify({
      id: `evt_${randomUUID().slice(0, 12)}`,
      object: "event",
      type: "checkout.session.completed",
      data: { object: { ...session, id: "cs_test_someone_else" } },
    });
    const hook = await store.post("/api/order/webhook/stripe", body, { "stripe-signature": signStripeWebhook(body) });
    expect(hook.status).toBe(200);
    expect(hook.json.applied).toBe(false);
    expect((await orderRow(r.json.orderId)).payment).toBe(false);
  });

  it("a signed webhook delivered three times applies once; an unsigned one is refused", async () => {
    const { user, r, session } = await startStripe();
    twins.payStripe(session.id);
    const body = JSON.stringify({
      id: `evt_${randomUUID().slice(0, 12)}`,
      object: "event",
      type: "checkout.session.completed",
      data: { object: { ...session } },
    });
    const unsigned = await store.post("/api/order/webhook/stripe", body, { "stripe-signature": "t=1,v1=00" });
    expect(unsigned.status).toBe(400);
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await store.post("/api/order/webhook/stripe", body, { "stripe-signature": signStripeWebhook(body) }));
    expect(results.map((x) => x.json.applied)).toEqual([true, false, false]);
    expect((await orderRow(r.json.orderId)).payment).toBe(true);
    await expect.poll(async () => (await confirmations(user.email)).length).toBe(1);
  });
});
