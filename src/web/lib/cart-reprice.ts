import { type CartMap, cartQuantity } from "../../domain/cart";
import { ruleFromRupees } from "../../domain/coupons";
import { paiseToRupees, rupeesToPaise } from "../../domain/money";
import { type PricingFacts, priceCart, variantKey } from "../../domain/pricing";
import type { PricedCartDto } from "../../contracts/cart";

type CartSummary = PricedCartDto;
type SummaryLine = PricedCartDto["lines"][number];

/**
 * The most a line's answer says is left: the count when few are, one less than the quantity the
 * server found short, or else no bound (the shop does not tell a well-stocked size's count).
 */
function stockBound(l: SummaryLine): number {
  if (l.left !== null) return l.left;
  return l.status === "short" ? l.quantity - 1 : Number.POSITIVE_INFINITY;
}

/**
 * The figures for a cart changed since the server last priced it, from the server's prices,
 * stock and the applied coupon's rule, through the same pricing the server runs. Shown for the
 * moment until the server's own answer arrives.
 */
export function repriceLocally(summary: CartSummary, cart: CartMap): CartSummary {
  const requested = summary.lines
    .map((l) => ({ productId: l.productId, size: l.size, color: l.color, quantity: cartQuantity(cart, l.productId, l.size, l.color) }))
    .filter((l) => l.quantity > 0);
  const facts: PricingFacts = {
    products: new Map(
      summary.lines
        .filter((l) => l.name)
        .map((l) => [
          l.productId,
          { name: l.name, slug: l.slug, category: l.category, image: l.image, pricePaise: rupeesToPaise(l.price), active: true },
        ]),
    ),
    stock: new Map(
      summary.lines
        .filter((l) => l.availability !== null && l.status !== "unavailable")
        .map((l) => [variantKey(l.productId, l.size, l.color), stockBound(l)]),
    ),
    rules: summary.couponRule ? [ruleFromRupees(summary.couponRule)] : [],
    delivery: { feePaise: rupeesToPaise(summary.deliveryRule.fee), freeFromPaise: rupeesToPaise(summary.deliveryRule.freeFrom) },
    codFeePaise: rupeesToPaise(summary.codFee ?? 0),
  };
  const priced = priceCart(requested, summary.coupon?.code ?? null, facts);
  const before = new Map(summary.lines.map((l) => [variantKey(l.productId, l.size, l.color), l]));
  return {
    ...summary,
    lines: priced.lines.map((l) => ({
      ...before.get(variantKey(l.productId, l.size, l.color))!,
      quantity: l.quantity,
      status: l.status,
      available: l.available,
    })),
    // A code the server found lapsed stays shown as lapsed until the server says otherwise.
    coupon:
      summary.coupon && summary.couponRule
        ? { code: summary.coupon.code, ...(priced.coupon?.ok ? { applied: true } : { applied: false, message: priced.coupon?.message }) }
        : summary.coupon,
    subtotal: paiseToRupees(priced.totals.subtotalPaise),
    discount: paiseToRupees(priced.totals.discountPaise),
    deliveryFee: paiseToRupees(priced.totals.deliveryFeePaise),
    codFee: paiseToRupees(priced.totals.codFeePaise),
    total: paiseToRupees(priced.totals.totalPaise),
    itemCount: priced.totals.itemCount,
  };
}
