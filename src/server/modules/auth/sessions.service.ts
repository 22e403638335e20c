import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AppError, NOT_LOGGED_IN } from "../../http/errors";
import { sessions, users } from "../../db/schema";

/** A session lasts at most this long from sign-in… */
export const SESSION_TTL_DAYS = 30;
/** …and ends sooner once it has gone this long unused. */
export const SESSION_IDLE_DAYS = 14;
/** A session's idle deadline moves at most once in this time: not a write per request. */
const IDLE_EXTEND_STEP_MS = 60 * 60 * 1000;
const DAY_MS = 86_400_000;

export type SessionUser = typeof users.$inferSelect;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Opaque session tokens: 32 random bytes for the browser, only their SHA-256 in the database. */
export function createSessionStore(db: Db) {
  return {
    async create(userId: string): Promise<string> {
      // A demo shopper never signs in (decision 221), whichever way they try.
      const [who] = await db.select({ demo: users.demo }).from(users).where(eq(users.id, userId));
      if (who?.demo) throw new AppError("unauthorized", NOT_LOGGED_IN);
      const token = randomBytes(32).toString("base64url");
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + SESSION_IDLE_DAYS * DAY_MS),
      });
      return token;
    },

    async user(token: string | undefined | null): Promise<SessionUser | null> {
      if (!token || token.length > 200) return null;
      const [row] = await db
        .select({ user: users, expiresAt: sessions.expiresAt, createdAt: sessions.createdAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .limit(1);
      if (!row) return null;
      // Each use pushes the end SESSION_IDLE_DAYS ahead, never past SESSION_TTL_DAYS from sign-in.
      const now = Date.now();
      const next = Math.min(now + SESSION_IDLE_DAYS * DAY_MS, row.createdAt.getTime() + SESSION_TTL_DAYS * DAY_MS);
      if (next - row.expiresAt.getTime() > IDLE_EXTEND_STEP_MS) {
        await db
          .update(sessions)
          .set({ expiresAt: new Date(next) })
          .where(eq(sessions.tokenHash, hashToken(token)));
      }
      return row.user;
    },

    async revoke(token: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, hashToken(token)));
    },

    /** Ends every session of a user, except the one named (e.g. after a password reset). */
    async revokeAll(userId: string, exceptToken?: string): Promise<void> {
      const where = exceptToken
        ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.tokenHash, hashToken(exceptToken)))
        : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      await db.update(sessions).set({ revokedAt: new Date() }).where(where);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
