import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { idempotencyKeys, orders, users } from "../../db/schema";
import { AppError, NOT_LOGGED_IN } from "../../http/errors";
import type { OrderRow } from "./order.dto";

export const IDEMPOTENCY_MISMATCH = "This Idempotency-Key was already used for a different order. Use a new key for a new order.";
export const IDEMPOTENCY_IN_PROGRESS = "This order is already being placed. Please wait a moment and try again.";

/** The same request body, whatever the key order, hashes the same. */
export function requestHash(kind: string, body: unknown): string {
  const canon = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canon)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canon((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash("sha256")
    .update(`${kind}\n${JSON.stringify(canon(body))}`)
    .digest("hex");
}

const keyOf = (userId: string, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Claims the key inside the order's transaction, naming the order the transaction is about to
 * write (its id is chosen before): nobody sees the key before the order is committed with it,
 * and a rollback takes both away. False when another request holds the key.
 *
 * The same statement locks the account's row until the transaction ends, so two orders of one
 * account are checked against its hold caps one after the other (hold-caps.ts counts in a later
 * statement, which sees every order committed before the lock was granted). "No key update", not
 * "update": the order's foreign key to the account takes a key-share lock on the same row, and a
 * "for update" beside it would make two placements of one account deadlock. The key is written
 * from the locked row, so an account deleted since its session was checked claims nothing and
 * is refused as logged out.
 */
export async function claimKey(tx: Tx, userId: string, key: string, hash: string, orderId: string): Promise<boolean> {
  const result = (await tx.execute(sql`
    with account as (select ${users.id} from ${users} where ${users.id} = ${userId} for no key update),
    claimed as (
      insert into ${idempotencyKeys} (user_id, key, request_hash, status_code, response)
      select account.id, ${key}, ${hash}, 200, ${JSON.stringify({ orderId })}::jsonb from account
      on conflict do nothing
      returning key
    )
    select (select count(*) from account)::int as accounts, (select count(*) from claimed)::int as claimed`)) as unknown as {
    rows: { accounts: number; claimed: number }[];
  };
  const [row] = result.rows;
  if (!Number(row?.accounts)) throw new AppError("unauthorized", NOT_LOGGED_IN);
  return Number(row?.claimed) > 0;
}

/** The order a key made: the same body gets it back, another body is refused, one still in flight waits. */
export async function replay(db: Db, userId: string, key: string, hash: string): Promise<OrderRow> {
  const [row] = await db.select().from(idempotencyKeys).where(keyOf(userId, key));
  if (!row) throw new AppError("conflict", IDEMPOTENCY_IN_PROGRESS);
  if (row.requestHash !== hash) throw new AppError("unprocessable", IDEMPOTENCY_MISMATCH);
  const orderId = (row.response as { orderId?: string } | null)?.orderId;
  if (!orderId) throw new AppError("conflict", IDEMPOTENCY_IN_PROGRESS);
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!o) throw new AppError("conflict", IDEMPOTENCY_IN_PROGRESS);
  return o;
}
