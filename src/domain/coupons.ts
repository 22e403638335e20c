import * as MESSAGES from "./messages";
import { type Paise, paiseToRupees, percentOf, rupeesToPaise } from "./money";

/** What every kind of code shares: when it works, for which orders, and how often per shopper. */
interface CouponLimits {
  /** epoch ms; valid from this instant */
  startsAt?: number | null;
  /** epoch ms; no longer valid from this instant */
  endsAt?: number | null;
  /** false switches the code off (paused, or its total uses are spent); missing means active */
  active?: boolean;
  /** The charged subtotal must be at least this. */
  minOrderPaise?: number | null;
  /** Placed orders one shopper may use the code on. */
  perShopperLimit?: number | null;
}

export type CouponRule =
  | ({ code: string; kind: "percent"; percent: number } & CouponLimits)
  | ({ code: string; kind: "flat"; amountPaise: Paise } & CouponLimits)
  | ({
      code: string;
      /** Buy N: exactly `count` units of the category, all of the cart, for a fixed total. */
      kind: "bundle_fixed_total";
      category: string;
      count: number;
      /** When set, the units must add up to exactly this before the coupon (BUY2: ₹1798). */
      requiredTotalPaise?: Paise | null;
      fixedTotalPaise: Paise;
    } & CouponLimits);

export const COUPON_KINDS = ["percent", "flat", "bundle_fixed_total"] as const satisfies readonly CouponRule["kind"][];

export const SEEDED_COUPONS: CouponRule[] = [
  { code: "FLAT10", kind: "percent", percent: 10 },
  {
    code: "BUY2",
    kind: "bundle_fixed_total",
    category: "Oversized T-Shirts",
    count: 2,
    requiredTotalPaise: 179800,
    fixedTotalPaise: 150000,
  },
];

/**
 * The codes the shop tells everyone (the spec's): priced for guests too. Any other code is the
 * merchant's and is priced only for a signed-in shopper (storefront coupons are not marked public).
 */
export const PUBLIC_COUPON_CODES: ReadonlySet<string> = new Set(SEEDED_COUPONS.map((r) => r.code.toUpperCase()));

/** What a coupon reads of a priced cart line. */
export interface CouponLine {
  category: string;
  unitPricePaise: Paise;
  quantity: number;
  /** False for a line that is shown but not charged (sold out, gone): coupons ignore it. */
  available: boolean;
}

export function normalizeCouponCode(s: string): string {
  return s.trim().toUpperCase();
}

export type CouponResult = { ok: true; code: string; discountPaise: Paise } | { ok: false; code: string; message: string };

function isLive(rule: CouponRule, now: number, shopperUses: number): boolean {
  if (rule.active === false) return false;
  if (rule.startsAt != null && now < rule.startsAt) return false;
  if (rule.endsAt != null && now >= rule.endsAt) return false;
  if (rule.perShopperLimit != null && shopperUses >= rule.perShopperLimit) return false;
  return true;
}

/** The discount in paise, or null when the cart does not meet the rule. */
function discountFor(rule: CouponRule, lines: CouponLine[]): Paise | null {
  const subtotal = lines.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0);
  // A coupon on an empty cart would only show a ₹0 discount; treat it as not applicable.
  if (subtotal <= 0) return null;
  if (rule.minOrderPaise != null && subtotal < rule.minOrderPaise) return null;
  switch (rule.kind) {
    case "percent":
      return rule.percent > 0 && rule.percent <= 100 ? percentOf(subtotal, rule.percent) : null;
    case "flat":
      return rule.amountPaise > 0 ? Math.min(rule.amountPaise, subtotal) : null;
    case "bundle_fixed_total": {
      // The whole cart must be the bundle: exactly `count` units, all of the category.
      const units = lines.reduce((n, l) => n + l.quantity, 0);
      const category = rule.category.trim().toLowerCase();
      const allInCategory = lines.every((l) => l.category.trim().toLowerCase() === category);
      if (units !== rule.count || !allInCategory) return null;
      if (rule.requiredTotalPaise != null && subtotal !== rule.requiredTotalPaise) return null;
      const discount = subtotal - rule.fixedTotalPaise;
      return discount >= 0 ? discount : null;
    }
    default:
      return null;
  }
}

/**
 * The one coupon rule, run by the browser (to show the figure at once) and by the server
 * (the authority), through priceCart in pricing.ts. Only available lines count. `shopperUses`
 * is how many placed orders of this shopper already used the code (0 for a guest's quote).
 */
export function evaluateCoupon(
  input: string,
  rules: readonly CouponRule[],
  lines: readonly CouponLine[],
  now = Date.now(),
  shopperUses = 0,
): CouponResult {
  const code = normalizeCouponCode(input);
  const invalid: CouponResult = { ok: false, code, message: MESSAGES.couponInvalid };
  if (!code) return invalid;
  const rule = rules.find((r) => normalizeCouponCode(r.code) === code);
  if (!rule || !isLive(rule, now, shopperUses)) return invalid;
  const discountPaise = discountFor(
    rule,
    lines.filter((l) => l.available && l.quantity > 0),
  );
  return discountPaise === null ? invalid : { ok: true, code, discountPaise };
}

/**
 * A rule as the wire carries it to the browser: money in rupees (decision 003), and only what the
 * browser needs to price the cart again (never the dates, caps or pause of a merchant's code).
 */
export type CouponRuleInRupees =
  | { code: string; kind: "percent"; percent: number; minOrder?: number | null }
  | { code: string; kind: "flat"; amount: number; minOrder?: number | null }
  | {
      code: string;
      kind: "bundle_fixed_total";
      category: string;
      count: number;
      requiredTotal?: number | null;
      fixedTotal: number;
      minOrder?: number | null;
    };

/**
 * The rule's fields the wire carries: name inside → name on the wire. Money fields (…Paise inside)
 * are converted to and from rupees; a field a rule does not hold (or holds as null) is left out.
 */
const WIRE_NAMES = {
  code: "code",
  kind: "kind",
  percent: "percent",
  category: "category",
  count: "count",
  amountPaise: "amount",
  requiredTotalPaise: "requiredTotal",
  fixedTotalPaise: "fixedTotal",
  minOrderPaise: "minOrder",
} as const;

function carried<T>(rule: object, to: "rupees" | "paise"): T {
  const from = rule as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [inside, wire] of Object.entries(WIRE_NAMES)) {
    const money = inside.endsWith("Paise");
    const [source, target] = to === "rupees" ? [inside, wire] : [wire, inside];
    const value = from[source];
    if (value == null || (money && typeof value !== "number")) continue;
    out[target] = !money ? value : to === "rupees" ? paiseToRupees(value as number) : rupeesToPaise(value as number);
  }
  return out as T;
}

/** The field that holds a kind's one figure: the percent off, the amount off, or the bundle's price (on the wire). */
export const COUPON_VALUE_FIELD = { percent: "percent", flat: "amount", bundle_fixed_total: "fixedTotal" } as const satisfies Record<
  CouponRule["kind"],
  string
>;

export const ruleInRupees = (rule: CouponRule): CouponRuleInRupees => carried<CouponRuleInRupees>(rule, "rupees");

export const ruleFromRupees = (rule: CouponRuleInRupees): CouponRule => carried<CouponRule>(rule, "paise");
