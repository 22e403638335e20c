import type { PricedCartDto, PricedCartLineDto } from "../../../contracts/cart";
import { ruleInRupees } from "../../../domain/coupons";
import { paiseToRupees } from "../../../domain/money";
import { colorName } from "../../../domain/palette";
import type { PricedCart } from "../../../domain/pricing";
import { shownStock } from "../../../domain/stock-shown";

export type { PricedCartDto, PricedCartLineDto };

export function pricedCartDto(p: PricedCart): PricedCartDto {
  return {
    lines: p.lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      slug: l.slug,
      image: l.image,
      category: l.category,
      size: l.size,
      color: l.color,
      colorName: colorName(l.color),
      quantity: l.quantity,
      price: paiseToRupees(l.unitPricePaise),
      status: l.status,
      available: l.available,
      ...shownStock(l.stock),
    })),
    coupon: p.coupon
      ? p.coupon.ok
        ? { code: p.coupon.code, applied: true }
        : { code: p.coupon.code, applied: false, message: p.coupon.message }
      : null,
    couponRule: p.couponRule ? ruleInRupees(p.couponRule) : null,
    deliveryRule: { fee: paiseToRupees(p.delivery.feePaise), freeFrom: paiseToRupees(p.delivery.freeFromPaise) },
    subtotal: paiseToRupees(p.totals.subtotalPaise),
    discount: paiseToRupees(p.totals.discountPaise),
    deliveryFee: paiseToRupees(p.totals.deliveryFeePaise),
    codFee: paiseToRupees(p.totals.codFeePaise),
    ...(p.totals.creditPaise > 0 ? { credit: paiseToRupees(p.totals.creditPaise) } : {}),
    total: paiseToRupees(p.totals.totalPaise),
    itemCount: p.totals.itemCount,
  };
}
