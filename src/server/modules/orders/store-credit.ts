import { desc, eq, sql } from "drizzle-orm";
import { formatINR } from "../../../domain/money";
import { CREDIT_MESSAGES, type CreditKind, balanceAfter, creditBalance } from "../../../domain/store-credit";
import type { Db, Tx } from "../../db/client";
import { storeCredit, users } from "../../db/schema";
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
  await tx.select({ id: users.id }).from(users).where(eq(users.id, entry.userId)).for("update");
  const balance = await creditBalanceOf(tx, entry.userId);
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

/** The ledger, newest first, and the balance. */
export async function creditLedger(db: Db, userId: string) {
  const entries = await db.select().from(storeCredit).where(eq(storeCredit.userId, userId)).orderBy(desc(storeCredit.id));
  return { balancePaise: creditBalance(entries), entries };
}
