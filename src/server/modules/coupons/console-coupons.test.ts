import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../domain/messages";
import { type consoleClient, ownerConsole } from "../../../../tests/support/console-kit";
import { ADDRESS, auth, registerUser, variantWithStock } from "../../../../tests/support/order-kit";
import type { TestStore } from "../../../../tests/support/test-store";
import { auditLog } from "../../db/schema";

let store: TestStore;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;

beforeAll(async () => {
  ({ store, kit, cookie } = await ownerConsole());
});
afterAll(() => store.close());

const india = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });
const day = (offset: number) => india.format(new Date(Date.now() + offset * 86_400_000));
const place = (token: string, body: unknown) => store.post("/api/order/place", body, auth(token, randomUUID()));
const create = (body: Record<string, unknown>) => kit.call("POST", "/api/admin/coupons", cookie, body);
/** A shopper's account cart with `quantity` of one variant (₹ price each), and the code applied to it. */
async function shopperWith(quantity: number, category?: string) {
  const shopper = await registerUser(store, "Zoya");
  const v = await variantWithStock(store, 50, category);
  await store.post("/api/cart/update", { itemId: v.product.id, size: v.size, color: v.color, quantity }, auth(shopper.token));
  const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity }];
  return { ...shopper, v, items, subtotalPaise: v.product.pricePaise * quantity };
}
const apply = (token: string, code: string) => store.post("/api/cart/coupon", { code }, auth(token));

