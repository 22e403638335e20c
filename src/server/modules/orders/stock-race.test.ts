import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ADDRESS, auth, registerUser, stockOf, variantWithStock } from "../../../../tests/support/order-kit";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { orderItems } from "../../db/schema";

let store: TestStore;
beforeAll(async () => {
  // 200 orders from one address and 50 from each account: the race, not the order limits, is under test;
  // nor is capacity, so on PostgreSQL a request waits for a pooled connection rather than hear "busy".
  store = await createTestStore({
    config: {
      ipRateLimitScale: 10,
      orderCaps: { ordersPerHour: 50, openCodOrders: 50, unitsOnHold: 50 },
      databasePool: { size: 10, waitMs: 60_000 },
    },
  });
});
afterAll(async () => {
  await store?.close();
});

it("200 concurrent single-unit orders against 10 in stock make exactly 10 orders and leave stock 0", async () => {
  const users = await Promise.all(["Kabir", "Tara", "Ishaan", "Zoya"].map((n) => registerUser(store, n)));
  const v = await variantWithStock(store, 10);
  const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }];
  const results = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      store.post("/api/order/place", { address: ADDRESS, items }, auth(users[i % users.length]!.token, randomUUID())),
    ),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(10);
  expect(statuses.filter((s) => s === 409)).toHaveLength(190);
  expect(results.find((r) => r.status === 409)!.json.message).toContain(v.product.name);
  expect(await stockOf(store, v)).toBe(0);
  const lines = await store.db.select().from(orderItems).where(eq(orderItems.productId, v.product.id));
  expect(lines).toHaveLength(10);
}, 120_000);
