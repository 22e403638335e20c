import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOAD_MESSAGES } from "../../src/domain/messages";
import { ADDRESS, auth, registerUser, stockOf, variantWithStock } from "../support/order-kit";
import { createTestStore, type TestStore } from "../support/test-store";

type Answer = Awaited<ReturnType<TestStore["post"]>>;

/** Every answer is a success or the designed "busy" 503 with Retry-After; never a 500. */
function expectDesignedAnswers(answers: Answer[], busyMessages: string[]) {
  for (const a of answers) {
    expect([200, 503]).toContain(a.status);
    if (a.status === 503) {
      expect(a.json).toEqual({ success: false, message: expect.toBeOneOf(busyMessages) });
      expect(Number(a.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  }
  return answers.filter((a) => a.status === 503).length;
}

/** Ten shoppers, signed up one after another: the pool is too small for a crowd of sign-ups. */
async function registerOneByOne(store: TestStore, name: string) {
  const shoppers = [];
  for (let i = 0; i < 10; i++) shoppers.push(await registerUser(store, `${name}${i}`));
  return shoppers;
}

describe("bursts beyond what the store can take at once", () => {
  let store: TestStore;
  beforeAll(async () => {
    // A tiny pool that gives up waiting soon, and a placement line of five. The wait still has to cover
    // opening a connection on a busy machine (pg's connection timeout counts both), so it is not tiny. The per-account and
    // per-address order limits are set aside: this burst is about capacity, not hoarding.
    store = await createTestStore({
      config: {
        databasePool: { size: 2, waitMs: 400 },
        orderQueueMax: 5,
        ipRateLimitScale: 100,
        orderCaps: { ordersPerHour: 1000, openCodOrders: 1000, unitsOnHold: 1000 },
      },
    });
  });
  afterAll(async () => store?.close());

  it("50 cart adds at once while the database is saturated: added, or told to come back, never a 500", async () => {
    const v = await variantWithStock(store, 1000);
    const shoppers = await registerOneByOne(store, "Cart");
    // Both pooled connections busy for two seconds on PostgreSQL (`.then` starts a Drizzle query,
    // which otherwise waits to be awaited); the embedded database queues instead.
    const saturated = store.database.kind === "postgres" ? [1, 2].map(() => store.db.execute(sql`select pg_sleep(2)`).then(() => undefined)) : [];
    await new Promise((r) => setTimeout(r, 200));
    const adds = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        store.post("/api/cart/add", { itemId: v.product.id, size: v.size, color: v.color }, auth(shoppers[i % 10]!.token)),
      ),
    );
    await Promise.all(saturated);
    const busy = expectDesignedAnswers(adds, [LOAD_MESSAGES.busy]);
    if (store.database.kind === "postgres") expect(busy).toBeGreaterThan(0);
    // What was answered 200 is in the carts; what was refused left nothing behind.
    const rows = (await store.db.execute(sql`select coalesce(sum(quantity), 0)::int as n from cart_items`)) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(adds.filter((a) => a.status === 200).length);
  });

  it("200 orders at once with a line of five: placed in turn or told to come back, nothing half-written", async () => {
    const v = await variantWithStock(store, 1000);
    const shoppers = await registerOneByOne(store, "Order");
    const orderCount = async () =>
      ((await store.db.execute(sql`select count(*)::int as n from orders`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const before = await orderCount();
    const placed = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        store.post(
          "/api/order/place",
          { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }] },
          auth(shoppers[i % 10]!.token, randomUUID()),
        ),
      ),
    );
    const busy = expectDesignedAnswers(placed, [LOAD_MESSAGES.ordersQueued, LOAD_MESSAGES.busy]);
    const ok = placed.length - busy;
    expect(busy).toBeGreaterThan(0);
    expect(ok).toBeGreaterThan(0);
    expect((await orderCount()) - before).toBe(ok);
    expect(await stockOf(store, v)).toBe(1000 - ok);
  });
});
