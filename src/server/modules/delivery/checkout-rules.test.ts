import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS, auth, registerUser, stockOf, variantWithStock } from "../../../../tests/support/order-kit";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { INDIA_MESSAGES } from "../../../domain/messages";
import { testConfig } from "../../config";
import { orderItems, orders, products } from "../../db/schema";

/** A store whose COD costs ₹49, stops at ₹2,000 (so one hoodie crosses the cap) and does not reach the North-East or remote areas. */
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({
    config: {
      ipRateLimitScale: 20,
      policy: {
        ...testConfig().policy,
        cod: { feePaise: 4900, maxOrderPaise: 200_000, zones: ["same-city", "same-state", "metro", "rest-of-india"] },
      },
    },
  });
});
afterAll(() => store?.close());

const place = (token: string, body: unknown, path = "/api/order/place") => store.post(path, body, auth(token, randomUUID()));
const orderRow = async (id: string) => (await store.db.select().from(orders).where(eq(orders.id, id)))[0]!;

async function tee(stock = 10) {
  return variantWithStock(store, stock, "Oversized T-Shirts");
}
const line = (v: Awaited<ReturnType<typeof tee>>, quantity = 1) => [{ _id: v.product.id, size: v.size, color: v.color, quantity }];

describe("delivery addresses are checked against India Post's PIN codes", () => {
  it("refuses an unknown PIN, naming the field, and writes nothing", async () => {
    const { token } = await registerUser(store);
    const v = await tee(5);
    const r = await place(token, { address: { ...ADDRESS, zipcode: "999999" }, items: line(v) });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ success: false, message: INDIA_MESSAGES.pinInvalid, field: "address.zipcode" });
    expect(await stockOf(store, v)).toBe(5);
    expect(await store.post("/api/order/userorders", {}, auth(token)).then((x) => x.json.orders)).toEqual([]);
  });

  it("refuses a state that is not the PIN's", async () => {
    const { token } = await registerUser(store);
    const v = await tee();
    const r = await place(token, { address: { ...ADDRESS, zipcode: "411004", state: "Karnataka" }, items: line(v) });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ success: false, message: INDIA_MESSAGES.pinStateMismatch("Maharashtra"), field: "address.state" });
  });

  it("fills an empty state from the PIN", async () => {
    const { token } = await registerUser(store);
    const v = await tee();
    const r = await place(token, { address: { ...ADDRESS, zipcode: "560001", city: "Bengaluru", state: "" }, items: line(v) });
    expect(r.status).toBe(200);
    expect(((await orderRow(r.json.orderId)).address as { state: string }).state).toBe("Karnataka");
  });

  it("refuses an unknown PIN on a saved address too", async () => {
    const { token } = await registerUser(store);
    const bad = await store.post(
      "/api/user/profile",
      { address: { street: "1 MG Road", city: "Pune", state: "Maharashtra", zip: "999999", country: "India" } },
      auth(token),
    );
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ success: false, message: INDIA_MESSAGES.pinInvalid, field: "address.zip" });
    const ok = await store.post(
      "/api/user/profile",
      { address: { street: "1 MG Road", city: "Pune", state: "Maharashtra", zip: "411004", country: "India" } },
      auth(token),
    );
    expect(ok.json.success).toBe(true);
  });
});

describe("cash on delivery: the fee shown is the fee charged; the cap and zones refuse", () => {
  it("quotes the COD fee as its own line and charges exactly that total", async () => {
    const { token } = await registerUser(store);
    const v = await tee();
    await store.post("/api/cart/add", { itemId: v.product.id, size: v.size, color: v.color }, auth(token));
    const quote = (await store.post("/api/order/quote", { paymentMethod: "cod" }, auth(token))).json.quote;
    const price = v.product.pricePaise / 100;
    expect(quote).toMatchObject({ subtotal: price, codFee: 49, total: price + 49 });
    const online = (await store.post("/api/order/quote", { paymentMethod: "razorpay" }, auth(token))).json.quote;
    expect(online).toMatchObject({ codFee: 0, total: price });

    const r = await place(token, { address: ADDRESS, items: line(v), amount: 1 });
    expect(r.status).toBe(200);
    const row = await orderRow(r.json.orderId);
    expect(row.codFeePaise).toBe(4900);
    expect(row.amountPaise / 100).toBe(quote.total);
  });

  it("refuses COD above the cap, saying why", async () => {
    const { token } = await registerUser(store);
    const v = await tee();
    const over = Math.floor(200_000 / v.product.pricePaise) + 1;
    const r = await place(token, { address: ADDRESS, items: line(v, over) });
    expect(r.status).toBe(422);
    expect(r.json).toEqual({ success: false, message: INDIA_MESSAGES.codOverCap("₹2,000"), field: "paymentMethod" });
  });

  it("refuses COD in a zone the merchant took it out of", async () => {
    const { token } = await registerUser(store);
    const v = await tee();
    const r = await place(token, { address: { ...ADDRESS, city: "Agartala", state: "Tripura", zipcode: "799001" }, items: line(v) });
    expect(r.status).toBe(422);
    expect(r.json).toEqual({ success: false, message: INDIA_MESSAGES.codNotInZone, field: "paymentMethod" });
  });
});

describe("each order line keeps its GST", () => {
  it("CGST + SGST in the store's state, IGST elsewhere, with the product's HSN", async () => {
    const { token } = await registerUser(store);
    const v = await tee();
    const intra = await place(token, { address: ADDRESS, items: line(v) });
    const inter = await place(token, { address: { ...ADDRESS, city: "Bengaluru", state: "Karnataka", zipcode: "560001" }, items: line(v) });
    const [a] = await store.db.select().from(orderItems).where(eq(orderItems.orderId, intra.json.orderId));
    const [b] = await store.db.select().from(orderItems).where(eq(orderItems.orderId, inter.json.orderId));
    const [p] = await store.db.select().from(products).where(eq(products.id, v.product.id));
    expect(p!.hsn).toBe("6109");
    expect(a).toMatchObject({ hsn: "6109", gstRate: 5, igstPaise: 0, netPaise: v.product.pricePaise });
    expect(a!.taxablePaise! + a!.cgstPaise! + a!.sgstPaise!).toBe(v.product.pricePaise);
    expect(b).toMatchObject({ hsn: "6109", gstRate: 5, cgstPaise: 0, sgstPaise: 0 });
    expect(b!.taxablePaise! + b!.igstPaise!).toBe(v.product.pricePaise);
  });
});
