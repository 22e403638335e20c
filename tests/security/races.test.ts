import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders, paymentEvents, users } from "../../src/server/db/schema";
import { ADDRESS, stockOf, twinPaymentConfig, variantWithStock } from "../support/order-kit";
import { type PaymentTwins, razorpayCapturedEvent, signStripeWebhook, startPaymentTwins } from "../support/payment-twins";
import { createTestStore, type TestStore } from "../support/test-store";

/** Races an attacker (or a busy sale) starts on purpose (OWASP API6): the database decides once. */
let store: TestStore;
let twins: PaymentTwins;
beforeAll(async () => {
  twins = await startPaymentTwins();
  store = await createTestStore({ config: { ...twinPaymentConfig(twins), trustProxy: true } });
});
afterAll(async () => {
  await store?.close();
  await twins?.close();
});

/** Shoppers made straight in the database (no password to hash), each with a session and an address of its own. */
async function buyers(n: number) {
  const rows = await store.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ name: `Buyer ${i}`, email: `race-${randomUUID().slice(0, 8)}-${i}@example.in` })))
    .returning({ id: users.id });
  return Promise.all(
    rows.map(async (r, i) => ({
      token: await store.services.sessions.create(r.id),
      from: `100.${64 + Math.floor(i / 250)}.${i % 250}.${(i % 7) + 1}`,
    })),
  );
}

describe("races", () => {
  it("200 buyers against 10 units: exactly 10 orders, stock 0, the rest told it is sold out, no 500", async () => {
    const v = await variantWithStock(store, 10, "Hoodies");
    const crowd = await buyers(200);
    const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }];
    const results = await Promise.all(
      crowd.map((b) =>
        store.post("/api/order/place", { address: ADDRESS, items }, { token: b.token, "idempotency-key": randomUUID(), "x-forwarded-for": b.from }),
      ),
    );
    const statuses = results.map((r) => r.status);
    // A failure names the store's own log lines for the faults.
    const faults = store.logLines.filter((l) => l.includes('"level":"error"')).slice(0, 3);
    expect(
      statuses.filter((s) => s >= 500),
      faults.join("\n"),
    ).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    expect(await stockOf(store, v)).toBe(0);
    expect(await store.db.select().from(orderItems).where(eq(orderItems.productId, v.product.id))).toHaveLength(10);
  }, 180_000);

  it("a Razorpay webhook delivered three times at once is applied once", async () => {
    const [b] = await buyers(1);
    const v = await variantWithStock(store, 10, "Sweatshirts");
    const r = await store.post(
      "/api/order/razorpay",
      { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }] },
      { token: b!.token, "idempotency-key": randomUUID(), "x-forwarded-for": b!.from },
    );
    expect(r.status).toBe(200);
    const event = razorpayCapturedEvent(r.json.order.id, r.json.order.amount);
    const hooks = await Promise.all([0, 1, 2].map(() => store.post("/api/order/webhook/razorpay", event.body, event.headers)));
    expect(hooks.map((h) => h.status)).toEqual([200, 200, 200]);
    expect(hooks.filter((h) => h.json.applied === true)).toHaveLength(1);
    const [row] = await store.db.select().from(orders).where(eq(orders.id, r.json.orderId));
    expect(row!.payment).toBe(true);
    expect(await store.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.headers["x-razorpay-event-id"]))).toHaveLength(1);
  });

  it("a Stripe webhook delivered three times at once is applied once", async () => {
    const [b] = await buyers(1);
    const v = await variantWithStock(store, 10, "Oversized T-Shirts");
    const r = await store.post(
      "/api/order/stripe",
      { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }] },
      { token: b!.token, "idempotency-key": randomUUID(), "x-forwarded-for": b!.from },
    );
    expect(r.status).toBe(200);
    const session = twins.sessions.get(r.json.session_url.split("/").pop())!;
    twins.payStripe(session.id);
    const eventId = `evt_${randomUUID().slice(0, 12)}`;
    const body = JSON.stringify({
      id: eventId,
      object: "event",
      type: "checkout.session.completed",
      data: { object: { ...twins.sessions.get(session.id)! } },
    });
    const hooks = await Promise.all(
      [0, 1, 2].map(() => store.post("/api/order/webhook/stripe", body, { "stripe-signature": signStripeWebhook(body) })),
    );
    expect(hooks.map((h) => h.status)).toEqual([200, 200, 200]);
    expect(hooks.filter((h) => h.json.applied === true)).toHaveLength(1);
    const [row] = await store.db.select().from(orders).where(eq(orders.id, r.json.orderId));
    expect(row!.payment).toBe(true);
    expect(await store.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId))).toHaveLength(1);
  });
});
