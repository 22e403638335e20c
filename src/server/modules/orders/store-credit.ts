import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { formatINR } from "../../../domain/money";
import { CREDIT_MESSAGES, type CreditKind, balanceAfter, creditBalance } from "../../../domain/store-credit";
import type { Db, Tx } from "../../db/client";
import { orders, storeCredit, users } from "../../db/schema";
import { AppError } from "../../http/errors";

export interface CreditWrite {
  userId: string;
  amountPaise: number;
  kind: CreditKind;
  note?: string | null;
  orderId?: string | null;
  returnId?: string | null;
  actorEmail?: string | null;
}

/** The shopper's balance: the sum of their entries. */
export async function creditBalanceOf(db: Pick<Db, "select">, userId: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`coalesce(sum(${storeCredit.amountPaise}), 0)::int` })
    .from(storeCredit)
    .where(eq(storeCredit.userId, userId));
  return Number(r?.n ?? 0);
}

/**
 * One credit or use, inside the caller's transaction. The shopper's row is locked first, so two
 * entries for one shopper are written one after the other; a use beyond the balance is refused
 * here, and the database's CHECK on the balance after it would refuse it too.
 */
export async function addCreditEntry(tx: Tx, entry: CreditWrite): Promise<number> {
  const balance = await lockedBalance(tx, entry.userId);
  const after = balanceAfter(balance, entry.amountPaise);
  if (after === null) throw new AppError("conflict", entry.amountPaise === 0 ? CREDIT_MESSAGES.zero : CREDIT_MESSAGES.notEnough(formatINR(balance)));
  await tx.insert(storeCredit).values({
    userId: entry.userId,
    amountPaise: entry.amountPaise,
    balanceAfterPaise: after,
    kind: entry.kind,
    note: entry.note ?? null,
    orderId: entry.orderId ?? null,
    returnId: entry.returnId ?? null,
    actorEmail: entry.actorEmail ?? null,
  });
  return after;
}

/** A use the balance no longer covers (an order revived by a late payment after its credit came back). */
export class CreditShort extends Error {}

/**
 * The store credit these orders used comes back to their shoppers as they are canceled: one
 * entry per order, in the caller's transaction (releaseHeld runs once per order).
 */
export async function returnCreditUses(tx: Tx, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const used = await tx
    .select({ id: orders.id, userId: orders.userId, creditPaise: orders.creditPaise })
    .from(orders)
    .where(and(inArray(orders.id, orderIds), gt(orders.creditPaise, 0)));
  for (const o of used)
    await addCreditEntry(tx, { userId: o.userId, amountPaise: o.creditPaise, kind: "refund", note: "Back from a canceled order", orderId: o.id });
}

/** An order the timer released comes back on a late payment: its store credit is used again, or CreditShort. */
export async function retakeCreditUse(tx: Tx, orderId: string): Promise<void> {
  const [o] = await tx.select({ userId: orders.userId, creditPaise: orders.creditPaise }).from(orders).where(eq(orders.id, orderId));
  if (!o || o.creditPaise === 0) return;
  const balance = await lockedBalance(tx, o.userId);
  if (balance < o.creditPaise) throw new CreditShort();
  await addCreditEntry(tx, { userId: o.userId, amountPaise: -o.creditPaise, kind: "use", note: "Paid toward an order", orderId });
}

async function lockedBalance(tx: Tx, userId: string): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return creditBalanceOf(tx, userId);
}

/** The ledger, newest first, and the balance. */
export async function creditLedger(db: Db, userId: string) {
  const entries = await db.select().from(storeCredit).where(eq(storeCredit.userId, userId)).orderBy(desc(storeCredit.id));
  return { balancePaise: creditBalance(entries), entries };
}
