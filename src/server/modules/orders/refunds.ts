import { sql } from "drizzle-orm";
import type { OrderDetail, RefundRequest } from "../../../contracts/admin-orders";
import { isRefundDue } from "../../../domain/order-states";
import type { RazorpayGateway } from "../../adapters/payments/razorpay";
import type { StripeGateway } from "../../adapters/payments/stripe";
import type { Db } from "../../db/client";
import { refundDueWhere } from "../../db/order-status-sql";
import { orders } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Logger } from "../../http/logger";
import type { Actor } from "../audit/audit.service";
import { loadOrder } from "./console-order-detail";
import { askProvider, claimRefund, refundUnderWay } from "./refund-claim";
import { changeOrder } from "./console-order-moves";
import type { OrderRow } from "./order.dto";

export interface RefundDeps {
  db: Db;
  logger: Logger;
  razorpay?: RazorpayGateway;
  stripe?: StripeGateway;
}

/** The provider that can pay this order back through its refund API here, or null (a refund by hand). */
export const refundVia = (deps: RefundDeps, o: OrderRow): OrderDetail["refundVia"] =>
  o.paymentMethod === "razorpay" && deps.razorpay && o.providerPaymentId
    ? "razorpay"
    : o.paymentMethod === "stripe" && deps.stripe && o.providerPaymentId
      ? "stripe"
      : null;

/**
 * Settles a refund due: through the provider's refund API when its keys are set, or recorded as
 * paid back by hand. The refund is claimed first, in its own statement, so two asks at once reach
 * the provider once; the provider is then asked, and the order records its refund id.
 */
export async function settleRefund(deps: RefundDeps, actor: Actor, id: string, input: RefundRequest): Promise<OrderRow> {
  const before = await loadOrder(deps.db, id);
  if (!isRefundDue(before))
    throw new AppError("conflict", before.refundedAt ? "This order is already refunded." : "Nothing is owed back on this order.");
  const via = input.via === "provider" ? refundVia(deps, before) : null;
  if (input.via === "provider" && !via)
    throw new AppError("conflict", "This order cannot be refunded through a provider here; record the refund by hand.", "via");
  if (!via && !input.reference) throw new AppError("bad_request", "Say how it was paid back (e.g. a UPI or bank reference).", "reference");
  if (!(await claimRefund(deps.db, orders, id))) {
    if ((await loadOrder(deps.db, id)).refundedAt) throw new AppError("conflict", "This order is already refunded.");
    throw refundUnderWay();
  }
  const reference = via ? await askProvider(deps, orders, id, via, before.providerPaymentId!, before.amountPaise) : input.reference!;
  const method = via ?? "manual";
  return changeOrder(deps.db, actor, id, "order.refund", { kind: "refunded", note: `${method} ${reference}` }, async (_tx, cur) => {
    if (!isRefundDue(cur)) throw new AppError("conflict", "This order is already refunded.");
    return { refundedAt: new Date(), refundMethod: method, refundReference: reference, refundClaimedAt: null };
  });
}

/** Paid orders that are off and not yet paid back, for the dashboard and list badges. */
export async function refundsDueCount(db: Db): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(refundDueWhere());
  return Number(r.n);
}
