import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";

export const SESSION_TTL_DAYS = 30;

export type SessionUser = typeof users.$inferSelect;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Opaque session tokens: 32 random bytes for the browser, only their SHA-256 in the database. */
export function createSessionStore(db: Db) {
  return {
    async create(userId: string): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000),
      });
      return token;
    },

    async user(token: string | undefined | null): Promise<SessionUser | null> {
      if (!token || token.length > 200) return null;
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return row?.user ?? null;
    },

    async revoke(token: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, hashToken(token)));
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
