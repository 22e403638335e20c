import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { indiaDay } from "../../src/domain/india/india-day";
import { orderItems, orders } from "../../src/server/db/schema";
import { type consoleClient, ownerConsole } from "./console-kit";
import { ADDRESS, auth, registerUser, twinPaymentConfig } from "./order-kit";
import { type PaymentTwins, startPaymentTwins } from "./payment-twins";
import type { TestStore } from "./test-store";

type Variant = { product: { id: string }; size: string; color: string };
export type Method = "cod" | "razorpay" | "stripe";

/**
 * Orders, deliveries and returns as a shopper and the console make them, for the tests of what
 * money moves: a refund, store credit, a credit note.
 */
export function moneyKit(store: TestStore, twins: PaymentTwins, kit: ReturnType<typeof consoleClient>, cookie: string) {
  const admin = (method: string, path: string, body?: unknown) => kit.call(method, `/api/admin${path}`, cookie, body);

  /** A shopper's order of `quantity` of one variant, paid through the twin when online; extra fields go in the body. */
  async function order(user: { token: string; email: string }, v: Variant, opts: { quantity?: number; method?: Method; extra?: object } = {}) {
    const body = {
      address: { ...ADDRESS, email: user.email },
      items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: opts.quantity ?? 1 }],
      ...opts.extra,
    };
    const method = opts.method ?? "cod";
    const r = await store.post(method === "cod" ? "/api/order/place" : `/api/order/${method}`, body, auth(user.token, randomUUID()));
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    if (method === "razorpay" && r.json.order)
      expect((await store.post("/api/order/verifyRazorpay", twins.payRazorpay(r.json.order.id)!, auth(user.token))).status).toBe(200);
    if (method === "stripe" && r.json.session_url) {
      twins.payStripe(r.json.session_url.split("/").pop());
      await store.post("/api/order/verifyStripe", { success: "true", orderId: r.json.orderId }, auth(user.token));
    }
    const [row] = await store.db.select().from(orders).where(eq(orders.id, r.json.orderId));
    return row!;
  }

  /** The console moves an order step by step to Delivered. */
  async function deliver(id: string) {
    for (const [status, extra] of [
      ["Packing"],
      ["Shipped", { courier: "Delhivery", trackingNumber: "DLV100" }],
      ["Out for Delivery"],
      ["Delivered"],
    ] as const)
      expect((await admin("POST", `/orders/${id}/advance`, { status, ...extra })).status).toBe(200);
  }

  /** A return asked by the shopper and brought by the console to Received, accepted. */
  async function receivedReturn(user: { token: string }, orderId: string, lines: { quantity: number; reason: string }[], refundTo: string) {
    const items = await store.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const photos = ["/media/a.jpg"];
    const asked = await store.post(
      `/api/order/${orderId}/returns`,
      {
        kind: "return",
        refundTo,
        ...(refundTo === "upi" ? { upi: { upiId: "meera@okhdfc" } } : {}),
        lines: lines.map((l, i) => ({
          orderItemId: items[i]!.id,
          quantity: l.quantity,
          reason: l.reason,
          ...(["Damaged", "Wrong item received"].includes(l.reason) ? { photos } : {}),
        })),
      },
      auth(user.token),
    );
    expect(asked.status, JSON.stringify(asked.json)).toBe(201);
    const rid = asked.json.request.id as string;
    expect((await admin("POST", `/returns/${rid}/approve`)).status).toBe(200);
    expect((await admin("POST", `/returns/${rid}/pickup`, { date: indiaDay(new Date()) })).status).toBe(200);
    expect((await admin("POST", `/returns/${rid}/receive`, { result: "accepted" })).status).toBe(200);
    return { rid, refund: asked.json.request.refund as number };
  }

  return { admin, order, deliver, receivedReturn, registerUser: (name?: string) => registerUser(store, name) };
}

/** Where the money tests start: a store on the payment twins, its owner signed in, and the kit. */
export async function moneyStore() {
  const twins = await startPaymentTwins();
  const owner = await ownerConsole({ config: twinPaymentConfig(twins) });
  return {
    ...owner,
    twins,
    money: moneyKit(owner.store, twins, owner.kit, owner.cookie),
    async close() {
      await owner.store.close();
      await twins.close();
    },
  };
}
