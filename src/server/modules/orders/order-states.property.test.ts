import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, like, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type consoleClient, ownerConsole } from "../../../../tests/support/console-kit";
import { ADDRESS, auth, registerUser, stockOf, twinPaymentConfig, variantWithStock } from "../../../../tests/support/order-kit";
import { type PaymentTwins, razorpayCapturedEvent, startPaymentTwins } from "../../../../tests/support/payment-twins";
import type { TestStore } from "../../../../tests/support/test-store";
import { testConfig } from "../../config";
import { allowedMove, isCanceled, isOrderStatus, isRefundDue, nextStep, shopperMayCancel, stepAfter } from "../../../domain/order-states";
import { orderNumber } from "../../../domain/orders";
import { mailOutbox, orderItems, orders } from "../../db/schema";
import { refundDueWhere } from "../../db/order-status-sql";

/**
 * Random walks of orders through the real server: shoppers place, cancel and confirm (the mailed
 * link), the console moves orders on, confirms, cancels them, takes cash and settles refunds, the
 * payment provider's webhook pays, and holds and confirmation times run out for the sweep. After every step the invariants hold, and every call the
 * server accepted or refused is the one the order-states table allows.
 */

const STOCK = 6;
type Variant = Awaited<ReturnType<typeof variantWithStock>>;

let store: TestStore;
let twins: PaymentTwins;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;
let shoppers: { token: string }[];
let pool: Variant[];

beforeAll(async () => {
  twins = await startPaymentTwins();
  ({ store, kit, cookie } = await ownerConsole({
    config: {
      ...twinPaymentConfig(twins),
      ipRateLimitScale: 100,
      policy: { ...testConfig().policy, cod: { ...testConfig().policy.cod, maxOrderPaise: Number.MAX_SAFE_INTEGER } },
      // The caps have tests of their own; here two accounts place every order.
      orderCaps: { ordersPerHour: 10_000, openCodOrders: 10_000, unitsOnHold: Number.MAX_SAFE_INTEGER },
    },
  }));
  shoppers = [await registerUser(store, "Ravi"), await registerUser(store, "Meera")];
  pool = [await variantWithStock(store, STOCK), await variantWithStock(store, STOCK, "Hoodies")];
});
afterAll(async () => {
  await store?.close();
  await twins?.close();
});

type Step =
  | { kind: "place"; shopper: number; method: "cod" | "razorpay"; variant: number; quantity: number }
  | {
      kind:
        | "shopper-cancel"
        | "advance"
        | "console-cancel"
        | "pay"
        | "hold-runs-out"
        | "cod-paid"
        | "refund"
        | "link-confirm"
        | "console-confirm"
        | "confirm-runs-out";
      order: number;
    };

const placeArb = fc.record({
  kind: fc.constant("place" as const),
  shopper: fc.nat(1),
  method: fc.constantFrom("cod" as const, "razorpay" as const),
  variant: fc.nat(1),
  quantity: fc.integer({ min: 1, max: 2 }),
});
/** A move on one of the latest orders (0 the latest), weighted so that orders get far along. */
const moveArb = (kind: Exclude<Step["kind"], "place">) => fc.record({ kind: fc.constant(kind), order: fc.nat(3) });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: placeArb },
  { weight: 5, arbitrary: moveArb("advance") },
  { weight: 2, arbitrary: moveArb("pay") },
  { weight: 1, arbitrary: moveArb("shopper-cancel") },
  { weight: 1, arbitrary: moveArb("console-cancel") },
  { weight: 1, arbitrary: moveArb("hold-runs-out") },
  { weight: 1, arbitrary: moveArb("cod-paid") },
  { weight: 1, arbitrary: moveArb("refund") },
  { weight: 1, arbitrary: moveArb("link-confirm") },
  { weight: 1, arbitrary: moveArb("console-confirm") },
  { weight: 1, arbitrary: moveArb("confirm-runs-out") },
);

