import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { coupons, orders } from "../../db/schema";

/**
 * A coupon's uses follow its orders: an order placed with it counts one, an order that lets go of
 * what it held (canceled, or an unpaid hold run out) gives the use back, and a late payment that
 * revives such an order counts it again. So a limited code is never used up by abandoned payments.
 */

/** Holds the coupon's row until the transaction ends, so racing orders count its uses one at a time. */
export async function lockCoupon(tx: Tx, code: string): Promise<void> {
  await tx.select({ code: coupons.code }).from(coupons).where(sql`upper(${coupons.code}) = ${code}`).for("update");
}

/** Counts one use of the coupon, only while it has uses left; false when the last one is gone. */
export async function useCoupon(tx: Tx, code: string): Promise<boolean> {
  const used = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(sql`upper(${coupons.code}) = ${code}`, or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit))))
    .returning({ code: coupons.code });
  return used.length > 0;
}

/** Gives back the uses these orders' coupons counted. */
export async function returnCouponUses(tx: Tx, orderIds: string[]): Promise<void> {
  await tx.execute(sql`
    update ${coupons} set used_count = greatest(${coupons.usedCount} - used.n, 0)
    from (
      select upper(${orders.couponCode}) as code, count(*)::int as n from ${orders}
      where ${and(inArray(orders.id, orderIds), isNotNull(orders.couponCode))} group by 1
    ) as used
    where upper(${coupons.code}) = used.code`);
}

/** Counts the use of a revived order's coupon again: it was paid with the discount, so past the limit too. */
export async function recountCouponUse(tx: Tx, orderId: string): Promise<void> {
  const [o] = await tx.select({ code: orders.couponCode }).from(orders).where(eq(orders.id, orderId));
  if (!o?.code) return;
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(sql`upper(${coupons.code}) = upper(${o.code})`);
}
