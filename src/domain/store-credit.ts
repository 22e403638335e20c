/**
 * Store credit is a ledger: one entry per credit or use, the balance their sum. An entry that would
 * take the balance below zero is refused; the database repeats the rule (each entry keeps the
 * balance after it, which a CHECK holds at zero or more).
 */

export const CREDIT_KINDS = ["refund", "goodwill", "use", "expiry"] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

export interface CreditEntry {
  /** Paise: positive for a credit, negative for a use or an expiry. */
  amountPaise: number;
  kind: CreditKind;
}

export const CREDIT_MESSAGES = {
  notEnough: (balance: string) => `Your store credit is ${balance}; you cannot use more than that.`,
  zero: "A store credit entry needs an amount.",
  /** Checkout's box, with the balance as the store writes rupees. */
  offer: (balance: string) => `Use store credit (${balance} available)`,
  paidInFull: "Your store credit pays for this order: no payment is needed.",
} as const;

/** The balance a ledger comes to. */
export const creditBalance = (entries: readonly Pick<CreditEntry, "amountPaise">[]) => entries.reduce((sum, e) => sum + e.amountPaise, 0);

/**
 * The part of a refund that goes back as store credit, for an order paid partly by credit: the
 * refund's share of the order in proportion to what credit paid, in whole paise; the rest goes
 * back the way it was paid.
 */
export function creditShareOf(refundPaise: number, order: { creditPaise: number; amountPaise: number }): number {
  const value = order.creditPaise + order.amountPaise;
  if (order.creditPaise <= 0 || value <= 0) return 0;
  return Math.min(refundPaise, order.creditPaise, Math.round((refundPaise * order.creditPaise) / value));
}

/** The balance after adding this entry to a balance, or null when the entry is refused (zero, or below zero after). */
export function balanceAfter(balancePaise: number, amountPaise: number): number | null {
  if (!Number.isInteger(amountPaise) || amountPaise === 0) return null;
  const after = balancePaise + amountPaise;
  return after < 0 ? null : after;
}
