import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { WISHLIST_MAX } from "../../../contracts/wishlist";
import { WISHLIST_PRODUCT_UNAVAILABLE, WISHLIST_TOO_MANY } from "../../../domain/wishlist";
import type { Db } from "../../db/client";
import { products, wishlistItems } from "../../db/schema";
import { AppError, notFound } from "../../http/errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A signed-in shopper's wishlist (decision 261): one row per product, newest first, at most
 * WISHLIST_MAX. A guest's list lives in the browser and joins the account's at login; products
 * taken off sale stay listed until removed, but are never shown or merged.
 */
export function createWishlistService(db: Db) {
  async function productIds(userId: string): Promise<string[]> {
    const rows = await db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
    return rows.map((r) => r.productId);
  }

  /** Of these ids, the products on sale. */
  async function onSale(ids: readonly string[]): Promise<string[]> {
    const wanted = [...new Set(ids.filter((i) => UUID.test(i)))];
    if (wanted.length === 0) return [];
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.active, true), inArray(products.id, wanted)));
    const found = new Set(rows.map((r) => r.id));
    return wanted.filter((i) => found.has(i));
  }

  /** Adds what fits under the cap, in one statement: the count and the insert cannot race apart. */
  async function insert(userId: string, ids: readonly string[]): Promise<void> {
    for (const productId of ids) {
      await db.execute(sql`
        insert into ${wishlistItems} (user_id, product_id)
        select ${userId}, ${productId}
        where (select count(*) from ${wishlistItems} where user_id = ${userId}) < ${WISHLIST_MAX}
        on conflict do nothing`);
    }
  }

  return {
    productIds,

    async add(userId: string, productId: string): Promise<string[]> {
      const [id] = await onSale([productId]);
      if (!id) throw notFound(WISHLIST_PRODUCT_UNAVAILABLE, "productId");
      const before = await productIds(userId);
      if (!before.includes(id) && before.length >= WISHLIST_MAX) throw new AppError("conflict", WISHLIST_TOO_MANY, "productId");
      await insert(userId, [id]);
      return productIds(userId);
    },

    async remove(userId: string, productId: string): Promise<string[]> {
      if (UUID.test(productId)) {
        await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
      }
      return productIds(userId);
    },

    /** The guest's list joins the account's: nothing saved before login is lost, and nothing twice. */
    async merge(userId: string, guestIds: readonly string[]): Promise<string[]> {
      await insert(userId, [...(await onSale(guestIds))].reverse());
      return productIds(userId);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
