import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type CartLine, type CartMap, type CartTotals, cartFromLines, cartLines, type PricedLine } from "../../../domain/cart";
import type { z } from "zod";
import { type AddToCartBody, CART_ERRORS, type LineStatus, MAX_CART_LINES, type UpdateCartBody } from "../../../contracts/cart";
import { CART_QTY_MAX } from "../../../domain/constants";
import type { CouponRule } from "../../../domain/coupons";
import { MESSAGES } from "../../../domain/messages";
import { colorName } from "../../../domain/palette";
import type { Db } from "../../db/client";
import { cartItems, carts, products, variants } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../http/errors";
import type { CouponService } from "../coupons/coupons.service";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Colour codes are stored upper-case; a client's "#c5ddac" means the same colour. */
const normalColor = (c: string) => (/^#[0-9a-f]{6}$/i.test(c) ? c.toUpperCase() : c);

export { CART_ERRORS };

/** One priced line as the cart page and checkout show it. Only "ok" lines are charged. */
export interface SummaryLine extends PricedLine {
  slug: string;
  image: string;
  colorName: string;
  status: LineStatus;
  /** How many can be bought now, when fewer than asked ("short"). */
  maxQuantity?: number;
}

export interface CartSummary {
  lines: SummaryLine[];
  totals: CartTotals;
  /** The code re-checked against these lines; applied false when the cart no longer qualifies. */
  coupon: { code: string; applied: boolean; message?: string } | null;
  /** The applied code's rule, so the browser can show changed totals at once with the same function. */
  couponRule: CouponRule | null;
}

export type PriceInput = { userId: string } | { cart: CartMap };

/** PGlite and node-postgres both answer a raw statement with { rows }. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type Executor = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

export function createCartService(db: Db, coupons: CouponService) {
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
    if (!UUID.test(input.itemId)) throw notFound(CART_ERRORS.productUnavailable);
    const [product] = await exec
      .select({ id: products.id, active: products.active, sizes: products.sizes })
      .from(products)
      .where(eq(products.id, input.itemId));
    if (!product?.active) throw notFound(CART_ERRORS.productUnavailable);
    const [variant] = await exec
      .select({ stock: variants.stock })
      .from(variants)
      .where(and(eq(variants.productId, product.id), eq(variants.size, input.size), eq(variants.color, normalColor(input.color))));
    if (!variant) {
      throw product.sizes.includes(input.size)
        ? badRequest(CART_ERRORS.colorUnavailable, "color")
        : badRequest(CART_ERRORS.sizeUnavailable, "size");
    }
    return { productId: product.id, size: input.size, color: normalColor(input.color), stock: variant.stock };
  }

  async function priceLines(lines: CartLine[], exec: Executor): Promise<SummaryLine[]> {
    const ids = [...new Set(lines.map((l) => l.productId).filter((id) => UUID.test(id)))];
    const [productRows, variantRows] = ids.length
      ? await Promise.all([
          exec.select().from(products).where(inArray(products.id, ids)),
          exec.select().from(variants).where(inArray(variants.productId, ids)),
        ])
      : [[], []];
    const productById = new Map(productRows.map((p) => [p.id, p]));
    const stockOf = new Map(variantRows.map((v) => [`${v.productId}\u0000${v.size}\u0000${v.color}`, v.stock]));
    return lines.map((l) => {
      const p = productById.get(l.productId);
      const stock = stockOf.get(`${l.productId}\u0000${l.size}\u0000${normalColor(l.color)}`);
      const status: LineStatus =
        !p?.active || stock === undefined ? "unavailable" : stock <= 0 ? "sold_out" : stock < l.quantity ? "short" : "ok";
      return {
        ...l,
        name: p?.name ?? "",
        slug: p?.slug ?? "",
        image: p?.images[0] ?? "",
        category: p?.category ?? "",
        colorName: colorName(l.color),
        unitPricePaise: p?.pricePaise ?? 0,
        available: status === "ok",
        status,
        ...(status === "short" ? { maxQuantity: stock } : {}),
      };
    });
  }

  /**
   * Prices a cart from database prices and stock, with the coupon re-checked against it.
   * For a user, the stored coupon is used unless couponCode is given (null: none). Pass a
   * transaction as exec to price inside it (checkout).
   */
  async function priceCart(input: PriceInput, couponCode?: string | null, exec: Executor = db): Promise<CartSummary> {
    const cart = "userId" in input ? await cartOf(input.userId, exec) : input.cart;
    const code = couponCode !== undefined ? couponCode : "userId" in input ? await storedCoupon(input.userId, exec) : null;
    const lines = await priceLines(cartLines(cart), exec);
    const { totals, coupon } = await coupons.totals(lines, code?.trim() ? code : null);
    return {
      lines,
      totals,
      coupon: coupon ? (coupon.ok ? { code: coupon.code, applied: true } : { code: coupon.code, applied: false, message: coupon.message }) : null,
      couponRule: coupon?.ok ? await coupons.ruleFor(coupon.code) : null,
    };
  }

  return {
    cartOf,
    priceCart,

    /** One more of a size/colour, atomically: never above 10 or the variant's stock, however many calls race. */
    async add(userId: string, input: z.output<typeof AddToCartBody>): Promise<CartMap> {
      return db.transaction(async (tx) => {
        const v = await checkVariant(tx, input);
        if (v.stock <= 0) throw new AppError("conflict", CART_ERRORS.soldOut);
        const inserted = rowsOf<{ quantity: number }>(await tx.execute(sql`
          insert into cart_items (user_id, product_id, size, color, quantity)
          select ${userId}, v.product_id, v.size, v.color, 1
            from variants v
           where v.product_id = ${v.productId} and v.size = ${v.size} and v.color = ${v.color} and v.stock >= 1
          on conflict (user_id, product_id, size, color) do update
             set quantity = cart_items.quantity + 1, updated_at = now()
           where cart_items.quantity < ${CART_QTY_MAX}
             and cart_items.quantity < (select s.stock from variants s
                                         where s.product_id = excluded.product_id and s.size = excluded.size and s.color = excluded.color)
          returning quantity`));
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
                inArray(cartItems.color, [input.color, normalColor(input.color)]),
              ),
            );
          return cartOf(userId, tx);
        }
        const v = await checkVariant(tx, input);
        if (v.stock <= 0) throw new AppError("conflict", CART_ERRORS.soldOut);
        const inserted = rowsOf<{ quantity: number }>(await tx.execute(sql`
          insert into cart_items (user_id, product_id, size, color, quantity)
          select ${userId}, v.product_id, v.size, v.color, ${input.quantity}
            from variants v
           where v.product_id = ${v.productId} and v.size = ${v.size} and v.color = ${v.color} and v.stock >= ${input.quantity}
          on conflict (user_id, product_id, size, color) do update
             set quantity = excluded.quantity, updated_at = now()
          returning quantity`));
        if (inserted.length === 0) throw new AppError("conflict", CART_ERRORS.onlyLeft(v.stock));
        return cartOf(userId, tx);
      });
    },

    /**
     * Joins a guest's cart into the account's: quantities add up, capped at 10 and at stock.
     * Sold-out and removed lines are kept too (priced as such, out of the totals), so nothing
     * chosen before login disappears; only lines the cart cannot hold are returned in notMerged:
     * ids that were never product ids, and unbuyable lines beyond MAX_CART_LINES. The guest's
     * coupon is stored with the account's cart when it applies to the merged cart; the answer
     * names the code the account's cart now holds.
     */
    async merge(userId: string, guest: CartMap, couponCode?: string | null): Promise<{ cart: CartMap; notMerged: SummaryLine[]; couponCode: string | null }> {
      const notMerged = await db.transaction(async (tx) => {
        const priced = await priceLines(cartLines(guest), tx);
        const left: SummaryLine[] = [];
        const held = new Set(cartLines(await cartOf(userId, tx)).map((l) => `${l.productId}\u0000${l.size}\u0000${l.color}`));
        for (const l of priced) {
          const color = normalColor(l.color);
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
          const key = `${l.productId}\u0000${l.size}\u0000${color}`;
          if (!UUID.test(l.productId) || (!held.has(key) && held.size >= MAX_CART_LINES)) {
            left.push(l);
            continue;
          }
          held.add(key);
          await tx
            .insert(cartItems)
            .values({ userId, productId: l.productId, size: l.size, color, quantity: Math.min(CART_QTY_MAX, l.quantity) })
            .onConflictDoUpdate({
              target: [cartItems.userId, cartItems.productId, cartItems.size, cartItems.color],
              set: { quantity: sql`least(${CART_QTY_MAX}, ${cartItems.quantity} + excluded.quantity)`, updatedAt: new Date() },
            });
        }
        return left;
      });
      // Outside the transaction: the coupon rules are read through the shared connection.
      if (couponCode?.trim()) {
        const summary = await priceCart({ userId }, couponCode);
        if (summary.coupon?.applied) await storeCoupon(userId, summary.coupon.code);
      }
      return { cart: await cartOf(userId), notMerged, couponCode: await storedCoupon(userId) };
    },

    /** Applies a code after checking it against the cart; an empty code clears it. An invalid code clears it too (spec §4). */
    async applyCoupon(userId: string, rawCode: string): Promise<CartSummary> {
      const code = rawCode.trim();
      if (!code) {
        await storeCoupon(userId, null);
        return priceCart({ userId }, null);
      }
      const summary = await priceCart({ userId }, code);
      if (!summary.coupon?.applied) {
        await storeCoupon(userId, null);
        throw badRequest(MESSAGES.couponInvalid, "code");
      }
      await storeCoupon(userId, summary.coupon.code);
      return summary;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
