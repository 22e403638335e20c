import { and, eq, inArray } from "drizzle-orm";
import { type PricedLine, cartTotals, type CartTotals } from "../../../domain/cart";
import { DELIVERY_FEE_PAISE } from "../../../domain/constants";
import { type CouponResult, type CouponRule, evaluateCoupon } from "../../../domain/coupons";
import { ruleFromRow } from "../coupons/coupons.service";
import type { Db } from "../../db/client";
import { coupons, products, variants } from "../../db/schema";
import type { OrderItemInput } from "../../../contracts/orders";

export interface OrderLine extends PricedLine {
  image: string;
  /** Units in stock for this variant when priced; null when the variant does not exist. */
  stock: number | null;
}

export interface Priced {
  lines: OrderLine[];
  coupon: CouponResult | null;
  totals: CartTotals;
}

/** Repeated variants are added together so each variant is decremented once. */
export function mergeItems(items: OrderItemInput[]): OrderItemInput[] {
  const byKey = new Map<string, OrderItemInput>();
  for (const i of items) {
    const key = `${i.productId}|${i.size}|${i.color}`;
    const prev = byKey.get(key);
    byKey.set(key, prev ? { ...prev, quantity: prev.quantity + i.quantity } : { ...i });
  }
  return [...byKey.values()];
}

export async function couponRules(db: Db): Promise<CouponRule[]> {
  const rows = await db.select().from(coupons);
  return rows.map(ruleFromRow).filter((r): r is CouponRule => r !== null);
}

/** Prices the request from the database: the client's amount and prices never enter here. */
export async function priceItems(db: Db, items: OrderItemInput[], couponCode: string | null | undefined): Promise<Priced> {
  const merged = mergeItems(items);
  const ids = [...new Set(merged.map((i) => i.productId))];
  const [productRows, variantRows, rules] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        category: products.category,
        pricePaise: products.pricePaise,
        images: products.images,
        active: products.active,
      })
      .from(products)
      .where(inArray(products.id, ids)),
    db.select().from(variants).where(inArray(variants.productId, ids)),
    couponCode?.trim() ? couponRules(db) : Promise.resolve([]),
  ]);
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const stockOf = new Map(variantRows.map((v) => [`${v.productId}|${v.size}|${v.color}`, v.stock]));
  const lines: OrderLine[] = merged.map((i) => {
    const p = productById.get(i.productId);
    const stock = stockOf.get(`${i.productId}|${i.size}|${i.color}`) ?? null;
    return {
      productId: i.productId,
      size: i.size,
      color: i.color,
      quantity: i.quantity,
      name: p?.name ?? "",
      category: p?.category ?? "",
      image: p?.images[0] ?? "",
      unitPricePaise: p?.pricePaise ?? 0,
      available: Boolean(p?.active) && stock !== null,
      stock,
    };
  });
  const coupon = couponCode?.trim() ? evaluateCoupon(couponCode, rules, lines) : null;
  return { lines, coupon, totals: cartTotals(lines, coupon, DELIVERY_FEE_PAISE) };
}

export const variantWhere = (l: { productId: string; size: string; color: string }) =>
  and(eq(variants.productId, l.productId), eq(variants.size, l.size), eq(variants.color, l.color));
