import type { CartLine } from "./cart";
import { type CouponResult, type CouponRule, evaluateCoupon, normalizeCouponCode } from "./coupons";
import { hsnForCategory } from "./india/gst";
import type { Paise } from "./money";
import { pickColorImages } from "./color-images";
import { type DeliveryFeeRule, deliveryFeeFor } from "./shop-policy";

/**
 * The one way a price is made: the cart summary, the quote, the order, and (later) refunds and
 * invoice lines all come from priceCart. Integer paise throughout; the wire's rupees are made at
 * the edge.
 */

/** What the catalog says of a product at the moment a cart is priced. */
export interface ProductFacts {
  name: string;
  slug: string;
  category: string;
  /** The default colour's first image. */
  image: string;
  /** The first image of each other colour that has its own (decision 135). */
  colorImages?: Record<string, string[]>;
  pricePaise: Paise;
  /** False when the product was taken off sale. */
  active: boolean;
  /** The product's HSN code; by default its category's. */
  hsn?: string | null;
}

/** Everything a price is made from, as the database holds it now. */
export interface PricingFacts {
  products: ReadonlyMap<string, ProductFacts>;
  /** Units in stock by variantKey; a missing key means the variant does not exist. */
  stock: ReadonlyMap<string, number>;
  /** The coupon rules in force (only the requested code's rule is needed). */
  rules: readonly CouponRule[];
  /** The shop's delivery fee and the order value from which it is waived (shop-policy.ts). */
  delivery: DeliveryFeeRule;
  /** Charged when the shopper pays cash on delivery (COD_FEE); 0 or missing otherwise. */
  codFeePaise?: Paise;
  /** Placed orders on which this shopper already used the requested code (0 or missing for a guest). */
  shopperCouponUses?: number;
  /** Store credit the shopper chose to use: their balance, or 0 or missing when not asked. */
  creditPaise?: Paise;
}

/**
 * ok: charged. short: fewer in stock than asked (maxQuantity says how many). sold_out: none in
 * stock. unavailable: the product is gone or off sale, or it never had this size and colour.
 * Only ok lines are charged; the others are shown so the shopper can fix them.
 */
export type LineStatus = "ok" | "short" | "sold_out" | "unavailable";

export interface PricedLine extends CartLine {
  name: string;
  slug: string;
  image: string;
  category: string;
  /** HSN code, for the GST invoice. */
  hsn: string;
  unitPricePaise: Paise;
  status: LineStatus;
  /** status === "ok": the line is in the totals. */
  available: boolean;
  /** Units in stock when priced; null when the variant does not exist. */
  stock: number | null;
  /** unitPricePaise × quantity for a charged line, else 0. */
  amountPaise: Paise;
  /** The line's share of the cart's discount; the shares of all lines add up to it exactly. */
  discountPaise: Paise;
  /** amountPaise − discountPaise: what the line is sold for (an invoice line's value). */
  netPaise: Paise;
}

export interface PriceTotals {
  subtotalPaise: Paise;
  discountPaise: Paise;
  deliveryFeePaise: Paise;
  /** Its own line in the totals when COD is chosen (none when store credit pays it all). */
  codFeePaise: Paise;
  /** Paid from store credit: after the coupon, never more than the balance or what is due. */
  creditPaise: Paise;
  /** What is left to pay by the payment method chosen. */
  totalPaise: Paise;
  /** Units charged. */
  itemCount: number;
}

export interface PricedCart {
  lines: PricedLine[];
  /** The requested code as decided against the charged lines; null when none was asked for. */
  coupon: CouponResult | null;
  /** The applied code's rule (null unless coupon.ok), so a browser can re-run the same pricing. */
  couponRule: CouponRule | null;
  /** The delivery rule it was priced with, so a browser can re-run the same pricing. */
  delivery: DeliveryFeeRule;
  totals: PriceTotals;
}

/** Colour codes are stored upper-case; a client's "#c5ddac" means the same colour. */
export function normalizeColor(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toUpperCase() : color;
}

/** One key per product × size × colour, whatever the colour code's casing. */
export function variantKey(productId: string, size: string, color: string): string {
  return `${productId}\u0000${size}\u0000${normalizeColor(color)}`;
}

function statusOf(product: ProductFacts | undefined, stock: number | undefined, quantity: number): LineStatus {
  if (!product?.active || stock === undefined) return "unavailable";
  if (stock <= 0) return "sold_out";
  return stock < quantity ? "short" : "ok";
}

/**
 * Splits an amount over weights in proportion, in whole paise, so the parts add up to it exactly:
 * each part is rounded down, and the paise left over go one each to the largest remainders
 * (the earlier line first on a tie).
 */
