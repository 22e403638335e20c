import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type * as z from "zod";
import { type CartMap, cartFromLines, cartLines } from "../../../domain/cart";
import { type AddToCartBody, CART_ERRORS, MAX_CART_LINES, type UpdateCartBody } from "../../../contracts/cart";
import { CART_QTY_MAX } from "../../../domain/constants";
import { dropNotYetCart } from "../../../domain/drop-time";
import { MESSAGES } from "../../../domain/messages";
import { normalizeColor, type PricedCart, type PricedLine, variantKey } from "../../../domain/pricing";
import type { Db, Executor } from "../../db/client";
import { cartItems, carts, products, variants } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../http/errors";
import type { PricingService } from "../pricing/pricing.service";

export { CART_ERRORS };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A shopper's cart as priced: the account's (with its stored code) or a guest's map and code. */
export type PriceInput = { userId: string } | { cart: CartMap };

/** PGlite and node-postgres both answer a raw statement with { rows }. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createCartService(db: Db, pricing: PricingService) {
  async function cartOf(userId: string, exec: Executor = db): Promise<CartMap> {
    const rows = await exec
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.productId), asc(cartItems.size), asc(cartItems.color));
    return cartFromLines(rows);
  }

  async function storedCoupon(userId: string, exec: Executor = db): Promise<string | null> {
    const [row] = await exec.select({ code: carts.couponCode }).from(carts).where(eq(carts.userId, userId));
    return row?.code ?? null;
  }

  async function storeCoupon(userId: string, code: string | null, exec: Executor = db): Promise<void> {
    await exec
      .insert(carts)
      .values({ userId, couponCode: code })
      .onConflictDoUpdate({ target: carts.userId, set: { couponCode: code, updatedAt: new Date() } });
  }

  /** The product and its variant, or the refusal a shopper should read. */
  async function checkVariant(exec: Executor, input: { itemId: string; size: string; color: string }) {
    if (!UUID.test(input.itemId)) throw notFound(CART_ERRORS.productUnavailable, "itemId");
    const [product] = await exec
      .select({ id: products.id, active: products.active, sizes: products.sizes, status: products.status, goesLiveAt: products.goesLiveAt })
      .from(products)
      .where(eq(products.id, input.itemId));
    if (product && !product.active && product.status === "published" && product.goesLiveAt) {
      throw new AppError("conflict", dropNotYetCart(product.goesLiveAt, new Date()), "itemId");
    }
    if (!product?.active) throw notFound(CART_ERRORS.productUnavailable, "itemId");
    const [variant] = await exec
      .select({ stock: variants.stock })
      .from(variants)
      .where(and(eq(variants.productId, product.id), eq(variants.size, input.size), eq(variants.color, normalizeColor(input.color))));
    if (!variant) {
      throw product.sizes.includes(input.size) ? badRequest(CART_ERRORS.colorUnavailable, "color") : badRequest(CART_ERRORS.sizeUnavailable, "size");
    }
    return { productId: product.id, size: input.size, color: normalizeColor(input.color), stock: variant.stock };
  }

  /**
   * Prices a cart from database prices and stock, with the coupon re-checked against it.
   * For a user, the stored coupon is used unless couponCode is given (null: none).
   */
  async function priceCart(
    input: PriceInput,
    couponCode?: string | null,
    opts: { codFeePaise?: number; freshRules?: boolean; creditPaise?: number } = {},
  ): Promise<PricedCart> {
    const cart = "userId" in input ? await cartOf(input.userId) : input.cart;
    const code = couponCode !== undefined ? couponCode : "userId" in input ? await storedCoupon(input.userId) : null;
    return pricing.price(cartLines(cart), code?.trim() ? code : null, { ...opts, shopperId: "userId" in input ? input.userId : undefined });
  }

  return {
    cartOf,
    priceCart,

    /** One more of a size/colour, atomically: never above 10 or the variant's stock, however many calls race. */
    async add(userId: string, input: z.output<typeof AddToCartBody>): Promise<CartMap> {
      return db.transaction(async (tx) => {
        const v = await checkVariant(tx, input);
        if (v.stock <= 0) throw new AppError("conflict", CART_ERRORS.soldOut);
        const inserted = rowsOf<{ quantity: number }>(
          await tx.execute(sql`
          insert into cart_items (user_id, product_id, size, color, quantity)
          select ${userId}, v.product_id, v.size, v.color, 1
            from variants v
           where v.product_id = ${v.productId} and v.size = ${v.size} and v.color = ${v.color} and v.stock >= 1
          on conflict (user_id, product_id, size, color) do update
             set quantity = cart_items.quantity + 1, updated_at = now()
           where cart_items.quantity < ${CART_QTY_MAX}
             and cart_items.quantity < (select s.stock from variants s
                                         where s.product_id = excluded.product_id and s.size = excluded.size and s.color = excluded.color)
          returning quantity`),
        );
        if (inserted.length === 0) {
          const [line] = await tx
            .select({ quantity: cartItems.quantity })
            .from(cartItems)
            .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, v.productId), eq(cartItems.size, v.size), eq(cartItems.color, v.color)));
          const have = line?.quantity ?? 0;
          throw new AppError("conflict", have >= CART_QTY_MAX ? CART_ERRORS.cap : CART_ERRORS.onlyLeft(v.stock));
        }
        return cartOf(userId, tx);
      });
    },

    /** Sets a quantity; 0 removes the line (also of a product that is gone, so it can always be cleared). */
    async update(userId: string, input: z.output<typeof UpdateCartBody>): Promise<CartMap> {
      return db.transaction(async (tx) => {
        if (input.quantity === 0) {
          if (!UUID.test(input.itemId)) return cartOf(userId, tx);
          await tx
            .delete(cartItems)
            .where(
              and(
                eq(cartItems.userId, userId),
                eq(cartItems.productId, input.itemId),
                eq(cartItems.size, input.size),
                inArray(cartItems.color, [input.color, normalizeColor(input.color)]),
              ),
            );
          return cartOf(userId, tx);
        }
        const v = await checkVariant(tx, input);
        if (v.stock <= 0) throw new AppError("conflict", CART_ERRORS.soldOut);
        const inserted = rowsOf<{ quantity: number }>(
          await tx.execute(sql`
          insert into cart_items (user_id, product_id, size, color, quantity)
          select ${userId}, v.product_id, v.size, v.color, ${input.quantity}
            from variants v
           where v.product_id = ${v.productId} and v.size = ${v.size} and v.color = ${v.color} and v.stock >= ${input.quantity}
          on conflict (user_id, product_id, size, color) do update
             set quantity = excluded.quantity, updated_at = now()
          returning quantity`),
        );
        if (inserted.length === 0) throw new AppError("conflict", CART_ERRORS.onlyLeft(v.stock));
        return cartOf(userId, tx);
      });
    },

    /**
     * Joins a guest's cart into the account's: quantities add up, capped at 10 and at stock.
     * Sold-out lines and lines of products taken off the shop are kept too (priced as such, out
     * of the totals), so nothing chosen before login disappears; only lines the cart cannot hold
     * are returned in notMerged: a size and colour the store never had (an unknown product, an
     * invented size), and unbuyable lines beyond MAX_CART_LINES. The guest's
     * coupon is stored with the account's cart when it applies to the merged cart; the answer
     * names the code the account's cart now holds.
     */
    async merge(
      userId: string,
      guest: CartMap,
      couponCode?: string | null,
    ): Promise<{ cart: CartMap; notMerged: PricedLine[]; couponCode: string | null }> {
      const notMerged = await db.transaction(async (tx) => {
        const { lines: priced } = await pricing.price(cartLines(guest), null, { exec: tx });
        const left: PricedLine[] = [];
        const held = new Set(cartLines(await cartOf(userId, tx)).map((l) => variantKey(l.productId, l.size, l.color)));
        for (const l of priced) {
          const color = normalizeColor(l.color);
          if (l.status === "ok" || l.status === "short") {
            await tx.execute(sql`
              insert into cart_items (user_id, product_id, size, color, quantity)
              select ${userId}, v.product_id, v.size, v.color, least(${CART_QTY_MAX}, v.stock, ${l.quantity})
                from variants v
               where v.product_id = ${l.productId} and v.size = ${l.size} and v.color = ${color} and v.stock >= 1
              on conflict (user_id, product_id, size, color) do update
                 set quantity = least(${CART_QTY_MAX}, cart_items.quantity + excluded.quantity,
                                      (select s.stock from variants s
                                        where s.product_id = excluded.product_id and s.size = excluded.size and s.color = excluded.color)),
                     updated_at = now()`);
            continue;
          }
          const key = variantKey(l.productId, l.size, color);
          if (!UUID.test(l.productId) || (!held.has(key) && held.size >= MAX_CART_LINES)) {
            left.push(l);
            continue;
          }
          const kept = rowsOf(
            await tx.execute(sql`
              insert into cart_items (user_id, product_id, size, color, quantity)
              select ${userId}, v.product_id, v.size, v.color, ${Math.min(CART_QTY_MAX, l.quantity)}
                from variants v
               where v.product_id = ${l.productId} and v.size = ${l.size} and v.color = ${color}
              on conflict (user_id, product_id, size, color) do update
                 set quantity = least(${CART_QTY_MAX}, cart_items.quantity + excluded.quantity), updated_at = now()
              returning quantity`),
          );
          if (kept.length === 0) left.push(l);
          else held.add(key);
        }
        return left;
      });
      // Outside the transaction: the coupon rules are read through the shared connection.
      if (couponCode?.trim()) {
        const summary = await priceCart({ userId }, couponCode);
        if (summary.coupon?.ok) await storeCoupon(userId, summary.coupon.code);
      }
      return { cart: await cartOf(userId), notMerged, couponCode: await storedCoupon(userId) };
    },

    /** Applies a code after checking it against the cart; an empty code clears it. An invalid code clears it too (spec §4). */
    async applyCoupon(userId: string, rawCode: string): Promise<PricedCart> {
      const code = rawCode.trim();
      if (!code) {
        await storeCoupon(userId, null);
        return priceCart({ userId }, null);
      }
      let summary = await priceCart({ userId }, code);
      // The rules are cached for a few seconds; before saying no, read them as they are now (a use
      // given back by a cancel, a code the merchant just made or resumed).
      if (!summary.coupon?.ok) summary = await priceCart({ userId }, code, { freshRules: true });
      if (!summary.coupon?.ok) {
        await storeCoupon(userId, null);
        throw badRequest(MESSAGES.couponInvalid, "code");
      }
      await storeCoupon(userId, summary.coupon.code);
      return summary;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
