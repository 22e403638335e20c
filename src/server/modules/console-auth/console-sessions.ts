import { and, eq, gt, isNull } from "drizzle-orm";
import type { AdminMe } from "../../../contracts/admin-auth";
import type { Db } from "../../db/client";
import { adminSessions, adminUsers } from "../../db/schema";
import { recordAudit } from "../audit/audit.service";
import { newToken, sha256, toAdminMe } from "./console-accounts.service";
import { CONSOLE_SESSION_ABSOLUTE_MS, CONSOLE_SESSION_IDLE_MS } from "./console-limits";

/** A session's last request is written at most this often. */
const TOUCH_EVERY_MS = 30_000;

/** A new sign-in; an account still to enrol is given the key only this sign-in can enrol. */
export async function newSession(db: Db, adminId: string, pendingTotpSecret: string | null): Promise<string> {
  const token = newToken();
  await db
    .insert(adminSessions)
    .values({ tokenHash: sha256(token), adminId, pendingTotpSecret, expiresAt: new Date(Date.now() + CONSOLE_SESSION_ABSOLUTE_MS) });
  return token;
}

/** The session behind a cookie, with its account, while neither has ended and it was used within the hour. */
export async function liveSession(db: Db, token: string | undefined) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ session: adminSessions, admin: adminUsers })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.tokenHash, sha256(token)),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, new Date()),
        isNull(adminUsers.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.session.lastSeenAt.getTime() > CONSOLE_SESSION_IDLE_MS) return null;
  return row;
}

/** The signed-in console account behind a session cookie, or null (also before the second factor). */
export async function sessionAdmin(db: Db, token: string | undefined): Promise<AdminMe | null> {
  const row = await liveSession(db, token);
  if (!row?.session.verified) return null;
  if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(adminSessions).set({ lastSeenAt: new Date() }).where(eq(adminSessions.tokenHash, row.session.tokenHash));
  }
  return toAdminMe(row.admin);
}

/** Ends the session behind the cookie, with its sign-out in the audit log. */
export async function logout(db: Db, token: string | undefined): Promise<void> {
  if (!token || token.length > 200) return;
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(adminSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(adminSessions.tokenHash, sha256(token)), isNull(adminSessions.revokedAt)))
      .returning({ adminId: adminSessions.adminId });
    if (!ended) return;
    const [admin] = await tx.select().from(adminUsers).where(eq(adminUsers.id, ended.adminId));
    if (admin) await recordAudit(tx, { id: admin.id, email: admin.email }, { action: "console.sign-out", targetType: "admin", targetId: admin.id });
  });
}
