import { and, desc, eq } from "drizzle-orm";
import type { ConsentView } from "../../../contracts/privacy";
import { CONSENT_WORDING, type ConsentKind } from "../../../domain/privacy";
import type { Db, Tx } from "../../db/client";
import { consents } from "../../db/schema";

/** Where a consent was given or withdrawn. */
export type ConsentSource = "signup" | "profile" | "checkout" | "account deleted";

/** A consent row as an insert writes it: the words in force are kept with it. */
export const consentRow = (userId: string, kind: ConsentKind, granted: boolean, source: ConsentSource, orderId?: string) => ({
  userId,
  kind,
  granted,
  wording: CONSENT_WORDING[kind],
  source,
  orderId: orderId ?? null,
});

/**
 * Consents as a ledger (decision 252): each one given or withdrawn is a row with its time and the
 * words shown; the latest row of a kind is the shopper's answer, and none is no.
 */
export function createConsents(db: Db) {
  return {
    async record(userId: string, kind: ConsentKind, granted: boolean, source: ConsentSource, tx: Db | Tx = db): Promise<void> {
      await tx.insert(consents).values(consentRow(userId, kind, granted, source));
    },

    async granted(userId: string, kind: ConsentKind): Promise<boolean> {
      const [last] = await db
        .select({ granted: consents.granted })
        .from(consents)
        .where(and(eq(consents.userId, userId), eq(consents.kind, kind)))
        .orderBy(desc(consents.id))
        .limit(1);
      return last?.granted ?? false;
    },

    /** Every consent the shopper gave or withdrew, newest first. */
    async history(userId: string): Promise<ConsentView[]> {
      const rows = await db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.id));
      return rows.map((r) => ({
        kind: r.kind as ConsentKind,
        granted: r.granted,
        wording: r.wording,
        source: r.source,
        at: r.createdAt.toISOString(),
      }));
    },
  };
}

export type Consents = ReturnType<typeof createConsents>;
