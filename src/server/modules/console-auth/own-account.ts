import { hash, verify } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import type { ChangePasswordRequest } from "../../../contracts/admin-auth";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import type { Db } from "../../db/client";
import { adminUsers } from "../../db/schema";
import { badRequest } from "../../http/errors";
import type { RateLimiter } from "../../http/rate-limit";
import { type Actor, recordAudit } from "../audit/audit.service";
import { accountById, checkPassword, endSessions, sha256 } from "./console-accounts.service";
import { CONSOLE_LIMITS as L } from "./console-limits";

/** What a signed-in console account can do about its own security: its password and its other sessions. */

/** Needs the current password; every other session of the account ends, this one stays. */
export async function changePassword(db: Db, rateLimiter: RateLimiter, actor: Actor, token: string, input: ChangePasswordRequest): Promise<void> {
  const account = await accountById(db, actor.id!);
  await rateLimiter.check(L.passwordAccount, account.id);
  if (!(await verify(account.passwordHash, input.currentPassword))) throw badRequest(M.currentPasswordWrong, "currentPassword");
  if (input.newPassword === input.currentPassword) throw badRequest(M.passwordSame, "newPassword");
  checkPassword(input.newPassword, "newPassword");
  const passwordHash = await hash(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, account.id));
    const ended = await endSessions(tx, account.id, sha256(token));
    await recordAudit(tx, actor, { action: "password.change", targetType: "admin", targetId: account.id, after: { sessionsEnded: ended } });
  });
  await rateLimiter.reset(L.passwordAccount, account.id);
}

/** "Sign out other sessions": every session of the account but this one ends. */
export async function endOtherSessions(db: Db, actor: Actor, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await endSessions(tx, actor.id!, sha256(token));
    await recordAudit(tx, actor, { action: "sessions.end-others", targetType: "admin", targetId: actor.id, after: { sessionsEnded: ended } });
  });
}
