import { describe, expect, it } from "vitest";
import { type CouponLine, type CouponRule, SEEDED_COUPONS, evaluateCoupon, normalizeCouponCode, ruleFromRupees, ruleInRupees } from "./coupons";

type Line = CouponLine & { productId: string; color?: string; name?: string };
const tee = (over: Partial<Line> = {}): Line => ({
  productId: "tee",
  quantity: 1,
  category: "Oversized T-Shirts",
  unitPricePaise: 89900,
  available: true,
  ...over,
});
const hoodie = (over: Partial<Line> = {}) => tee({ productId: "hoodie", category: "Hoodies", ...over });

const INVALID = { ok: false, message: "Invalid Coupon" } as const;

describe("normalizeCouponCode", () => {
  it.each([
    [" buy2 ", "BUY2"],
    ["Flat10", "FLAT10"],
    ["\tflat10\n", "FLAT10"],
    ["", ""],
  ])("%j -> %j", (input, code) => {
    expect(normalizeCouponCode(input)).toBe(code);
  });
});

describe("evaluateCoupon with the seeded rules", () => {
  it.each<[string, string, Line[], object]>([
    ["FLAT10 on one 899 tee", "FLAT10", [tee()], { ok: true, code: "FLAT10", discountPaise: 8990 }],
    ["FLAT10 lower case with spaces", "  flat10 ", [tee()], { ok: true, code: "FLAT10", discountPaise: 8990 }],
    ["FLAT10 on a mixed cart", "FLAT10", [tee({ quantity: 2 }), hoodie({ unitPricePaise: 149900 })], { ok: true, discountPaise: 32970 }],
    ["FLAT10 rounds half up", "FLAT10", [tee({ unitPricePaise: 12345 })], { ok: true, discountPaise: 1235 }],
    ["FLAT10 ignores unavailable lines", "FLAT10", [tee(), hoodie({ available: false })], { ok: true, discountPaise: 8990 }],
    ["FLAT10 on an empty cart", "FLAT10", [], INVALID],
    ["FLAT10 when nothing is available", "FLAT10", [tee({ available: false })], INVALID],
    ["BUY2 with 1 shirt", "BUY2", [tee()], INVALID],
    ["BUY2 with 2 shirts on one line", "BUY2", [tee({ quantity: 2 })], { ok: true, code: "BUY2", discountPaise: 29800 }],
    ["BUY2 with 2 shirts on two lines", "BUY2", [tee(), tee({ productId: "tee2", color: "#F6F6F6" })], { ok: true, discountPaise: 29800 }],
    ["BUY2 lower case with spaces", " buy2 ", [tee({ quantity: 2 })], { ok: true, code: "BUY2", discountPaise: 29800 }],
    ["BUY2 with category in other casing", "BUY2", [tee({ quantity: 2, category: "oversized t-shirts" })], { ok: true, discountPaise: 29800 }],
    ["BUY2 with 3 shirts", "BUY2", [tee({ quantity: 3 })], INVALID],
    ["BUY2 with 2 + 1 shirts", "BUY2", [tee({ quantity: 2 }), tee({ productId: "tee2" })], INVALID],
    ["BUY2 with two cheaper shirts", "BUY2", [tee({ quantity: 2, unitPricePaise: 79900 })], INVALID],
    // The rule is on the pair's total (₹1798), not on each price.
    [
      "BUY2 with 999 + 799 shirts",
      "BUY2",
      [tee({ unitPricePaise: 99900 }), tee({ productId: "t2", unitPricePaise: 79900 })],
      { ok: true, discountPaise: 29800 },
    ],
    [
      "BUY2 with 3 shirts that total 1798",
      "BUY2",
      [tee({ quantity: 2, unitPricePaise: 59900 }), tee({ productId: "t2", unitPricePaise: 60000 })],
      INVALID,
    ],
    ["BUY2 with 999 + 899 shirts", "BUY2", [tee({ unitPricePaise: 99900 }), tee({ productId: "t2" })], INVALID],
    ["BUY2 with two dearer shirts", "BUY2", [tee({ quantity: 2, unitPricePaise: 99900 })], INVALID],
    ["BUY2 with a shirt and a hoodie", "BUY2", [tee(), hoodie()], INVALID],
    ["BUY2 with 2 shirts and a hoodie", "BUY2", [tee({ quantity: 2 }), hoodie()], INVALID],
    [
      "BUY2 with 2 shirts and an unavailable hoodie",
      "BUY2",
      [tee({ quantity: 2 }), hoodie({ available: false })],
      { ok: true, discountPaise: 29800 },
    ],
    ["BUY2 with 2 hoodies at 899", "BUY2", [hoodie({ quantity: 2 })], INVALID],
    ["unknown code", "FREE100", [tee()], { ok: false, code: "FREE100", message: "Invalid Coupon" }],
    ["empty code", "   ", [tee()], { ok: false, code: "", message: "Invalid Coupon" }],
  ])("%s", (_name, input, lines, expected) => {
    expect(evaluateCoupon(input, SEEDED_COUPONS, lines, 0)).toMatchObject(expected);
  });

  it("leaves BUY2 at a flat ₹1500", () => {
    const lines = [tee({ quantity: 2 })];
    const r = evaluateCoupon("BUY2", SEEDED_COUPONS, lines);
    expect(r.ok && 179800 - r.discountPaise).toBe(150000);
  });
});

