import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../src/server/db/schema";
import { ADDRESS, auth, registerUser, variantWithStock } from "../support/order-kit";
import { createTestStore, type TestStore } from "../support/test-store";

/**
 * "Recently bought" is shown to everyone on every product page: it must not publish a shopper's
 * name and city without their say, nor carry text a stranger chose (the city field, a name).
 */

let store: TestStore;
let variant: Awaited<ReturnType<typeof variantWithStock>>;

beforeAll(async () => {
  // Without the demo's orders, the panel shows only what these cases place.
  store = await createTestStore({ config: { ipRateLimitScale: 5 } });
  await store.db.delete(orders);
  variant = await variantWithStock(store, 200, "Oversized T-Shirts");
});
afterAll(() => store?.close());

async function placeWith(address: Partial<typeof ADDRESS>, extra: Record<string, unknown> = {}) {
  const { token } = await registerUser(store, "Shopper");
  const items = [{ _id: variant.product.id, size: variant.size, color: variant.color, quantity: 1 }];
  return store.post("/api/order/place", { address: { ...ADDRESS, ...address }, items, ...extra }, auth(token, randomUUID()));
}

async function newestPurchase() {
  store.services.storefront.invalidate();
  const res = await store.get("/api/product/recent-purchases");
  expect(res.status).toBe(200);
  return { first: res.json.purchases[0], text: res.text };
}

describe("recent purchases", () => {
  it("shows neither name nor city of a shopper who did not tick the box: the state only", async () => {
    expect((await placeWith({ firstName: "Asha", city: "Pune" })).status).toBe(200);
    const { first, text } = await newestPurchase();
    expect(first).toMatchObject({ firstName: null, city: null, state: "Maharashtra", when: "today" });
    expect(text).not.toContain("Asha");
  });

  it("never shows a script typed into the city field, even with the shopper's consent", async () => {
    const placed = await placeWith({ firstName: "Meera", city: "<script>alert(document.cookie)</script>" }, { sharePurchase: true });
    expect(placed.status).toBe(200);
    const { first, text } = await newestPurchase();
    expect(first).toMatchObject({ firstName: "Meera", city: "Pune", state: "Maharashtra" });
    expect(text).not.toMatch(/script|alert|cookie/i);
  });

  it("never shows arbitrary text typed into the city field: the city is India Post's name for the PIN", async () => {
    const spam = "Cheap copies at fake-dhaaga.example, 90% off";
    expect((await placeWith({ firstName: "Kabir", city: spam, zipcode: "110017", state: "Delhi" }, { sharePurchase: true })).status).toBe(200);
    const { first, text } = await newestPurchase();
    expect(first).toMatchObject({ firstName: "Kabir", city: "Delhi", state: "Delhi" });
    expect(text).not.toMatch(/fake-dhaaga|90%|Cheap/);
  });

  it("never shows a link or a sentence given as the first name: the line names nobody", async () => {
    expect((await placeWith({ firstName: "www.fake-dhaaga.example", city: "Pune" }, { sharePurchase: true })).status).toBe(200);
    const { first, text } = await newestPurchase();
    expect(first).toMatchObject({ firstName: null, city: null, state: "Maharashtra" });
    expect(text).not.toContain("fake-dhaaga");
  });

  it("tells the day, never the time of a purchase", async () => {
    const { text } = await newestPurchase();
    expect(text).not.toMatch(/"at"|\d{4}-\d{2}-\d{2}T|minutes? ago|hours? ago/);
  });

  it("refuses a consent that is not true or false with a 400 naming the field, and writes nothing", async () => {
    const [before] = await store.db.select({ n: count() }).from(orders);
    const res = await placeWith({}, { sharePurchase: "yes<script>" });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, message: "sharePurchase must be true or false.", field: "sharePurchase" });
    const [after] = await store.db.select({ n: count() }).from(orders);
    expect(after!.n).toBe(before!.n);
  });

  it("stores the consent as unticked unless the shopper ticked it", async () => {
    const placed = await placeWith({});
    const [row] = await store.db.select({ share: orders.sharePurchase }).from(orders).where(eq(orders.id, placed.json.orderId));
    expect(row).toEqual({ share: false });
  });
});
