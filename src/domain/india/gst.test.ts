import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluateCoupon, SEEDED_COUPONS } from "../coupons";
import { gstBreakdown, gstRateFor, hsnForCategory, principalRate, taxLine } from "./gst";

const shirt = (unitPricePaise: number, quantity = 1) => ({
  productId: "p1",
  size: "L",
  color: "#151515",
  quantity,
  name: "Tee",
  category: "Oversized T-Shirts",
  unitPricePaise,
  available: true,
});

/** The line's value after FLAT10, the way the cart prices it. */
function afterFlat10(unitPricePaise: number, quantity = 1): number {
  const coupon = evaluateCoupon("FLAT10", SEEDED_COUPONS, [shirt(unitPricePaise, quantity)]);
  if (!coupon.ok) throw new Error("FLAT10 should apply");
  return unitPricePaise * quantity - coupon.discountPaise;
}

describe("GST slab by per-piece value before GST, after discounts", () => {
  it.each([
    ["₹2,625.00 paid a piece is ₹2,500.00 before GST", 262500, 1, 5],
    ["₹2,625.01 paid a piece is ₹2,500.01 before GST", 262501, 1, 18],
    ["two pieces at ₹2,500.00 each before GST", 525000, 2, 5],
    ["two pieces, one paisa over in all", 525001, 2, 18],
    ["an ₹899 tee", 89900, 1, 5],
    ["a ₹2,999 hoodie", 299900, 1, 18],
    ["₹2,999 hoodies, three of them", 899700, 3, 18],
  ])("%s -> %s %%", (_label, value, qty, rate) => {
    expect(gstRateFor(value, qty)).toBe(rate);
  });

  it("a coupon brings a ₹2,916.67 piece to ₹2,500.00 before GST: 5 %", () => {
    expect(afterFlat10(291667)).toBe(262500);
    expect(gstRateFor(afterFlat10(291667), 1)).toBe(5);
  });

  it("a coupon brings a ₹2,916.68 piece to ₹2,500.01 before GST: 18 %", () => {
    expect(afterFlat10(291668)).toBe(262501);
    expect(gstRateFor(afterFlat10(291668), 1)).toBe(18);
    expect(taxLine({ description: "Hoodie", hsn: "6110", quantity: 1, valuePaise: 262501 }, false).igstPaise).toBe(40043);
  });
});

describe("intra-state and inter-state split, rounded to the paisa", () => {
  it.each([
    // value, intra-state, taxable, cgst, sgst, igst
    [89900, true, 85619, 2140, 2141, 0],
    [89900, false, 85619, 0, 0, 4281],
    [299900, true, 254153, 22873, 22874, 0],
    [299900, false, 254153, 0, 0, 45747],
    [262500, true, 250000, 6250, 6250, 0],
    [1, false, 1, 0, 0, 0],
    [21, false, 20, 0, 0, 1],
  ])("%s paise, intra-state %s -> taxable %s, CGST %s, SGST %s, IGST %s", (value, intra, taxable, cgst, sgst, igst) => {
    const line = taxLine({ description: "x", hsn: "6109", quantity: 1, valuePaise: value }, intra);
    expect([line.taxablePaise, line.cgstPaise, line.sgstPaise, line.igstPaise]).toEqual([taxable, cgst, sgst, igst]);
  });

  it("the store's own state is CGST + SGST, whatever the spelling's case; another state is IGST", () => {
    const lines = [{ description: "Tee", hsn: "6109", quantity: 1, valuePaise: 89900 }];
    expect(gstBreakdown(lines, "Maharashtra", " maharashtra ").intraState).toBe(true);
    expect(gstBreakdown(lines, "Maharashtra", "Karnataka").intraState).toBe(false);
  });

  it("every invoice reconciles exactly with what was paid", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ valuePaise: fc.integer({ min: 0, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 10 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.boolean(),
        (raw, intra) => {
          const lines = raw.map((l) => ({ description: "x", hsn: "6109", ...l }));
          const b = gstBreakdown(lines, "Maharashtra", intra ? "Maharashtra" : "Kerala");
          const paid = lines.reduce((s, l) => s + l.valuePaise, 0);
          expect(b.taxablePaise + b.cgstPaise + b.sgstPaise + b.igstPaise).toBe(paid);
          expect(b.totalPaise).toBe(paid);
          for (const l of b.lines) expect(Math.abs(l.cgstPaise - l.sgstPaise)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it("fees take the rate of the order's principal line", () => {
    expect(
      principalRate([
        { description: "Tee", hsn: "6109", quantity: 1, valuePaise: 89900 },
        { description: "Hoodie", hsn: "6110", quantity: 1, valuePaise: 299900 },
      ]),
    ).toBe(18);
    expect(principalRate([{ description: "Tee", hsn: "6109", quantity: 2, valuePaise: 179800 }])).toBe(5);
  });
});

describe("HSN by category", () => {
  it.each([
    ["Oversized T-Shirts", "6109"],
    ["Hoodies", "6110"],
    ["Sweatshirts", "6110"],
  ])("%s -> %s", (category, hsn) => {
    expect(hsnForCategory(category)).toBe(hsn);
  });
});
