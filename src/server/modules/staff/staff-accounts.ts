import { and, asc, count, eq, isNull, ne, sql } from "drizzle-orm";
import type { AdminMe, AdminRole, StaffMember } from "../../../contracts/admin-auth";
import { authenticatorReset, CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import type { Db, Tx } from "../../db/client";
import { adminRecoveryCodes, adminUsers } from "../../db/schema";
import { AppError, badRequest } from "../../http/errors";
import { type Actor, recordAudit } from "../audit/audit.service";
import { accountById, type AdminRow, checkPassword, endSessions, insertAdmin, toAdminMe, toMember } from "../console-auth/console-accounts.service";

/**
 * What the owner, or the command line, can do about console accounts: list them, make one, turn
 * one off or on, and reset one's lost authenticator.
 */

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.select().from(adminUsers).orderBy(asc(adminUsers.createdAt));
  return rows.map(toMember);
}

/** For `npm run admin:create`: a console account made from the command line. */
export async function createFromCommandLine(
  db: Db,
  actor: Actor,
  input: { email: string; name: string; role: AdminRole; password: string },
): Promise<AdminMe> {
  checkPassword(input.password);
  return db.transaction(async (tx) => {
    const admin = await insertAdmin(tx, input);
    await recordAudit(tx, actor, { action: `${input.role}.create`, targetType: "admin", targetId: admin.id, after: toAdminMe(admin) });
    return toAdminMe(admin);
  });
}

/** Forgets the key and recovery codes and ends every session: the account enrols again at its next sign-in. */
async function forgetAuthenticator(tx: Tx, actor: Actor, account: AdminRow): Promise<StaffMember> {
  const [after] = await tx.update(adminUsers).set({ totpSecret: null, totpLastStep: null }).where(eq(adminUsers.id, account.id)).returning();
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, account.id));
  await endSessions(tx, account.id);
  await recordAudit(tx, actor, {
    action: "totp.reset",
    targetType: "admin",
    targetId: account.id,
    before: { enrolled: Boolean(account.totpSecret) },
    after: { enrolled: false },
  });
  return toMember(after!);
}

/** The owner, for another account that lost its authenticator (their own goes through the command line). */
export async function resetAuthenticator(db: Db, actor: Actor, id: string): Promise<{ member: StaffMember; message: string }> {
  if (id === actor.id) throw badRequest(M.notYourself, "id");
  return db.transaction(async (tx) => {
    const member = await forgetAuthenticator(tx, actor, await accountById(tx, id));
    return { member, message: authenticatorReset(member.email) };
  });
}

/** `npm run admin:create -- --reset-authenticator --email …`: any account, the owner's included. */
export async function resetAuthenticatorByEmail(db: Db, actor: Actor, email: string): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(adminUsers).where(sql`lower(${adminUsers.email}) = ${email.trim().toLowerCase()}`);
    if (!account) throw new AppError("not_found", M.noAccountWithEmail, "email");
    return forgetAuthenticator(tx, actor, account);
  });
}

/**
 * Turns a console account off (or on again), staff or owner; its sessions end at once. Nobody
 * turns themself off, and the shop always keeps an active owner.
 */
export async function setAccountDisabled(db: Db, actor: Actor, id: string, disabled: boolean): Promise<StaffMember> {
  if (id === actor.id) throw badRequest(M.notYourself, "id");
  return db.transaction(async (tx) => {
    // Two owners turning each other off at once: the second finds the first's change.
    await tx.execute(sql`select pg_advisory_xact_lock(4711002)`);
    const before = await accountById(tx, id);
    if (disabled && before.role === "owner") {
      const [others] = await tx
        .select({ n: count() })
        .from(adminUsers)
        .where(and(eq(adminUsers.role, "owner"), isNull(adminUsers.disabledAt), ne(adminUsers.id, id)));
      if (Number(others?.n ?? 0) === 0) throw new AppError("conflict", M.lastOwner, "id");
    }
    const [after] = await tx
      .update(adminUsers)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(adminUsers.id, id))
      .returning();
    if (disabled) await endSessions(tx, id);
    await recordAudit(tx, actor, {
      action: `${before.role}.${disabled ? "disable" : "enable"}`,
      targetType: "admin",
      targetId: id,
      before: { disabled: Boolean(before.disabledAt) },
      after: { disabled },
    });
    return toMember(after!);
  });
}
