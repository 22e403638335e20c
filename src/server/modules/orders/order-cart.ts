import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { cartItems, carts } from "../../db/schema";

/**
 * The shopper's cart and its coupon go with the order they became, in the transaction that
 * places (COD) or pays (online) it: the next cart starts without either.
 */
export async function emptyCartAfterOrder(tx: Tx, userId: string): Promise<void> {
  // One statement: the lines deleted and the coupon dropped in a single round trip.
  const lines = tx.$with("emptied").as(tx.delete(cartItems).where(eq(cartItems.userId, userId)).returning({ userId: cartItems.userId }));
  await tx.with(lines).update(carts).set({ couponCode: null, updatedAt: new Date() }).where(eq(carts.userId, userId));
}