describe("coupons in the console", () => {
  it("lists the seeded FLAT10 and BUY2 with their rules", async () => {
    const res = await kit.call("GET", "/api/admin/coupons", cookie);
    expect(res.json.coupons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: "FLAT10", kind: "percent", value: 10, state: "active", summary: "10% off" }),
        expect.objectContaining({
          code: "BUY2",
          kind: "bundle_fixed_total",
          value: 1500,
          count: 2,
          category: "Oversized T-Shirts",
          requiredTotal: 1798,
          summary: "2 Oversized T-Shirts for ₹1,500 (when they total ₹1,798)",
        }),
      ]),
    );
  });

  it("a flat code with a minimum order and caps is priced like the seeded ones: at the cart, the quote and placement", async () => {
    const a = await shopperWith(2);
    const made = await create({ code: "diwali200", kind: "flat", value: 200, minOrder: a.subtotalPaise / 100, usageLimit: 2, perShopperLimit: 1 });
    expect(made.status).toBe(201);
    expect(made.json.coupon).toMatchObject({ code: "DIWALI200", state: "active", usedCount: 0 });

    // At the cart and the quote: the discount, once the minimum is met.
    const applied = await apply(a.token, " Diwali200 ");
    expect(applied.json).toMatchObject({ coupon: { code: "DIWALI200", applied: true }, discount: 200 });
    const quote = await store.post("/api/order/quote", { paymentMethod: "cod" }, auth(a.token));
    expect(quote.json.quote).toMatchObject({ discount: 200, total: (a.subtotalPaise - 20000) / 100 + quote.json.quote.deliveryFee });
    const guestBelowMinimum = await store.post("/api/order/quote", { items: [{ ...a.items[0], quantity: 1 }], couponCode: "DIWALI200" });
    expect(guestBelowMinimum.json.quote.coupon).toMatchObject({ code: "DIWALI200", applied: false });

    // Placement charges it, and the shopper's one use is spent.
    const placed = await place(a.token, { address: ADDRESS, items: a.items, couponCode: "DIWALI200" });
    expect(placed.status).toBe(200);
    const orders = (await store.post("/api/order/userorders", {}, auth(a.token))).json.orders;
    expect(orders[0]).toMatchObject({ couponCode: "DIWALI200", amount: (a.subtotalPaise - 20000) / 100 + quote.json.quote.deliveryFee });
    await store.post("/api/cart/update", { itemId: a.v.product.id, size: a.v.size, color: a.v.color, quantity: 2 }, auth(a.token));
    expect((await apply(a.token, "DIWALI200")).json).toMatchObject({ success: false, message: MESSAGES.couponInvalid });
    const again = await place(a.token, { address: ADDRESS, items: a.items, couponCode: "DIWALI200" });
    expect(again.json).toMatchObject({ success: false, message: MESSAGES.couponInvalid, field: "couponCode" });

    // Another shopper takes the second and last use; a third finds it used up.
    const b = await shopperWith(2);
    expect((await place(b.token, { address: ADDRESS, items: b.items, couponCode: "DIWALI200" })).status).toBe(200);
    const c = await shopperWith(2);
    expect((await place(c.token, { address: ADDRESS, items: c.items, couponCode: "DIWALI200" })).json.message).toBe(MESSAGES.couponInvalid);
    const listed = (await kit.call("GET", "/api/admin/coupons/diwali200", cookie)).json.coupon;
    expect(listed).toMatchObject({ usedCount: 2, state: "used up" });

    // The first shopper cancels: their use comes back, to them and to the code.
    expect((await store.post("/api/order/cancelOrder", { orderId: placed.json.orderId }, auth(a.token))).status).toBe(200);
    expect((await kit.call("GET", "/api/admin/coupons/diwali200", cookie)).json.coupon).toMatchObject({ usedCount: 1, state: "active" });
    expect((await apply(a.token, "DIWALI200")).json).toMatchObject({ coupon: { code: "DIWALI200", applied: true }, discount: 200 });
  });

  it("a paused code is refused at once and works again when resumed", async () => {
    const s = await shopperWith(1);
    await create({ code: "MONSOON15", kind: "percent", value: 15 });
    expect((await apply(s.token, "MONSOON15")).json.coupon.applied).toBe(true);
    expect((await kit.call("POST", "/api/admin/coupons/MONSOON15/pause", cookie)).json.message).toBe("Coupon MONSOON15 paused.");
    expect((await kit.call("POST", "/api/admin/coupons/MONSOON15/pause", cookie)).status).toBe(409);
    const paused = await place(s.token, { address: ADDRESS, items: s.items, couponCode: "MONSOON15" });
    expect(paused.json).toMatchObject({ success: false, message: MESSAGES.couponInvalid });
    expect((await kit.call("GET", "/api/admin/coupons/MONSOON15", cookie)).json.coupon.state).toBe("paused");
    await kit.call("POST", "/api/admin/coupons/MONSOON15/resume", cookie);
    expect((await apply(s.token, "MONSOON15")).json).toMatchObject({ coupon: { applied: true }, discount: Math.round(s.subtotalPaise * 0.15) / 100 });
    const lines = await store.db.select().from(auditLog).where(eq(auditLog.targetId, "MONSOON15"));
    expect(lines.map((l) => l.action)).toEqual(["coupon.create", "coupon.pause", "coupon.resume"]);
  });

  it("keeps to its dates (India days): refused before its first day and after its last, until edited", async () => {
    const s = await shopperWith(1);
    await create({ code: "HOLI", kind: "percent", value: 20, validFrom: day(1), validTo: day(3) });
    expect((await kit.call("GET", "/api/admin/coupons/HOLI", cookie)).json.coupon).toMatchObject({
      state: "scheduled",
      validFrom: day(1),
      validTo: day(3),
    });
    expect((await apply(s.token, "HOLI")).json.message).toBe(MESSAGES.couponInvalid);
    const edited = await kit.call("PUT", "/api/admin/coupons/holi", cookie, { kind: "percent", value: 20, validFrom: day(0), validTo: day(0) });
    expect(edited.json.coupon).toMatchObject({ state: "active", validTo: day(0) });
    expect((await place(s.token, { address: ADDRESS, items: s.items, couponCode: "HOLI" })).status).toBe(200);
    await kit.call("PUT", "/api/admin/coupons/HOLI", cookie, { kind: "percent", value: 20, validFrom: day(-3), validTo: day(-1) });
    expect((await kit.call("GET", "/api/admin/coupons/HOLI", cookie)).json.coupon.state).toBe("expired");
    const s2 = await shopperWith(1);
    expect((await apply(s2.token, "HOLI")).json.message).toBe(MESSAGES.couponInvalid);
  });

  it("a buy-N code is a bundle like BUY2, and editing BUY2 keeps its rule", async () => {
    const s = await shopperWith(3, "Hoodies");
    await create({ code: "HOODIE3", kind: "bundle_fixed_total", value: 3000, count: 3, category: "Hoodies" });
    const applied = (await apply(s.token, "HOODIE3")).json;
    expect(applied).toMatchObject({ coupon: { applied: true }, discount: (s.subtotalPaise - 300000) / 100 });
    expect(applied.couponRule).toEqual({ code: "HOODIE3", kind: "bundle_fixed_total", category: "Hoodies", count: 3, fixedTotal: 3000 });

    const buy2 = (await kit.call("GET", "/api/admin/coupons/BUY2", cookie)).json.coupon;
    const { kind, value, count, category, requiredTotal } = buy2;
    expect((await kit.call("PUT", "/api/admin/coupons/BUY2", cookie, { kind, value, count, category, requiredTotal })).status).toBe(200);
    expect((await kit.call("GET", "/api/admin/coupons/BUY2", cookie)).json.coupon).toEqual(buy2);
    const rule = (await store.services.coupons.readRules()).find((r) => r.code === "BUY2");
    expect(rule).toMatchObject({ kind: "bundle_fixed_total", count: 2, requiredTotalPaise: 179800, fixedTotalPaise: 150000 });
  });

  it.each<[string, Record<string, unknown>, string, string | RegExp]>([
    ["a code with spaces", { code: "NEW YEAR", kind: "percent", value: 10 }, "code", "Code must be 3 to 20 letters or digits."],
    ["a taken code in another case", { code: "flat10", kind: "percent", value: 5 }, "code", "A coupon with this code already exists."],
    ["an unknown type", { code: "BOGO", kind: "bogo", value: 1 }, "kind", /^Type must be/],
    ["a percent over 100", { code: "TOOMUCH", kind: "percent", value: 150 }, "value", /^A percent off must be/],
    ["a flat amount of 0", { code: "NOTHING", kind: "flat", value: 0 }, "value", /^The amount off must be/],
    ["a buy-N without a count", { code: "BUYN", kind: "bundle_fixed_total", value: 999, category: "Hoodies" }, "count", /number of items/],
    ["a buy-N without a category", { code: "BUYN", kind: "bundle_fixed_total", value: 999, count: 2 }, "category", /category/],
    ["an unknown category", { code: "BUYN", kind: "bundle_fixed_total", value: 999, count: 2, category: "Socks" }, "category", /^Category must be/],
    [
      "a flat code with a category",
      { code: "FLATCAT", kind: "flat", value: 50, category: "Hoodies" },
      "category",
      "Only a buy-N code has a category.",
    ],
    [
      "a percent code with a number of items",
      { code: "PCTN", kind: "percent", value: 5, count: 3 },
      "count",
      "Only a buy-N code has a number of items.",
    ],
    ["a minimum order in text", { code: "MINTEXT", kind: "flat", value: 50, minOrder: "500" }, "minOrder", /^Minimum order must be a number/],
    [
      "a per-shopper cap of 0",
      { code: "ZERO", kind: "flat", value: 50, perShopperLimit: 0 },
      "perShopperLimit",
      /^Uses per shopper must be at least 1/,
    ],
    [
      "an end before the start",
      { code: "BACKWARDS", kind: "flat", value: 50, validFrom: "2026-12-10", validTo: "2026-12-01" },
      "validTo",
      /on or after/,
    ],
    ["a date that is not one", { code: "BADDAY", kind: "flat", value: 50, validFrom: "10/12/2026" }, "validFrom", /^Valid from: use a date like/],
  ])("refuses %s, naming the field, and stores nothing", async (_name, body, field, message) => {
    const before = (await kit.call("GET", "/api/admin/coupons", cookie)).json.coupons.length;
    const res = await create(body);
    expect(res.status).toBe(field === "code" && /taken/.test(_name) ? 409 : 400);
    expect(res.json).toMatchObject({ success: false, field, message: expect.stringMatching(message) });
    expect((await kit.call("GET", "/api/admin/coupons", cookie)).json.coupons).toHaveLength(before);
  });

  it("makes a code once when two merchants create it at the same moment", async () => {
    const both = await Promise.all([create({ code: "TWICE", kind: "percent", value: 5 }), create({ code: "twice", kind: "flat", value: 50 })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.json).toMatchObject({ field: "code", message: "A coupon with this code already exists." });
  });

  it("answers 404 for an unknown code", async () => {
    expect((await kit.call("PUT", "/api/admin/coupons/NOSUCH", cookie, { kind: "percent", value: 5 })).status).toBe(404);
    expect((await kit.call("POST", "/api/admin/coupons/NOSUCH/pause", cookie)).status).toBe(404);
  });
});
