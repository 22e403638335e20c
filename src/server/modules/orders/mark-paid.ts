import { and, eq } from "drizzle-orm";
import { PLACED_STATUS } from "../../../domain/order-states";
import type { Tx } from "../../db/client";
import { orders } from "../../db/schema";
import type { Logger } from "../../http/logger";
import type { OrderRow } from "./order.dto";
import { emptyCartAfterOrder } from "./order-cart";
import { retakeHeld } from "./stock";

/** A confirmed payment: the order it paid, or (refundDue) the canceled order it is owed back on. */
export interface PaidOutcome {
  order: OrderRow;
  refundDue: boolean;
}

/**
 * Records a confirmed payment once; a second confirmation changes nothing (null). An order whose
 * unpaid hold ran out comes back only if the stock of every line can be taken again; otherwise,
 * and always for an order the shopper canceled, it stays canceled with the payment recorded and a
 * refund due. Runs in the given transaction.
 */
export async function markPaid(
  tx: Tx,
  logger: Logger,
  orderId: string,
  providerPaymentId: string | null,
  /** Gives the confirmed order its invoice number, in this transaction. */
  issueInvoice: (tx: Tx, orderId: string) => Promise<void>,
): Promise<PaidOutcome | null> {
  const now = new Date();
  const [row] = await tx
    .update(orders)
    .set({ payment: true, providerPaymentId, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.payment, false)))
    .returning();
  if (!row) return null;
  const placed = async (set: Partial<OrderRow>) => {
    await issueInvoice(tx, row.id);
    const [paid] = await tx
      .update(orders)
      .set({ ...set, holdExpiresAt: null })
      .where(eq(orders.id, row.id))
      .returning();
    await emptyCartAfterOrder(tx, row.userId);
    return { order: paid!, refundDue: false };
  };
  if (!row.stockReleasedAt) return placed({});
  // holdExpiresAt survives only a release by the timer (a shopper's cancel clears it).
  if (row.holdExpiresAt && (await retakeHeld(tx, row.id))) return placed({ stockReleasedAt: null, status: PLACED_STATUS });
  logger.warn("payment received for a canceled order; refund due", { orderId: row.id, providerPaymentId });
  return { order: row, refundDue: true };
}