export function allocate(amount: Paise, weights: readonly Paise[]): Paise[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0 || amount <= 0) return weights.map(() => 0);
  // BigInt: amount × weight passes 2^53 on a large cart.
  const total = BigInt(sum);
  const exact = weights.map((w) => BigInt(amount) * BigInt(w));
  const parts = exact.map((e) => Number(e / total));
  let left = amount - parts.reduce((s, p) => s + p, 0);
  const byRemainder = exact.map((e, i) => ({ i, rest: e % total })).sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * Store credit as a line of the price, after the coupon and the delivery fee: never more than the
 * balance or what is due. When it pays for everything no payment method is used, so no
 * cash-on-delivery fee is charged either; otherwise the fee stays and credit pays toward it too.
 */
export function storeCreditFor(duePaise: Paise, codFeePaise: Paise, balancePaise: Paise): { creditPaise: Paise; codFeePaise: Paise } {
  const balance = Math.max(0, Math.floor(balancePaise));
  if (balance === 0 || duePaise <= 0) return { creditPaise: 0, codFeePaise };
  if (balance >= duePaise) return { creditPaise: duePaise, codFeePaise: 0 };
  return { creditPaise: Math.min(balance, duePaise + codFeePaise), codFeePaise };
}

/** The totals with as much store credit as `balancePaise` allows (none: the plain total); the credit line comes after the coupon. */
export function withStoreCredit(totals: PriceTotals, balancePaise: Paise): PriceTotals {
  const due = totals.subtotalPaise - totals.discountPaise + totals.deliveryFeePaise;
  const { creditPaise, codFeePaise } = storeCreditFor(due, totals.codFeePaise, balancePaise);
  return { ...totals, creditPaise, codFeePaise, totalPaise: Math.max(0, due + codFeePaise - creditPaise) };
}

/** Store credit pays the whole order: it needs no payment method and is paid as it is placed. */
export const paidByCredit = (totals: Pick<PriceTotals, "creditPaise" | "totalPaise">) => totals.creditPaise > 0 && totals.totalPaise === 0;

/**
 * Prices the requested lines from the facts: each line's status and price, the coupon decided
 * against the charged lines (a code that does not apply gives no discount), the discount shared
 * out over the lines, the delivery fee (none on an empty cart) and the total.
 */
export function priceCart(requested: readonly CartLine[], couponCode: string | null, facts: PricingFacts, now = Date.now()): PricedCart {
  const lines = requested.map((l) => {
    const product = facts.products.get(l.productId);
    const stock = facts.stock.get(variantKey(l.productId, l.size, l.color));
    const status = statusOf(product, stock, l.quantity);
    const unitPricePaise = product?.pricePaise ?? 0;
    return {
      productId: l.productId,
      size: l.size,
      color: l.color,
      quantity: l.quantity,
      name: product?.name ?? "",
      slug: product?.slug ?? "",
      image: product ? (pickColorImages([product.image], product.colorImages, l.color)[0] ?? "") : "",
      category: product?.category ?? "",
      hsn: product?.hsn || hsnForCategory(product?.category ?? ""),
      unitPricePaise,
      status,
      available: status === "ok",
      stock: stock ?? null,
      amountPaise: status === "ok" ? unitPricePaise * l.quantity : 0,
    };
  });

  const code = couponCode?.trim() ? couponCode : null;
  const coupon = code ? evaluateCoupon(code, [...facts.rules], lines, now, facts.shopperCouponUses ?? 0) : null;
  const subtotalPaise = lines.reduce((s, l) => s + l.amountPaise, 0);
  const discountPaise = coupon?.ok ? Math.min(Math.max(0, coupon.discountPaise), subtotalPaise) : 0;
  const shares = allocate(
    discountPaise,
    lines.map((l) => l.amountPaise),
  );
  const deliveryFeePaise = deliveryFeeFor(facts.delivery, subtotalPaise - discountPaise);
  const couponRule = coupon?.ok ? (facts.rules.find((r) => normalizeCouponCode(r.code) === coupon.code) ?? null) : null;

  return {
    lines: lines.map((l, i) => ({ ...l, discountPaise: shares[i]!, netPaise: l.amountPaise - shares[i]! })),
    coupon,
    couponRule,
    delivery: facts.delivery,
    totals: withStoreCredit(
      {
        subtotalPaise,
        discountPaise,
        deliveryFeePaise,
        codFeePaise: subtotalPaise === 0 ? 0 : (facts.codFeePaise ?? 0),
        creditPaise: 0,
        totalPaise: 0,
        itemCount: lines.reduce((n, l) => n + (l.available ? l.quantity : 0), 0),
      },
      facts.creditPaise ?? 0,
    ),
  };
}
