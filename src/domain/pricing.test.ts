import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CartLine } from "./cart";
import { SEEDED_COUPONS } from "./coupons";
import { allocate, type PricingFacts, type ProductFacts, priceCart, variantKey } from "./pricing";

const product = (over: Partial<ProductFacts> = {}): ProductFacts => ({
  name: "Magma Black Oversized Tee",
  slug: "magma-black-oversized-tee",
  category: "Oversized T-Shirts",
  image: "/images/tee.jpg",
  pricePaise: 89900,
  active: true,
  ...over,
});

const facts = (over: Partial<PricingFacts> = {}): PricingFacts => ({
  products: new Map([
    ["tee", product()],
    ["tee2", product({ name: "Bone White Oversized Tee", slug: "bone-white" })],
    ["hoodie", product({ name: "Hoodie", category: "Hoodies", pricePaise: 149900 })],
    ["odd", product({ name: "Odd Tee", pricePaise: 33333 })],
    ["off", product({ name: "Off Sale", active: false })],
  ]),
  stock: new Map([
    [variantKey("tee", "M", "#151515"), 20],
    [variantKey("tee2", "M", "#F6F6F6"), 20],
    [variantKey("hoodie", "L", "#151515"), 2],
    [variantKey("odd", "M", "#151515"), 50],
    [variantKey("off", "M", "#151515"), 20],
    [variantKey("tee", "S", "#151515"), 0],
  ]),
  rules: SEEDED_COUPONS,
  delivery: { feePaise: 0, freeFromPaise: 500_00 },
  ...over,
});

const line = (productId: string, quantity = 1, size = "M", color = "#151515"): CartLine => ({ productId, size, color, quantity });

describe("priceCart: each line's status", () => {
  it.each<[string, CartLine, string, boolean, number | null]>([
    ["in stock", line("tee", 3), "ok", true, 20],
    ["a colour code in lower case finds its variant", line("tee2", 1, "M", "#f6f6f6"), "ok", true, 20],
    ["more than the stock", line("hoodie", 3, "L"), "short", false, 2],
    ["exactly the stock", line("hoodie", 2, "L"), "ok", true, 2],
    ["none in stock", line("tee", 1, "S"), "sold_out", false, 0],
    ["a size the product never had", line("tee", 1, "XXS"), "unavailable", false, null],
    ["a product taken off sale", line("off"), "unavailable", false, 20],
    ["a product that does not exist", line("ghost"), "unavailable", false, null],
  ])("%s", (_name, l, status, available, stock) => {
    const [priced] = priceCart([l], null, facts()).lines;
    expect(priced).toMatchObject({ status, available, stock });
    expect(priced!.amountPaise).toBe(available ? priced!.unitPricePaise * l.quantity : 0);
  });

  it("keeps the requested colour code, so the browser finds its line again", () => {
    expect(priceCart([line("tee2", 1, "M", "#f6f6f6")], null, facts()).lines[0]!.color).toBe("#f6f6f6");
  });
});

describe("priceCart: totals", () => {
  it.each<
    [
      string,
      CartLine[],
      string | null,
      number,
      { subtotalPaise: number; discountPaise: number; deliveryFeePaise: number; totalPaise: number; itemCount: number },
    ]
  >([
    ["an empty cart", [], null, 0, { subtotalPaise: 0, discountPaise: 0, deliveryFeePaise: 0, totalPaise: 0, itemCount: 0 }],
    ["an empty cart never pays delivery", [], null, 4900, { subtotalPaise: 0, discountPaise: 0, deliveryFeePaise: 0, totalPaise: 0, itemCount: 0 }],
    [
      "price times quantity",
      [line("tee", 2), line("hoodie", 1, "L")],
      null,
      0,
      { subtotalPaise: 329700, discountPaise: 0, deliveryFeePaise: 0, totalPaise: 329700, itemCount: 3 },
    ],
    [
      "lines not charged stay out",
      [line("tee", 2), line("hoodie", 5, "L"), line("tee", 1, "S"), line("ghost")],
      null,
      0,
      { subtotalPaise: 179800, discountPaise: 0, deliveryFeePaise: 0, totalPaise: 179800, itemCount: 2 },
    ],
    [
      "FLAT10 and a delivery fee",
      [line("tee", 2)],
      " flat10 ",
      4900,
      { subtotalPaise: 179800, discountPaise: 17980, deliveryFeePaise: 4900, totalPaise: 166720, itemCount: 2 },
    ],
    [
      "BUY2 on two tees is a flat ₹1,500",
      [line("tee"), line("tee2", 1, "M", "#F6F6F6")],
      "BUY2",
      0,
      { subtotalPaise: 179800, discountPaise: 29800, deliveryFeePaise: 0, totalPaise: 150000, itemCount: 2 },
    ],
    [
      "BUY2 ignores a sold-out line",
      [line("tee", 2), line("tee", 1, "S")],
      "buy2",
      0,
      { subtotalPaise: 179800, discountPaise: 29800, deliveryFeePaise: 0, totalPaise: 150000, itemCount: 2 },
    ],
    [
      "a code that does not apply gives nothing",
      [line("tee")],
      "BUY2",
      0,
      { subtotalPaise: 89900, discountPaise: 0, deliveryFeePaise: 0, totalPaise: 89900, itemCount: 1 },
    ],
    [
      "an unknown code gives nothing",
      [line("tee")],
      "FREE100",
      0,
      { subtotalPaise: 89900, discountPaise: 0, deliveryFeePaise: 0, totalPaise: 89900, itemCount: 1 },
    ],
  ])("%s", (_name, lines, code, fee, totals) => {
    // A fee with no threshold in reach: the threshold has its own cases below.
    expect(priceCart(lines, code, facts({ delivery: { feePaise: fee, freeFromPaise: Number.MAX_SAFE_INTEGER } })).totals).toEqual({
      codFeePaise: 0,
      creditPaise: 0,
      ...totals,
    });
  });

  it.each([
    [
      "the COD fee is its own line, added after the discount",
      [line("tee", 2)],
      "FLAT10",
      4900,
      { discountPaise: 17980, codFeePaise: 4900, totalPaise: 166720 },
    ],
    ["no COD fee on an empty cart", [], null, 4900, { codFeePaise: 0, totalPaise: 0 }],
    ["no COD fee unless COD is chosen", [line("tee")], null, undefined, { codFeePaise: 0, totalPaise: 89900 }],
  ] as const)("%s", (_name, lines, code, codFeePaise, totals) => {
    expect(priceCart([...lines], code, facts({ codFeePaise })).totals).toMatchObject(totals);
  });

  it.each([
    [
      "credit short of the total pays part, the COD fee stays",
      50000,
      4900,
      { creditPaise: 50000, codFeePaise: 4900, totalPaise: 89900 + 4900 - 50000 },
    ],
    ["credit that covers the goods pays all and drops the COD fee", 100000, 4900, { creditPaise: 89900, codFeePaise: 0, totalPaise: 0 }],
    ["no credit, no line", 0, 4900, { creditPaise: 0, codFeePaise: 4900, totalPaise: 94800 }],
  ] as const)("store credit: %s", (_name, creditPaise, codFeePaise, totals) => {
    expect(priceCart([line("tee")], null, facts({ codFeePaise, creditPaise })).totals).toMatchObject(totals);
  });

  it("says how the code was decided, and names the applied rule", () => {
    const applied = priceCart([line("tee")], " flat10 ", facts());
    expect(applied.coupon).toEqual({ ok: true, code: "FLAT10", discountPaise: 8990 });
    expect(applied.couponRule).toMatchObject({ code: "FLAT10", percent: 10 });
    const lapsed = priceCart([line("tee")], "BUY2", facts());
    expect(lapsed.coupon).toMatchObject({ ok: false, code: "BUY2" });
    expect(lapsed.couponRule).toBeNull();
    expect(priceCart([line("tee")], "  ", facts()).coupon).toBeNull();
  });
});

