import { isNotNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailVerifications, idempotencyKeys, loginCodes, oauthStates, orderLinks, passwordResetCodes, rateLimits, sessions } from "../../db/schema";

const DAY_MS = 86_400_000;

/**
 * Rate-limit windows last an hour at most; a row whose window began a day ago counts nothing.
 * Idempotency keys answer a retry or a double click, which comes within seconds, not a day later.
 */
export const RATE_LIMIT_ROW_MAX_AGE_MS = DAY_MS;
export const IDEMPOTENCY_KEY_MAX_AGE_MS = DAY_MS;
/** An order's Confirm or Cancel link still says "expired" (not "not valid") for a month after it ran out. */
export const ORDER_LINK_KEPT_MS = 30 * DAY_MS;

export interface Swept {
  sessions: number;
  resetCodes: number;
  loginCodes: number;
  oauthStates: number;
  rateLimits: number;
  idempotencyKeys: number;
  emailLinks: number;
  orderLinks: number;
}

/**
 * Deletes what can no longer be used: ended sessions, spent or expired codes, old counters and
 * keys, and order links a month past their end. (Lapsed cash-on-delivery orders are the minute
 * sweep's: codConfirmation.releaseUnconfirmed, beside the release of lapsed holds.)
 */
export async function sweepExpired(db: Db, now = new Date()): Promise<Swept> {
  const count = (rows: unknown[]) => rows.length;
  const [s, r, l, o, rl, ik, ev, ol] = await Promise.all([
    db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
      .returning({ k: sessions.tokenHash }),
    db.delete(passwordResetCodes).where(lt(passwordResetCodes.expiresAt, now)).returning({ k: passwordResetCodes.id }),
    db
      .delete(loginCodes)
      .where(or(lt(loginCodes.expiresAt, now), isNotNull(loginCodes.usedAt)))
      .returning({ k: loginCodes.codeHash }),
    db.delete(oauthStates).where(lt(oauthStates.expiresAt, now)).returning({ k: oauthStates.state }),
    db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, new Date(now.getTime() - RATE_LIMIT_ROW_MAX_AGE_MS)))
      .returning({ k: rateLimits.key }),
    db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_MAX_AGE_MS)))
      .returning({ k: idempotencyKeys.key }),
    db
      .delete(emailVerifications)
      .where(or(lt(emailVerifications.expiresAt, now), isNotNull(emailVerifications.usedAt)))
      .returning({ k: emailVerifications.tokenHash }),
    db
      .delete(orderLinks)
      .where(lt(orderLinks.expiresAt, new Date(now.getTime() - ORDER_LINK_KEPT_MS)))
      .returning({ k: orderLinks.tokenHash }),
  ]);
  return {
    sessions: count(s),
    resetCodes: count(r),
    loginCodes: count(l),
    oauthStates: count(o),
    rateLimits: count(rl),
    idempotencyKeys: count(ik),
    emailLinks: count(ev),
    orderLinks: count(ol),
  };
}
