import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { cartItems, carts } from "../../db/schema";

/**
 * The shopper's cart and its coupon go with the order they became, in the transaction that
 * places (COD) or pays (online) it: the next cart starts without either. Given as two CTEs, so
 * the statement that writes the order empties the cart in the same round trip.
 */
export function cartEmptying(tx: Tx, userId: string) {
  const emptied = tx.$with("emptied").as(tx.delete(cartItems).where(eq(cartItems.userId, userId)).returning({ userId: cartItems.userId }));
  const cleared = tx
    .$with("cleared")
    .as(tx.update(carts).set({ couponCode: null, updatedAt: new Date() }).where(eq(carts.userId, userId)).returning({ userId: carts.userId }));
  return [emptied, cleared] as const;
}

/** Empties the cart on its own (a payment that confirms an order): one statement. */
export async function emptyCartAfterOrder(tx: Tx, userId: string): Promise<void> {
  const [emptied, cleared] = cartEmptying(tx, userId);
  await tx.with(emptied, cleared).select().from(cleared);
}
