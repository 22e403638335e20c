import { describe, expect, it } from "vitest";
import type { CartMap } from "../../domain/cart";
import { SEEDED_COUPONS } from "../../domain/coupons";
import { type CartSummary, repriceLocally, type SummaryLine } from "./cart-summary";

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
  unitPricePaise: 89900,
  available: true,
  status: "ok",
  ...over,
});
const buy2 = SEEDED_COUPONS.find((r) => r.code === "BUY2")!;
const flat10 = SEEDED_COUPONS.find((r) => r.code === "FLAT10")!;

function summary(lines: SummaryLine[], code: string | null): CartSummary {
  const rule = code === "BUY2" ? buy2 : code === "FLAT10" ? flat10 : null;
  return {
    lines,
    totals: { subtotalPaise: 0, discountPaise: 0, deliveryFeePaise: 0, totalPaise: 0, itemCount: 0 },
    coupon: code ? { code, applied: true } : null,
    couponRule: rule,
  };
}

describe("repriceLocally (the browser's figures until the server answers)", () => {
  const two = [line({}), line({ productId: "tee2", color: "#F6F6F6" })];
  it.each<[string, CartSummary, CartMap, number, number]>([
    ["BUY2 still holds for two tees", summary(two, "BUY2"), { tee: { M: { "#151515": 1 } }, tee2: { M: { "#F6F6F6": 1 } } }, 29800, 150000],
    ["BUY2 lapses at three tees", summary(two, "BUY2"), { tee: { M: { "#151515": 2 } }, tee2: { M: { "#F6F6F6": 1 } } }, 0, 269700],
    ["FLAT10 follows the new quantity", summary(two, "FLAT10"), { tee: { M: { "#151515": 3 } }, tee2: { M: { "#F6F6F6": 1 } } }, 35960, 323640],
    ["a removed line leaves the totals", summary(two, null), { tee: { M: { "#151515": 1 } } }, 0, 89900],
    ["a sold-out line is never charged", summary([line({ status: "sold_out", available: false }), line({ productId: "tee2", color: "#F6F6F6" })], null), { tee: { M: { "#151515": 1 } }, tee2: { M: { "#F6F6F6": 1 } } }, 0, 89900],
    ["a short line is charged once lowered to the stock", summary([line({ status: "short", available: false, quantity: 5, maxQuantity: 2 })], null), { tee: { M: { "#151515": 2 } } }, 0, 179800],
  ])("%s", (_name, s, cart, discount, total) => {
    const next = repriceLocally(s, cart);
    expect(next.totals.discountPaise).toBe(discount);
    expect(next.totals.totalPaise).toBe(total);
  });
});
