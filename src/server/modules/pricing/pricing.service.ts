import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { CartLine } from "../../../domain/cart";
import { PUBLIC_COUPON_CODES, type CouponRule, normalizeCouponCode } from "../../../domain/coupons";
import { type PricedCart, type PricingFacts, type ProductFacts, priceCart, variantKey } from "../../../domain/pricing";
import type { Db } from "../../db/client";
import { orders, products, variants } from "../../db/schema";
import type { CouponService } from "../coupons/coupons.service";
import type { DeliveryFeeRule } from "../../../domain/shop-policy";
import { colorImageMap, defaultImages } from "../../../domain/color-images";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A product's variants as `[size, color, stock]` triples, read with the product in the same
 * statement: order placement prices inside its transaction, where each statement is a round trip.
 */
const variantStock = sql<
  [string, string, number][]
>`coalesce((select json_agg(json_build_array(${variants.size}, ${variants.color}, ${variants.stock})) from ${variants} where ${variants.productId} = ${products.id}), '[]'::json)`;

const isPublic = (rule: CouponRule) => PUBLIC_COUPON_CODES.has(normalizeCouponCode(rule.code));

/** The database, or a transaction on it. */
export type Reader = Pick<Db, "select">;

/**
 * The server's half of pricing: it loads what src/domain/pricing.ts needs (prices, stock, the
 * coupon rules) and runs it. The cart summary, the quote and order placement all price here.
 */
export function createPricingService(db: Db, coupons: CouponService, delivery: DeliveryFeeRule) {
  /** Orders this shopper placed with the code: what a per-shopper cap counts. */
  async function shopperUses(exec: Reader, shopperId: string, code: string): Promise<number> {
    const [row] = await exec
      .select({ n: count() })
      .from(orders)
      // An order that gave back what it held (canceled, or its hold ran out) gave back its use too.
      .where(and(eq(orders.userId, shopperId), sql`upper(${orders.couponCode}) = ${code}`, isNull(orders.stockReleasedAt)));
    return Number(row?.n ?? 0);
  }

  async function loadFacts(
    lines: readonly CartLine[],
    couponCode: string | null,
    exec: Reader,
    freshRules: boolean,
    shopperId: string | undefined,
  ): Promise<PricingFacts> {
    const ids = [...new Set(lines.map((l) => l.productId).filter((id) => UUID.test(id)))];
    const wantsRules = Boolean(couponCode?.trim());
    const [productRows, allRules] = await Promise.all([
      ids.length
        ? exec
            .select({
              id: products.id,
              name: products.name,
              slug: products.slug,
              category: products.category,
              images: products.images,
              imageColors: products.imageColors,
              colors: products.colors,
              pricePaise: products.pricePaise,
              active: products.active,
              hsn: products.hsn,
              stock: variantStock,
            })
            .from(products)
            .where(inArray(products.id, ids))
        : [],
      wantsRules ? (freshRules ? coupons.readRules(exec) : coupons.rules()) : [],
    ]);
    // Without an account only the codes the shop shows everyone are priced: a guest cannot probe
    // for a merchant's private codes, which answer as any unknown code does.
    const rules = shopperId ? allRules : allRules.filter(isPublic);
    const code = normalizeCouponCode(couponCode ?? "");
    const capped = rules.some((r) => normalizeCouponCode(r.code) === code && r.perShopperLimit != null);
    return {
      shopperCouponUses: capped && shopperId ? await shopperUses(exec, shopperId, code) : 0,
      products: new Map<string, ProductFacts>(
        productRows.map((p) => [
          p.id,
          {
            name: p.name,
            slug: p.slug,
            category: p.category,
            image: defaultImages(p)[0] ?? "",
            colorImages: colorImageMap(p, 1),
            pricePaise: p.pricePaise,
            active: p.active,
            hsn: p.hsn,
          },
        ]),
      ),
      stock: new Map(productRows.flatMap((p) => p.stock.map(([size, color, stock]) => [variantKey(p.id, size, color), stock] as const))),
      rules,
      delivery,
    };
  }

  return {
    /**
     * Prices lines from database prices and stock, with the code decided against them. Order
     * placement passes its transaction and asks for the coupon rules as they are now, so the
     * order copies exactly what it is charged; everyone else reads the rules through their cache.
     * With `shopperId`, a code's per-shopper cap counts that shopper's placed orders.
     */
    async price(
      lines: readonly CartLine[],
      couponCode: string | null,
      opts: { exec?: Reader; freshRules?: boolean; codFeePaise?: number; shopperId?: string; creditPaise?: number } = {},
    ): Promise<PricedCart> {
      const facts = await loadFacts(lines, couponCode, opts.exec ?? db, opts.freshRules ?? false, opts.shopperId);
      return priceCart(lines, couponCode, { ...facts, codFeePaise: opts.codFeePaise ?? 0, creditPaise: opts.creditPaise ?? 0 });
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
