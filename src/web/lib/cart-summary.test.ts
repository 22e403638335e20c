import { describe, expect, it } from "vitest";
import type { CartMap } from "../../domain/cart";
import { SEEDED_COUPONS, ruleInRupees } from "../../domain/coupons";
import { repriceLocally } from "./cart-reprice";
import type { CartSummary, SummaryLine } from "./cart-summary";

const line = (over: Partial<SummaryLine>): SummaryLine => ({
  productId: "tee",
  size: "M",
  color: "#151515",
  quantity: 1,
  name: "Magma Black Oversized Tee",
  slug: "magma_black_oversized_tee",
  image: "",
  category: "Oversized T-Shirts",
  colorName: "Magma Black",
  price: 899,
  available: true,
  status: "ok",
  availability: "in_stock",
  left: null,
  ...over,
});
const rule = (code: string | null) => {
  const r = SEEDED_COUPONS.find((c) => c.code === code);
  return r ? ruleInRupees(r) : null;
};

function summary(lines: SummaryLine[], code: string | null): CartSummary {
  return {
    lines,
    deliveryRule: { fee: 0, freeFrom: 500 },
    subtotal: 0,
    discount: 0,
    deliveryFee: 0,
    codFee: 0,
    total: 0,
    itemCount: 0,
    coupon: code ? { code, applied: true } : null,
    couponRule: rule(code),
  };
}

describe("repriceLocally (the browser's figures until the server answers)", () => {
  const two = [line({}), line({ productId: "tee2", color: "#F6F6F6" })];
  it.each<[string, CartSummary, CartMap, number, number, boolean | null]>([
    ["BUY2 still holds for two tees", summary(two, "BUY2"), { tee: { M: { "#151515": 1 } }, tee2: { M: { "#F6F6F6": 1 } } }, 298, 1500, true],
    ["BUY2 lapses at three tees", summary(two, "BUY2"), { tee: { M: { "#151515": 2 } }, tee2: { M: { "#F6F6F6": 1 } } }, 0, 2697, false],
    ["FLAT10 follows the new quantity", summary(two, "FLAT10"), { tee: { M: { "#151515": 3 } }, tee2: { M: { "#F6F6F6": 1 } } }, 359.6, 3236.4, true],
    ["a removed line leaves the totals", summary(two, null), { tee: { M: { "#151515": 1 } } }, 0, 899, null],
    [
      "a sold-out line is never charged",
      summary(
        [line({ status: "sold_out", available: false, availability: "sold_out", left: 0 }), line({ productId: "tee2", color: "#F6F6F6" })],
        null,
      ),
      { tee: { M: { "#151515": 1 } }, tee2: { M: { "#F6F6F6": 1 } } },
      0,
      899,
      null,
    ],
    [
      "a short line is charged once lowered to the stock",
      summary([line({ status: "short", available: false, quantity: 5, availability: "few_left", left: 2 })], null),
      { tee: { M: { "#151515": 2 } } },
      0,
      1798,
      null,
    ],
    [
      "a short line whose count is not told is charged once lowered below the quantity found short",
      summary([line({ status: "short", available: false, quantity: 9, availability: "in_stock", left: null })], null),
      { tee: { M: { "#151515": 8 } } },
      0,
      7192,
      null,
    ],
    [
      "a gone line stays out",
      summary(
        [
          line({ status: "unavailable", available: false, name: "", price: 0, availability: null, left: null }),
          line({ productId: "tee2", color: "#F6F6F6" }),
        ],
        null,
      ),
      { tee: { M: { "#151515": 1 } }, tee2: { M: { "#F6F6F6": 2 } } },
      0,
      1798,
      null,
    ],
  ])("%s", (_name, s, cart, discount, total, applied) => {
    const next = repriceLocally(s, cart);
    expect(next.discount).toBe(discount);
    expect(next.total).toBe(total);
    expect(next.coupon?.applied ?? null).toBe(applied);
  });

  it("keeps a guest's lower-case colour code, so the line is found in the browser's map", () => {
    const s = summary([line({ color: "#f6f6f6", productId: "tee2" })], null);
    const next = repriceLocally(s, { tee2: { M: { "#f6f6f6": 3 } } });
    expect(next.lines.map((l) => [l.color, l.quantity])).toEqual([["#f6f6f6", 3]]);
    expect(next.total).toBe(2697);
  });
});

describe("repriceLocally with a code made in the console", () => {
  const withRule = (code: string, couponRule: CartSummary["couponRule"]): CartSummary => ({
    ...summary([line({})], null),
    coupon: { code, applied: true },
    couponRule,
  });
  it.each<[string, CartSummary, number, number, number, boolean]>([
    ["a flat ₹150 above its minimum", withRule("TEEJ150", { code: "TEEJ150", kind: "flat", amount: 150, minOrder: 1500 }), 2, 150, 1648, true],
    ["the same code below its minimum", withRule("TEEJ150", { code: "TEEJ150", kind: "flat", amount: 150, minOrder: 1500 }), 1, 0, 899, false],
    [
      "a buy-3 bundle without an exact total",
      withRule("TEE3", { code: "TEE3", kind: "bundle_fixed_total", category: "Oversized T-Shirts", count: 3, fixedTotal: 2000 }),
      3,
      697,
      2000,
      true,
    ],
  ])("%s", (_name, s, quantity, discount, total, applied) => {
    const next = repriceLocally(s, { tee: { M: { "#151515": quantity } } });
    expect(next.discount).toBe(discount);
    expect(next.total).toBe(total);
    expect(next.coupon?.applied).toBe(applied);
  });
});
