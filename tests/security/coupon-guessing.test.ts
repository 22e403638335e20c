import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUARD_MESSAGES, MESSAGES } from "../../src/domain/messages";
import { coupons } from "../../src/server/db/schema";
import { COUPON_LIMITS } from "../../src/server/modules/coupons/coupon-limits";
import { fromAddress, shopper } from "../support/attack-kit";
import { auth, variantWithStock } from "../support/order-kit";
import { createTestStore, type TestStore } from "../support/test-store";

/**
 * Guessing a merchant's codes through the pricing routes (issue 49, finding 4): a script priced
 * 120 codes in 0.3 s and found a private STAFF50.
 */

let store: TestStore;
let items: { _id: string; size: string; color: string; quantity: number }[];

const DAY = 86_400_000;
beforeAll(async () => {
  store = await createTestStore({ config: { trustProxy: true } });
  const v = await variantWithStock(store, 50);
  items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 2 }];
  await store.db.insert(coupons).values([
    { code: "STAFF50", kind: "percent", params: { percent: 50 } },
    { code: "SUMMER20", kind: "percent", params: { percent: 20 }, endsAt: new Date(Date.now() - DAY) },
    { code: "LAUNCH30", kind: "percent", params: { percent: 30 }, usageLimit: 1, usedCount: 1 },
    { code: "PAUSED40", kind: "percent", params: { percent: 40 }, active: false },
  ]);
  store.services.coupons.invalidate();
});
afterAll(() => store?.close());

const quote = (couponCode: string | undefined, from: Record<string, string>) =>
  store.post("/api/order/quote", { items, ...(couponCode === undefined ? {} : { couponCode }) }, from);
const summary = (couponCode: string | undefined, from: Record<string, string>) =>
  store.post("/api/cart/summary", { cartData: { [items[0]!._id]: { [items[0]!.size]: { [items[0]!.color]: 2 } } }, couponCode }, from);

describe("coupon guessing", () => {
  it("an outsider cannot tell a private, expired, spent or paused code from one that does not exist", async () => {
    const from = fromAddress();
    const unknown = (await quote("NOSUCH99", from)).json.quote;
    expect(unknown.coupon).toEqual({ code: "NOSUCH99", applied: false, message: MESSAGES.couponInvalid });
    for (const code of ["STAFF50", "SUMMER20", "LAUNCH30", "PAUSED40"]) {
      for (const ask of [quote, summary]) {
        const res = await ask(code, from);
        expect(res.status).toBe(200);
        const { coupon, ...rest } = res.json.quote ?? res.json;
        expect(coupon).toEqual({ code, applied: false, message: MESSAGES.couponInvalid });
        expect(rest).toMatchObject({ discount: 0, couponRule: null });
      }
    }
    // The codes the shop shows everyone still work without an account.
    expect((await quote("flat10", from)).json.quote).toMatchObject({ coupon: { code: "FLAT10", applied: true } });
  });

  it("a private code is priced for a signed-in shopper, and an invalid one clears it as before", async () => {
    const { token } = await shopper(store, "Meera");
    const from = fromAddress();
    await store.post("/api/cart/update", { itemId: items[0]!._id, size: items[0]!.size, color: items[0]!.color, quantity: 2 }, auth(token));
    const applied = await store.post("/api/cart/coupon", { code: "staff50" }, { ...auth(token), ...from });
    expect(applied.json).toMatchObject({ success: true, coupon: { code: "STAFF50", applied: true } });
    for (const code of ["SUMMER20", "LAUNCH30", "NOSUCH99"]) {
      const refused = await store.post("/api/cart/coupon", { code }, { ...auth(token), ...from });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ success: false, message: MESSAGES.couponInvalid });
    }
    expect((await store.get("/api/cart/summary", auth(token))).json).toMatchObject({ coupon: null, discount: 0 });
  });

  it("one address looks up a limited number of codes, then is told to wait; pricing without a code goes on", async () => {
    const from = fromAddress();
    for (let i = 0; i < COUPON_LIMITS.ip.limit; i++) {
      const ask = i % 2 ? quote : summary;
      expect((await ask(`GUESS${i}`, from)).status).toBe(200);
    }
    for (const ask of [quote, summary]) {
      const over = await ask("STAFF50", from);
      expect(over.status).toBe(429);
      expect(over.json).toEqual({ success: false, message: GUARD_MESSAGES.couponTries(15) });
    }
    expect((await quote(undefined, from)).status).toBe(200);
    expect((await summary(undefined, from)).status).toBe(200);
    // Another address is not held back by this one.
    expect((await quote("FLAT10", fromAddress())).status).toBe(200);
  });

  it("a guest whose cart keeps a public code is priced with it on every change, however many", async () => {
    const from = fromAddress();
    for (let i = 0; i < COUPON_LIMITS.ip.limit + 5; i++) expect((await summary("FLAT10", from)).status).toBe(200);
    expect((await quote("BUY2", from)).status).toBe(200);
  });

  it("an IPv6 client counts by its /64", async () => {
    const block = "2001:db8:49:4";
    for (let i = 0; i < COUPON_LIMITS.ip.limit; i++) {
      expect((await quote(`GUESS${i}`, { "x-forwarded-for": `${block}::${(i + 1).toString(16)}` })).status).toBe(200);
    }
    expect((await quote("STAFF50", { "x-forwarded-for": `${block}:ffff:ffff:ffff:ffff` })).status).toBe(429);
  });

  it("one account looks up a limited number of codes from any number of addresses", async () => {
    const { token } = await shopper(store, "Ravi");
    for (let i = 0; i < COUPON_LIMITS.account.limit; i++) {
      expect((await store.post("/api/cart/coupon", { code: `GUESS${i}` }, { ...auth(token), ...fromAddress() })).status).toBe(400);
    }
    const over = await store.post("/api/cart/coupon", { code: "STAFF50" }, { ...auth(token), ...fromAddress() });
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ success: false, message: GUARD_MESSAGES.couponTries(15) });
    const merged = await store.post("/api/cart/merge", { cartData: {}, couponCode: "STAFF50" }, { ...auth(token), ...fromAddress() });
    expect(merged.status).toBe(429);
    // Clearing the code looks nothing up.
    expect((await store.post("/api/cart/coupon", { code: "" }, { ...auth(token), ...fromAddress() })).status).toBe(200);
  });
});