describe("evaluateCoupon: activity and dates", () => {
  const rule = (over: Partial<CouponRule>): CouponRule[] => [{ code: "SALE", kind: "percent", percent: 20, ...over } as CouponRule];
  const lines = [tee()];
  it.each<[string, Partial<CouponRule>, number, boolean]>([
    ["no dates", {}, 5_000, true],
    ["active true", { active: true }, 5_000, true],
    ["inactive", { active: false }, 5_000, false],
    ["before start", { startsAt: 1_000 }, 999, false],
    ["at start", { startsAt: 1_000 }, 1_000, true],
    ["before end", { endsAt: 2_000 }, 1_999, true],
    ["at end", { endsAt: 2_000 }, 2_000, false],
    ["null dates", { startsAt: null, endsAt: null }, 5_000, true],
    ["inside window", { startsAt: 1_000, endsAt: 2_000 }, 1_500, true],
  ])("%s", (_name, over, now, ok) => {
    const r = evaluateCoupon("sale", rule(over), lines, now);
    expect(r.ok).toBe(ok);
    if (r.ok) expect(r.discountPaise).toBe(17980);
  });

  it("matches rule codes stored in another casing", () => {
    expect(evaluateCoupon("SALE", rule({ code: " sale " }), lines, 0).ok).toBe(true);
  });
});

describe("a rule on the wire, in rupees", () => {
  it.each(SEEDED_COUPONS.map((r) => [r.code, r] as const))("%s goes out and comes back unchanged", (_code, rule) => {
    expect(ruleFromRupees(ruleInRupees(rule))).toEqual(rule);
  });

  it("carries BUY2's totals in rupees", () => {
    expect(ruleInRupees(SEEDED_COUPONS.find((r) => r.code === "BUY2")!)).toMatchObject({ requiredTotal: 1798, fixedTotal: 1500 });
  });
});

describe("evaluateCoupon: the kinds and limits a merchant sets", () => {
  const one = (rule: Partial<CouponRule> & Pick<CouponRule, "kind">) => [{ code: "DIWALI", ...rule } as CouponRule];
  it.each<[string, CouponRule[], Line[], object]>([
    ["a flat ₹200 off", one({ kind: "flat", amountPaise: 20000 }), [tee()], { ok: true, discountPaise: 20000 }],
    ["a flat amount above the cart takes the cart", one({ kind: "flat", amountPaise: 200000 }), [tee()], { ok: true, discountPaise: 89900 }],
    [
      "a minimum order met exactly",
      one({ kind: "percent", percent: 10, minOrderPaise: 179800 }),
      [tee({ quantity: 2 })],
      { ok: true, discountPaise: 17980 },
    ],
    ["a minimum order not met", one({ kind: "flat", amountPaise: 20000, minOrderPaise: 179801 }), [tee({ quantity: 2 })], INVALID],
    [
      "a minimum order counts charged lines only",
      one({ kind: "flat", amountPaise: 100, minOrderPaise: 100000 }),
      [tee(), hoodie({ available: false })],
      INVALID,
    ],
    [
      "buy 3 hoodies for ₹3000, any prices",
      one({ kind: "bundle_fixed_total", category: "Hoodies", count: 3, fixedTotalPaise: 300000 }),
      [hoodie({ quantity: 2, unitPricePaise: 149900 }), hoodie({ productId: "h2", unitPricePaise: 129900 })],
      { ok: true, discountPaise: 129700 },
    ],
    [
      "buy 3 with 2 units",
      one({ kind: "bundle_fixed_total", category: "Hoodies", count: 3, fixedTotalPaise: 300000 }),
      [hoodie({ quantity: 2 })],
      INVALID,
    ],
    [
      "buy N whose units already cost less than the fixed total",
      one({ kind: "bundle_fixed_total", category: "Hoodies", count: 2, fixedTotalPaise: 300000 }),
      [hoodie({ quantity: 2 })],
      INVALID,
    ],
  ])("%s", (_name, rules, lines, expected) => {
    expect(evaluateCoupon("diwali", rules, lines, 0)).toMatchObject(expected);
  });

  it("stops at the per-shopper cap, counted in the shopper's placed orders", () => {
    const rules = one({ kind: "percent", percent: 10, perShopperLimit: 2 });
    expect(evaluateCoupon("DIWALI", rules, [tee()], 0, 0).ok).toBe(true);
    expect(evaluateCoupon("DIWALI", rules, [tee()], 0, 1).ok).toBe(true);
    expect(evaluateCoupon("DIWALI", rules, [tee()], 0, 2)).toMatchObject(INVALID);
  });

  it("sends a merchant's rule to the browser without its dates, caps or pause", () => {
    const rule: CouponRule = {
      code: "DIWALI",
      kind: "flat",
      amountPaise: 20050,
      minOrderPaise: 150000,
      perShopperLimit: 1,
      startsAt: 1,
      endsAt: 2,
      active: true,
    };
    expect(ruleInRupees(rule)).toEqual({ code: "DIWALI", kind: "flat", amount: 200.5, minOrder: 1500 });
    expect(ruleFromRupees(ruleInRupees(rule))).toEqual({ code: "DIWALI", kind: "flat", amountPaise: 20050, minOrderPaise: 150000 });
  });
});
