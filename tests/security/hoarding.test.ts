import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOLD_MESSAGES } from "../../src/domain/messages";
import { mailOutbox, orders, users } from "../../src/server/db/schema";
import { UNCONFIRMED_COD_PER_ADDRESS } from "../../src/server/modules/orders/hold-caps";
import { ORDER_ADDRESS_LIMIT } from "../../src/server/modules/orders/order-limits";
import { expectNothingChanged } from "../support/attack-kit";
import { consoleClient } from "../support/console-kit";
import { addressBlock } from "../../src/server/http/address-block";
import { ADDRESS, auth, stockOf, variantWithStock } from "../support/order-kit";
import { createTestStore, type TestStore } from "../support/test-store";

/**
 * Stock hoarding: one shopper placing orders for a variant's stock and holding it (COD, or an
 * unpaid online order's hold), then canceling and repeating, so nobody else can buy it.
 */

let store: TestStore;
let variant: Awaited<ReturnType<typeof variantWithStock>>;
let addressSeq = 0;
/** Each test shops from an address of its own (the store trusts X-Forwarded-For here). */
const fromNewAddress = () => ({ "x-forwarded-for": `10.13.0.${++addressSeq}` });

beforeAll(async () => {
  store = await createTestStore({ config: { trustProxy: true } });
  // Tees: ten of them stay under the cash-on-delivery ceiling.
  variant = await variantWithStock(store, 500, "Oversized T-Shirts");
});
afterAll(() => store?.close());

const line = (quantity = 1) => [{ _id: variant.product.id, size: variant.size, color: variant.color, quantity }];

/** A new account, signed up from an address of its own (the file makes more than one address may). */
async function shopper(name: string) {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const r = await store.post("/api/user/register", { name, email, password: "correct horse battery" }, fromNewAddress());
  const token = r.json?.token as string;
  if (!token) throw new Error(`register failed: ${r.text}`);
  const [row] = await store.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { token, id: row!.id };
}

function place(token: string, from: Record<string, string>, quantity = 1) {
  return store.post("/api/order/place", { address: ADDRESS, items: line(quantity) }, { ...auth(token, randomUUID()), ...from });
}

async function ordersOf(userId: string) {
  const [row] = await store.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row!.n;
}

