import { type CouponRuleInRupees, ruleInRupees } from "../../../domain/coupons";
import { paiseToRupees } from "../../../domain/money";
import { colorName } from "../../../domain/palette";
import type { LineStatus, PricedCart } from "../../../domain/pricing";

/** One line of a priced cart as the cart page and checkout read it: rupees, as every price on the wire. */
export interface PricedCartLineDto {
  productId: string;
  name: string;
  slug: string;
  image: string;
  category: string;
  size: string;
  color: string;
  colorName: string;
  quantity: number;
  /** Unit price. */
  price: number;
  status: LineStatus;
  /** Charged: status is "ok". */
  available: boolean;
  /** Units in stock; null when the product never had this size and colour. */
  stock: number | null;
}

/** The answer of POST /api/cart/summary and (as `quote`) of POST /api/order/quote. */
export interface PricedCartDto {
  lines: PricedCartLineDto[];
  /** The code as checked against these lines; applied false when the cart does not qualify. */
  coupon: { code: string; applied: boolean; message?: string } | null;
  /** The applied code's rule, so the browser can show changed totals at once with the same pricing. */
  couponRule: CouponRuleInRupees | null;
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  itemCount: number;
}

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
      stock: l.stock,
    })),
    coupon: p.coupon ? (p.coupon.ok ? { code: p.coupon.code, applied: true } : { code: p.coupon.code, applied: false, message: p.coupon.message }) : null,
    couponRule: p.couponRule ? ruleInRupees(p.couponRule) : null,
    subtotal: paiseToRupees(p.totals.subtotalPaise),
    discount: paiseToRupees(p.totals.discountPaise),
    deliveryFee: paiseToRupees(p.totals.deliveryFeePaise),
    total: paiseToRupees(p.totals.totalPaise),
    itemCount: p.totals.itemCount,
  };
}
