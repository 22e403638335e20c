import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { keyedCache } from "../../lib/cache";
import { shuffled } from "../../lib/shuffled";

type ProductRow = typeof products.$inferSelect;

/** Products drawn per category at once, and how long a draw is shown before the next. */
const POOL_SIZE = 24;
const POOL_MS = 10_000;

/**
 * Related products come from a small pool per category, redrawn every few seconds at a random
 * offset along an index. A product page never sorts a whole category (tens of thousands of rows at
 * scale) at random; over a minute the pools still wander across the whole category.
 */
export function createRelatedPool(db: Db) {
  async function draw(category: string | null): Promise<ProductRow[]> {
    const where: SQL | undefined = category === null ? eq(products.active, true) : and(eq(products.active, true), eq(products.category, category));
    const [{ n }] = await db.select({ n: count() }).from(products).where(where);
    const offset = Math.floor(Math.random() * Math.max(1, n - POOL_SIZE + 1));
    // Both orders follow an index: (category, price) for a category, created_at for the catalog.
    const order = category === null ? [desc(products.createdAt)] : [products.pricePaise];
    return db
      .select()
      .from(products)
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(POOL_SIZE);
  }

  // Keyed by category ("" for the whole catalog): a handful of keys.
  const pools = keyedCache<string, ProductRow[]>({ ttlMs: POOL_MS, max: 64, load: (key) => draw(key === "" ? null : key) });
  const pool = (category: string | null) => pools.get(category ?? "");

  return {
    /**
     * `wanted` products other than `productId`: of `category` first, then of any other to fill
     * up (with no product or category given, simply from the whole catalog).
     */
    async pick(productId: string | null, category: string | null, wanted: number): Promise<ProductRow[]> {
      const picked = shuffled(await pool(category))
        .filter((p) => p.id !== productId)
        .slice(0, wanted);
      if (picked.length < wanted) {
        const taken = new Set([productId, ...picked.map((p) => p.id)]);
        const others = shuffled(await pool(null)).filter((p) => !taken.has(p.id));
        picked.push(...others.slice(0, wanted - picked.length));
      }
      return picked;
    },
    invalidate() {
      pools.invalidate();
    },
  };
}
