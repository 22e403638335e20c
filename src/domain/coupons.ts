import { MESSAGES } from "./messages";
import { type Paise, paiseToRupees, percentOf, rupeesToPaise } from "./money";

interface CouponWindow {
  /** epoch ms; valid from this instant */
  startsAt?: number | null;
  /** epoch ms; no longer valid from this instant */
  endsAt?: number | null;
  /** false switches the code off; missing means active */
  active?: boolean;
}

export type CouponRule =
  | ({ code: string; kind: "percent"; percent: number } & CouponWindow)
  | ({
      code: string;
      kind: "bundle_fixed_total";
      category: string;
      count: number;
      requiredTotalPaise: Paise;
      fixedTotalPaise: Paise;
    } & CouponWindow);

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

function isLive(rule: CouponRule, now: number): boolean {
  if (rule.active === false) return false;
  if (rule.startsAt != null && now < rule.startsAt) return false;
  if (rule.endsAt != null && now >= rule.endsAt) return false;
  return true;
}

/** The discount in paise, or null when the cart does not meet the rule. */
function discountFor(rule: CouponRule, lines: CouponLine[]): Paise | null {
  const subtotal = lines.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0);
  // A coupon on an empty cart would only show a ₹0 discount; treat it as not applicable.
  if (subtotal <= 0) return null;
  switch (rule.kind) {
    case "percent":
      return rule.percent > 0 && rule.percent <= 100 ? percentOf(subtotal, rule.percent) : null;
    case "bundle_fixed_total": {
      // The whole cart must be the bundle: exactly `count` units, all of the category.
      const units = lines.reduce((n, l) => n + l.quantity, 0);
      const category = rule.category.trim().toLowerCase();
      const allInCategory = lines.every((l) => l.category.trim().toLowerCase() === category);
      if (units !== rule.count || !allInCategory || subtotal !== rule.requiredTotalPaise) return null;
      const discount = subtotal - rule.fixedTotalPaise;
      return discount >= 0 ? discount : null;
    }
    default:
      return null;
  }
}

/**
 * The one coupon rule, run by the browser (to show the figure at once) and by the server
 * (the authority), through priceCart in pricing.ts. Only available lines count.
 */
export function evaluateCoupon(input: string, rules: readonly CouponRule[], lines: readonly CouponLine[], now = Date.now()): CouponResult {
  const code = normalizeCouponCode(input);
  const invalid: CouponResult = { ok: false, code, message: MESSAGES.couponInvalid };
  if (!code) return invalid;
  const rule = rules.find((r) => normalizeCouponCode(r.code) === code);
  if (!rule || !isLive(rule, now)) return invalid;
  const discountPaise = discountFor(
    rule,
    lines.filter((l) => l.available && l.quantity > 0),
  );
  return discountPaise === null ? invalid : { ok: true, code, discountPaise };
}

/** A rule as the wire carries it to the browser: money in rupees (decision 003). */
export type CouponRuleInRupees =
  | Extract<CouponRule, { kind: "percent" }>
  | (Omit<Extract<CouponRule, { kind: "bundle_fixed_total" }>, "requiredTotalPaise" | "fixedTotalPaise"> & {
      requiredTotal: number;
      fixedTotal: number;
    });

export function ruleInRupees(rule: CouponRule): CouponRuleInRupees {
  if (rule.kind !== "bundle_fixed_total") return rule;
  const { requiredTotalPaise, fixedTotalPaise, ...rest } = rule;
  return { ...rest, requiredTotal: paiseToRupees(requiredTotalPaise), fixedTotal: paiseToRupees(fixedTotalPaise) };
}

export function ruleFromRupees(rule: CouponRuleInRupees): CouponRule {
  if (rule.kind !== "bundle_fixed_total") return rule;
  const { requiredTotal, fixedTotal, ...rest } = rule;
  return { ...rest, requiredTotalPaise: rupeesToPaise(requiredTotal), fixedTotalPaise: rupeesToPaise(fixedTotal) };
}
