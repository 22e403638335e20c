import { and, eq, inArray, isNull } from "drizzle-orm";
import { CANCELED_STATUS, isCanceled, refusal, statusesFrom } from "../../../domain/order-states";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { OrderRow } from "./order.dto";
import { releaseHeld } from "./stock";

/**
 * A shopper cancels an unpaid order that has not shipped (the "cancel" move of the shopper in the
 * order-states table): its stock comes back, once. The order must be the shopper's (found by the
 * caller). Anything else says why it cannot be canceled.
 */
export async function cancelOrder(db: Db, userId: string, o: OrderRow): Promise<OrderRow> {
  const now = new Date();
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      // The shopper's cancel also ends the hold, so a payment arriving later is refunded, never revived.
      .set({ status: CANCELED_STATUS, stockReleasedAt: now, holdExpiresAt: null, updatedAt: now })
      .where(
        and(
          eq(orders.id, o.id),
          eq(orders.userId, userId),
          eq(orders.payment, false),
          inArray(orders.status, statusesFrom("cancel", "shopper")),
          isNull(orders.stockReleasedAt),
        ),
      )
      .returning();
    if (row) await releaseHeld(tx, [row.id]);
    return row;
  });
  if (done) return done;
  const [now2] = await db.select().from(orders).where(eq(orders.id, o.id));
  const cur = now2 ?? o;
  if (isCanceled(cur.status)) throw new AppError("conflict", "This order is already canceled.");
  const why = refusal(cur, "cancel", "shopper");
  if (why === "unpaid") throw new AppError("conflict", "This order is paid, so it cannot be canceled here. Please contact us for a refund.");
  if (why === "state") throw new AppError("conflict", "This order has already shipped and can no longer be canceled.");
  throw new AppError("conflict", "This order can no longer be canceled.");
}
