import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { RazorpayGateway } from "../../adapters/payments/razorpay";
import type { StripeGateway } from "../../adapters/payments/stripe";
import type { Db } from "../../db/client";
import type { orders, returnRequests } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Logger } from "../../http/logger";

/**
 * A claim left by a process that stopped between the provider's answer and the settling
 * transaction lapses after this long; the provider then refuses a refund beyond what was paid.
 */
export const REFUND_CLAIM_MINUTES = 10;

export const REFUND_UNDER_WAY = "A refund of this is under way; look again in a moment.";

type Claimable = typeof orders | typeof returnRequests;

/**
 * Claims the refund of an order or a return, in a statement of its own that commits before the
 * provider is asked: of two asks at once, one finds the row claimed and is refused, so the
 * provider is asked once. Nothing is claimed when it is refunded already; the caller then says why.
 */
export async function claimRefund(db: Db, table: Claimable, id: string, now = new Date()): Promise<boolean> {
  const lapsed = new Date(now.getTime() - REFUND_CLAIM_MINUTES * 60_000);
  const claimed = await db
    .update(table)
    .set({ refundClaimedAt: now })
    .where(and(eq(table.id, id), isNull(table.refundedAt), or(isNull(table.refundClaimedAt), lt(table.refundClaimedAt, lapsed))))
    .returning({ id: table.id });
  return claimed.length > 0;
}

/** Gives a claim back after the provider refused, so the merchant can try again. */
export async function releaseRefundClaim(db: Db, table: Claimable, id: string): Promise<void> {
  await db.update(table).set({ refundClaimedAt: null }).where(eq(table.id, id));
}

export interface ProviderRefund {
  db: Db;
  logger: Logger;
  razorpay?: RazorpayGateway;
  stripe?: StripeGateway;
}

/**
 * Asks the provider for a refund under a claim taken by the caller: its refund id, or (the
 * provider refusing or unreachable) the claim given back and the provider's words as a 402.
 */
export async function askProvider(
  deps: ProviderRefund,
  table: Claimable,
  id: string,
  via: "razorpay" | "stripe",
  paymentId: string,
  amountPaise: number,
): Promise<string> {
  try {
    const gateway = via === "razorpay" ? deps.razorpay! : deps.stripe!;
    return (await gateway.refund(paymentId, amountPaise)).id;
  } catch (err) {
    await releaseRefundClaim(deps.db, table, id);
    deps.logger.warn("provider refund failed", { id, provider: via, error: String(err) });
    throw new AppError("payment_failed", `${via === "razorpay" ? "Razorpay" : "Stripe"} did not take the refund: ${(err as Error).message ?? err}`);
  }
}

export const refundUnderWay = () => new AppError("conflict", REFUND_UNDER_WAY);