interface Placed {
  id: string;
  token: string;
  variant: number;
  quantity: number;
  providerOrderId: string | null;
  /** A shopper or the console canceled it: it never moves on again. */
  canceledByPerson: boolean;
  lastStatus: string;
}

const rowOf = async (id: string) => (await store.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** The Confirm link's token in a cash-on-delivery order's mail, once the mail is written; null for an online order. */
async function confirmLinkOf(id: string): Promise<string | null> {
  if ((await rowOf(id)).paymentMethod !== "cod") return null;
  for (let i = 0; i < 200; i++) {
    const mails = await store.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(like(mailOutbox.text, `%Order #${orderNumber(id)}\n%`));
    const token = mails.map((m) => m.text.match(/order-confirm\?token=([\w-]+)/)?.[1]).find(Boolean);
    if (token) return token;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no confirmation mail for order ${id}`);
}
const merchant = (path: string, body?: unknown) => kit.call("POST", `/api/admin/orders/${path}`, cookie, body);

async function run(o: Placed | undefined, step: Step, placed: Placed[]): Promise<void> {
  if (step.kind === "place") {
    const v = pool[step.variant]!;
    const { token } = shoppers[step.shopper]!;
    const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: step.quantity }];
    const path = step.method === "cod" ? "/api/order/place" : "/api/order/razorpay";
    const r = await store.post(path, { address: ADDRESS, items }, auth(token, randomUUID()));
    expect([200, 409]).toContain(r.status);
    if (r.status === 200)
      placed.push({
        id: r.json.orderId,
        token,
        variant: step.variant,
        quantity: step.quantity,
        providerOrderId: r.json.order?.id ?? null,
        canceledByPerson: false,
        lastStatus: "Order Placed",
      });
    return;
  }
  if (!o) return;
  const before = await rowOf(o.id);
  switch (step.kind) {
    case "shopper-cancel": {
      const r = await store.post("/api/order/cancelOrder", { orderId: o.id }, auth(o.token));
      expect(r.status).toBe(shopperMayCancel(before) ? 200 : 409);
      if (r.status === 200) o.canceledByPerson = true;
      return;
    }
    case "advance": {
      const r = await merchant(`${o.id}/advance`, { status: stepAfter(before.status) ?? "Delivered", courier: "Delhivery", trackingNumber: "DLV1" });
      expect(r.status).toBe(nextStep(before) ? 200 : 409);
      return;
    }
    case "console-cancel": {
      const r = await merchant(`${o.id}/cancel`, { reason: "" });
      expect(r.status).toBe(allowedMove(before, "cancel", "console") ? 200 : 409);
      if (r.status === 200) o.canceledByPerson = true;
      return;
    }
    case "cod-paid": {
      const r = await merchant(`${o.id}/cod-paid`);
      expect(r.status).toBe(allowedMove(before, "cod-paid", "console") ? 200 : 409);
      return;
    }
    case "refund": {
      const r = await merchant(`${o.id}/refund`, { via: "manual", reference: "UPI 4242" });
      expect(r.status).toBe(isRefundDue(before) ? 200 : 409);
      return;
    }
    case "pay": {
      if (!o.providerOrderId) return;
      const event = razorpayCapturedEvent(o.providerOrderId, twins.razorpayOrders.get(o.providerOrderId)!.amount);
      const r = await store.post("/api/order/webhook/razorpay", event.body, event.headers);
      expect(r.status).toBe(200);
      return;
    }
    case "link-confirm": {
      // The Confirm link of the order's mail (the outbox keeps it whole: no SMTP here).
      const token = await confirmLinkOf(o.id);
      if (!token) return;
      const r = await store.post("/api/order/cod/confirm", { token });
      expect(r.status).toBe(allowedMove(before, "confirm", "shopper") ? 200 : 409);
      return;
    }
    case "console-confirm": {
      const r = await merchant(`${o.id}/cod-confirm`, { note: "" });
      expect(r.status).toBe(allowedMove(before, "confirm", "console") ? 200 : 409);
      return;
    }
    case "confirm-runs-out": {
      // Time passes for this order alone: its time to be confirmed ends now, and the sweep runs.
      const now = new Date();
      await store.db
        .update(orders)
        .set({ codConfirmDueAt: new Date(now.getTime() - 1000) })
        .where(and(eq(orders.id, o.id), isNotNull(orders.codConfirmDueAt)));
      await store.services.codConfirmation.releaseUnconfirmed();
      const after = await rowOf(o.id);
      const lapsed = { ...before, codConfirmDueAt: before.codConfirmDueAt && new Date(now.getTime() - 1000) };
      expect(after.status).toBe(allowedMove(lapsed, "release-unconfirmed", "system-sweep") ? "Order Canceled" : before.status);
      return;
    }
    case "hold-runs-out": {
      // Time passes for this order alone: a hold it still has ends now, and the sweep runs.
      await store.db
        .update(orders)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(orders.id, o.id), isNotNull(orders.holdExpiresAt)));
      await store.services.orders.releaseExpiredHolds();
      return;
    }
  }
}

async function checkInvariants(placed: Placed[], step: Step, o: Placed | undefined) {
  for (const [i, v] of pool.entries()) {
    const stock = await stockOf(store, v);
    expect(stock).toBeGreaterThanOrEqual(0);
    // Every unit is in stock or held by exactly one order: stock comes back once, and is taken once.
    const mine = placed.filter((p) => p.variant === i).map((p) => p.id);
    const [held] = mine.length
      ? await store.db
          .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(inArray(orders.id, mine), sql`${orders.stockReleasedAt} is null`))
      : [{ n: 0 }];
    expect(stock + Number(held!.n)).toBe(STOCK);
  }
  if (placed.length === 0) return;
  const rows = await store.db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.id,
        placed.map((p) => p.id),
      ),
    );
  const owed = new Set(
    (
      await store.db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            refundDueWhere(),
            inArray(
              orders.id,
              placed.map((p) => p.id),
            ),
          ),
        )
    ).map((r) => r.id),
  );
  for (const p of placed) {
    const row = rows.find((r) => r.id === p.id)!;
    expect(isOrderStatus(row.status)).toBe(true);
    if (p.canceledByPerson) expect(row.status).toBe("Order Canceled");
    // Out of canceled only a payment brings an order back, to its start, after its hold ran out.
    if (isCanceled(p.lastStatus) && !isCanceled(row.status)) {
      expect([row.status, step.kind, p === o]).toEqual(["Order Placed", "pay", true]);
      expect(row.payment).toBe(true);
    }
    if (row.payment && isCanceled(row.status)) expect(Boolean(row.refundedAt) || owed.has(row.id)).toBe(true);
    expect(owed.has(row.id)).toBe(isRefundDue(row));
    p.lastStatus = row.status;
  }
}

describe("orders under random sequences of moves", () => {
  it("keep stock whole and never negative, keep canceled orders canceled, and owe back every paid canceled order", async () => {
    await fc.assert(
      fc.asyncProperty(placeArb, fc.array(stepArb, { minLength: 4, maxLength: 20 }), async (first, rest) => {
        const steps: Step[] = [first, ...rest];
        for (const v of pool)
          await store.db.execute(
            sql`update variants set stock = ${STOCK} where product_id = ${v.product.id} and size = ${v.size} and color = ${v.color}`,
          );
        const placed: Placed[] = [];
        for (const step of steps) {
          const o = step.kind === "place" || placed.length === 0 ? undefined : placed[placed.length - 1 - (step.order % placed.length)];
          await run(o, step, placed);
          await checkInvariants(placed, step, o);
        }
      }),
      { numRuns: 20 },
    );
  });
});