describe("stock hoarding", () => {
  it("refuses a fourth undelivered cash-on-delivery order on one account, and writes nothing", async () => {
    const asha = await shopper("Asha");
    const from = fromNewAddress();
    for (let i = 0; i < 3; i++) expect((await place(asha.token, from)).status).toBe(200);
    const stock = await stockOf(store, variant);

    const fourth = await place(asha.token, from);
    expect(fourth.status).toBe(409);
    expect(fourth.json).toMatchObject({ success: false, message: HOLD_MESSAGES.openCodOrders(3) });
    expect(await ordersOf(asha.id)).toBe(3);
    expect(await stockOf(store, variant)).toBe(stock);

    // Once a parcel has arrived, that order holds nothing any more.
    const [first] = await store.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, asha.id)).limit(1);
    await store.db.update(orders).set({ status: "Delivered", payment: true }).where(eq(orders.id, first!.id));
    expect((await place(asha.token, from)).status).toBe(200);
  });

  it("refuses more than 20 units on hold across an account's open orders, and writes nothing", async () => {
    const kabir = await shopper("Kabir");
    const from = fromNewAddress();
    expect((await place(kabir.token, from, 10)).status).toBe(200);
    const second = await place(kabir.token, from, 10);
    expect(second.status).toBe(200);
    const stock = await stockOf(store, variant);

    const over = await place(kabir.token, from, 1);
    expect(over.status).toBe(409);
    expect(over.json).toMatchObject({ success: false, message: HOLD_MESSAGES.unitsOnHold(20, 20), field: "items" });
    expect(await ordersOf(kabir.id)).toBe(2);
    expect(await stockOf(store, variant)).toBe(stock);

    // A canceled order gives its units back to the account's allowance as well as to the shop.
    const cancel = await store.post("/api/order/cancelOrder", { orderId: second.json.orderId }, auth(kabir.token));
    expect(cancel.status).toBe(200);
    expect((await place(kabir.token, from, 1)).status).toBe(200);
  });

  it("stops placing and canceling over and over at 10 orders an hour per account, and writes nothing", async () => {
    const tara = await shopper("Tara");
    const from = fromNewAddress();
    for (let i = 0; i < store.config.orderCaps.ordersPerHour; i++) {
      const placed = await place(tara.token, from);
      expect(placed.status).toBe(200);
      expect((await store.post("/api/order/cancelOrder", { orderId: placed.json.orderId }, auth(tara.token))).status).toBe(200);
    }
    const stock = await stockOf(store, variant);

    const again = await place(tara.token, fromNewAddress());
    expect(again.status).toBe(429);
    expect(again.json).toMatchObject({ success: false, message: HOLD_MESSAGES.ordersPerAccount(10) });
    expect(await ordersOf(tara.id)).toBe(10);
    expect(await stockOf(store, variant)).toBe(stock);
  });

  it("stops one address placing orders through many accounts past 30 an hour, and writes nothing", async () => {
    const from = fromNewAddress();
    const accounts = await Promise.all(Array.from({ length: 10 }, (_, i) => shopper(`Buyer${i}`)));
    // Each order is confirmed as it is placed, so that the cap on unconfirmed ones (the next case) stays out of the way.
    for (const a of accounts)
      for (let i = 0; i < 3; i++) {
        const placed = await place(a.token, from);
        expect(placed.status).toBe(200);
        await store.db.update(orders).set({ codConfirmedAt: new Date(), codConfirmedBy: "shopper" }).where(eq(orders.id, placed.json.orderId));
      }
    const zoya = await shopper("Zoya");
    const stock = await stockOf(store, variant);

    const next = await place(zoya.token, from);
    expect(next.status).toBe(429);
    expect(next.json).toMatchObject({ success: false, message: HOLD_MESSAGES.ordersPerAddress(ORDER_ADDRESS_LIMIT.limit) });
    expect(await ordersOf(zoya.id)).toBe(0);
    expect(await stockOf(store, variant)).toBe(stock);
    // The same account from its own network is not held back by the crowded one.
    expect((await place(zoya.token, fromNewAddress())).status).toBe(200);
  });

  it("refuses a sixth unconfirmed cash-on-delivery order from one address (an IPv6 /64), whatever the accounts, and writes nothing", async () => {
    // Five throwaway accounts, each with one order, from five addresses of one /64.
    const block = `2001:db8:${++addressSeq}:7`;
    for (let i = 1; i <= UNCONFIRMED_COD_PER_ADDRESS; i++) {
      const a = await shopper(`Throwaway${i}`);
      expect((await place(a.token, { "x-forwarded-for": `${block}::${i}` })).status).toBe(200);
    }
    const sixth = await shopper("Throwaway6");
    const stock = await stockOf(store, variant);
    const refused = await expectNothingChanged(store, () => place(sixth.token, { "x-forwarded-for": `${block}:ffff:ffff:ffff:ffff` }));
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ success: false, message: HOLD_MESSAGES.unconfirmedCodPerAddress(5), field: "paymentMethod" });
    expect(await ordersOf(sixth.id)).toBe(0);
    expect(await stockOf(store, variant)).toBe(stock);

    // Another network is not held back by this one.
    expect((await place(sixth.token, { "x-forwarded-for": `2001:db8:${++addressSeq}:7::1` })).status).toBe(200);
    // A shopper who confirms from the mail frees a place for the address.
    const [first] = await store.db
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(eq(orders.placedFrom, addressBlock(`${block}::1`)))
      .limit(1);
    const [account] = await store.db.select({ email: users.email }).from(users).where(eq(users.id, first!.userId));
    const mail = await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, account!.email));
    const token = mail.map((m) => m.text.match(/order-confirm\?token=([\w-]+)/)?.[1]).find(Boolean)!;
    expect((await store.post("/api/order/cod/confirm", { token })).status).toBe(200);
    expect((await place(sixth.token, { "x-forwarded-for": `${block}::99` })).status).toBe(200);
  });

  it("does not count a malformed order against the limits", async () => {
    const veer = await shopper("Veer");
    const from = fromNewAddress();
    for (let i = 0; i < store.config.orderCaps.ordersPerHour + 2; i++) {
      const bad = await store.post("/api/order/place", { address: ADDRESS, items: [] }, { ...auth(veer.token, randomUUID()), ...from });
      expect(bad.status).toBe(400);
    }
    expect((await place(veer.token, from)).status).toBe(200);
  });

  it("counts the orders an account placed, not the ones refused (a coupon retyped, say)", async () => {
    const ira = await shopper("Ira");
    const items = [{ _id: variant.product.id, size: variant.size, color: variant.color, quantity: 1 }];
    for (let i = 0; i < store.config.orderCaps.ordersPerHour + 2; i++) {
      const refused = await store.post(
        "/api/order/place",
        { address: ADDRESS, items, couponCode: `NOPE${i}` },
        { ...auth(ira.token, randomUUID()), ...fromNewAddress() },
      );
      expect(refused.status).toBe(400);
    }
    expect((await place(ira.token, fromNewAddress())).status).toBe(200);
    expect(await ordersOf(ira.id)).toBe(1);
  });
});

/** Every number anywhere in a JSON value. */
function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(numbersIn);
  return [];
}

describe("stock told to shoppers", () => {
  /** A sweatshirt's size, apart from the tee the hoarding cases buy. */
  const withStock = (stock: number) => variantWithStock(store, stock, "Sweatshirts");
  const quote = (v: Awaited<ReturnType<typeof withStock>>) =>
    store.post("/api/order/quote", { items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }] });

  it("the anonymous quote says in stock, only N left or sold out, never the count of a well-stocked size", async () => {
    const plenty = await quote(await withStock(7919));
    expect(plenty.status).toBe(200);
    expect(plenty.json.quote.lines[0]).toMatchObject({ status: "ok", availability: "in_stock", left: null });
    expect(numbersIn(plenty.json)).not.toContain(7919);

    expect((await quote(await withStock(4))).json.quote.lines[0]).toMatchObject({ status: "ok", availability: "few_left", left: 4 });
    expect((await quote(await withStock(0))).json.quote.lines[0]).toMatchObject({
      status: "sold_out",
      availability: "sold_out",
      left: 0,
      available: false,
    });
  });

  it("the product list and page carry which sizes are sold out, never a count; the console sees the exact stock", async () => {
    // A count no other figure of the product (price, rating, review count) is likely to share.
    const v = await withStock(7919);
    const listed = await store.get("/api/product/list");
    const product = (listed.json.products as { _id: string; slug: string }[]).find((p) => p._id === v.product.id)!;
    const page = await store.get(`/api/product/by-slug/${product.slug}`);
    expect(page.status).toBe(200);
    for (const body of [product, page.json]) {
      expect(JSON.stringify(body)).not.toMatch(/"(stock|left)"\s*:/);
      expect(numbersIn(body)).not.toContain(7919);
    }

    const kit = consoleClient(store);
    await kit.createOwner();
    const { cookie } = await kit.signIn();
    const detail = await kit.call("GET", `/api/admin/products/${v.product.id}`, cookie);
    expect(detail.status).toBe(200);
    expect(detail.json.product.stock).toContainEqual({ size: v.size, color: v.color, stock: 7919 });
  });
});