describe("priceCart: the discount shared over the lines", () => {
  it("gives each charged line its share, adding up to the discount to the paisa", () => {
    const { lines, totals } = priceCart([line("tee"), line("odd", 2), line("hoodie", 9, "L")], "FLAT10", facts());
    // 89900 + 66666 = 156566 charged; 10% is 15657 (rounded half up once, on the subtotal).
    expect(totals.discountPaise).toBe(15657);
    expect(lines.map((l) => l.discountPaise)).toEqual([8990, 6667, 0]);
    expect(lines.map((l) => l.netPaise)).toEqual([80910, 59999, 0]);
    expect(lines.reduce((s, l) => s + l.netPaise, 0)).toBe(totals.subtotalPaise - totals.discountPaise);
  });

  it("spreads BUY2's ₹298 over the two tees", () => {
    const { lines } = priceCart([line("tee"), line("tee2", 1, "M", "#F6F6F6")], "BUY2", facts());
    expect(lines.map((l) => [l.discountPaise, l.netPaise])).toEqual([
      [14900, 75000],
      [14900, 75000],
    ]);
  });
});

describe("allocate", () => {
  it.each<[number, number[], number[]]>([
    [100, [1, 1, 1], [34, 33, 33]],
    [1, [5, 5], [1, 0]],
    [10, [0, 0], [0, 0]],
    [0, [3, 4], [0, 0]],
    [7, [1, 0, 2], [2, 0, 5]],
  ])("%i over %j is %j", (amount, weights, parts) => {
    expect(allocate(amount, weights)).toEqual(parts);
  });

  it("always adds up exactly, never goes below zero, and never gives a line more than its weight's share plus a paisa", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 100 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (weights, raw) => {
          const sum = weights.reduce((s, w) => s + w, 0);
          const amount = Math.min(raw, sum);
          const parts = allocate(amount, weights);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(sum === 0 ? 0 : amount);
          parts.forEach((p, i) => {
            expect(p).toBeGreaterThanOrEqual(0);
            expect(Math.abs(p - (amount * weights[i]!) / (sum || 1))).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe("priceCart: the delivery fee is waived from the shop's threshold, on the goods after discount", () => {
  const delivery = { feePaise: 4900, freeFromPaise: 100_000 };
  it.each<[string, CartLine[], string | null, number]>([
    ["one tee (₹899) is under ₹1,000: the fee is charged", [line("tee")], null, 4900],
    ["two tees (₹1,798) are over it: free", [line("tee", 2)], null, 0],
    ["FLAT10 on two tees leaves ₹1,618.20: still free", [line("tee", 2)], "FLAT10", 0],
    ["an empty cart pays nothing", [], null, 0],
  ])("%s", (_name, lines, code, fee) => {
    expect(priceCart(lines, code, facts({ delivery })).totals.deliveryFeePaise).toBe(fee);
  });

  it("counts the goods after the discount: at exactly the threshold before FLAT10, the fee comes back", () => {
    const exactly = { feePaise: 4900, freeFromPaise: 179_800 };
    expect(priceCart([line("tee", 2)], null, facts({ delivery: exactly })).totals.deliveryFeePaise).toBe(0);
    expect(priceCart([line("tee", 2)], "FLAT10", facts({ delivery: exactly })).totals.deliveryFeePaise).toBe(4900);
  });
});
