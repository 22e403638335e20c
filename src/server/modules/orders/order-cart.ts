import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cartItems, carts } from "../../db/schema";

/**
 * The shopper's cart and its coupon go with the order they became, in the transaction that
 * places (COD) or pays (online) it: the next cart starts without either.
 */
export async function emptyCartAfterOrder(tx: Db, userId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  await tx.update(carts).set({ couponCode: null, updatedAt: new Date() }).where(eq(carts.userId, userId));
}
