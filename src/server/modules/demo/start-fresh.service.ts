import { count, eq, inArray, not } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders, products, storeMeta, testimonials, users } from "../../db/schema";
import { AppError } from "../../http/errors";
import { type Actor, recordAudit } from "../audit/audit.service";

/** What the owner types to confirm Start fresh. */
export const START_FRESH_CONFIRMATION = "START FRESH";

/**
 * Start fresh (decision 221): removes what the demo seed made (its products with their variants,
 * reviews and offer slides, its testimonials, its shoppers and their orders) in one transaction,
 * and keeps the vocabulary, the settings, the hero copy and the console accounts. A shop with a
 * real order is past the demo: it is refused then, and nothing is removed.
 */
export function createStartFresh(deps: { db: Db }) {
  return {
    async clear(actor: Actor): Promise<{ products: number; testimonials: number; shoppers: number; orders: number }> {
      return deps.db.transaction(async (tx) => {
        const [real] = await tx.select({ n: count() }).from(orders).where(not(orders.demo));
        if (Number(real.n) > 0) {
          throw new AppError(
            "conflict",
            `Start fresh is refused: the shop has ${real.n} real order${Number(real.n) === 1 ? "" : "s"}, and a real order is never removed.`,
          );
        }
        const demoShoppers = (await tx.select({ id: users.id }).from(users).where(eq(users.demo, true))).map((u) => u.id);
        const gone = {
          orders: (await tx.delete(orders).where(eq(orders.demo, true)).returning({ id: orders.id })).length,
          products: (await tx.delete(products).where(eq(products.demo, true)).returning({ id: products.id })).length,
          testimonials: (await tx.delete(testimonials).where(eq(testimonials.demo, true)).returning({ id: testimonials.id })).length,
          shoppers: demoShoppers.length ? (await tx.delete(users).where(inArray(users.id, demoShoppers)).returning({ id: users.id })).length : 0,
        };
        // The demo is gone for good: a restart does not seed it again.
        const value = new Date().toISOString();
        await tx
          .insert(storeMeta)
          .values({ key: "demo_cleared_at", value })
          .onConflictDoUpdate({ target: storeMeta.key, set: { value, updatedAt: new Date() } });
        await recordAudit(tx, actor, { action: "demo.clear", targetType: "demo", after: gone });
        return gone;
      });
    },
  };
}

export type StartFresh = ReturnType<typeof createStartFresh>;
