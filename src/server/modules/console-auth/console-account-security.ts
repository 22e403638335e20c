import { hash, verify } from "@node-rs/argon2";
import { and, count, eq, isNull, ne, sql } from "drizzle-orm";
import type { ChangePasswordRequest, StaffMember } from "../../../contracts/admin-auth";
import { isCommonPassword } from "../../../domain/common-passwords";
import { authenticatorReset, CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import type { Db, Tx } from "../../db/client";
import { adminRecoveryCodes, adminSessions, adminUsers } from "../../db/schema";
import { AppError, badRequest } from "../../http/errors";
import type { RateLimiter } from "../../http/rate-limit";
import { type Actor, recordAudit } from "../audit/audit.service";
import { type AdminRow, sha256, toMember } from "./console-account-rows";
import { CONSOLE_LIMITS as L } from "./console-limits";

/**
 * What a console account can do about its own security (password, other sessions) and what the
 * owner, or the command line, can do about another's (a lost authenticator, turning it off).
 */
export function accountSecurity(db: Db, rateLimiter: RateLimiter) {
  /** Ends the account's sessions, but the one named by `keepTokenHash`; how many ended. */
  async function endSessions(tx: Pick<Db, "update">, adminId: string, keepTokenHash?: string): Promise<number> {
    const ended = await tx
      .update(adminSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(adminSessions.adminId, adminId),
          isNull(adminSessions.revokedAt),
          keepTokenHash ? ne(adminSessions.tokenHash, keepTokenHash) : undefined,
        ),
      )
      .returning({ tokenHash: adminSessions.tokenHash });
    return ended.length;
  }

  async function accountById(tx: Tx | Db, id: string): Promise<AdminRow> {
    const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id));
    if (!row) throw new AppError("not_found", M.accountNotFound, "id");
    return row;
  }

  /** Forgets the key and recovery codes and ends every session: the account enrols again at its next sign-in. */
  async function resetAuthenticator(tx: Tx, actor: Actor, account: AdminRow): Promise<StaffMember> {
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

  return {
    /** Needs the current password; every other session of the account ends, this one stays. */
    async changePassword(actor: Actor, token: string, input: ChangePasswordRequest): Promise<void> {
      const account = await accountById(db, actor.id!);
      await rateLimiter.check(L.passwordAccount, account.id);
      if (!(await verify(account.passwordHash, input.currentPassword))) throw badRequest(M.currentPasswordWrong, "currentPassword");
      if (input.newPassword === input.currentPassword) throw badRequest(M.passwordSame, "newPassword");
      if (isCommonPassword(input.newPassword)) throw badRequest(M.passwordCommon, "newPassword");
      const passwordHash = await hash(input.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, account.id));
        const ended = await endSessions(tx, account.id, sha256(token));
        await recordAudit(tx, actor, { action: "password.change", targetType: "admin", targetId: account.id, after: { sessionsEnded: ended } });
      });
      await rateLimiter.reset(L.passwordAccount, account.id);
    },

    /** "Sign out other sessions": every session of the account but this one ends. */
    async endOtherSessions(actor: Actor, token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const ended = await endSessions(tx, actor.id!, sha256(token));
        await recordAudit(tx, actor, { action: "sessions.end-others", targetType: "admin", targetId: actor.id, after: { sessionsEnded: ended } });
      });
    },

    /** The owner, for another account that lost its authenticator (their own goes through the command line). */
    async resetAuthenticator(actor: Actor, id: string): Promise<{ member: StaffMember; message: string }> {
      if (id === actor.id) throw badRequest(M.notYourself, "id");
      return db.transaction(async (tx) => {
        const member = await resetAuthenticator(tx, actor, await accountById(tx, id));
        return { member, message: authenticatorReset(member.email) };
      });
    },

    /** `npm run admin:create -- --reset-authenticator --email …`: any account, the owner's included. */
    async resetAuthenticatorByEmail(actor: Actor, email: string): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const [account] = await tx.select().from(adminUsers).where(sql`lower(${adminUsers.email}) = ${email.trim().toLowerCase()}`);
        if (!account) throw new AppError("not_found", M.noAccountWithEmail, "email");
        return resetAuthenticator(tx, actor, account);
      });
    },

    /**
     * Turns a console account off (or on again), staff or owner; its sessions end at once. Nobody
     * turns themself off, and the shop always keeps an active owner.
     */
    async setAccountDisabled(actor: Actor, id: string, disabled: boolean): Promise<StaffMember> {
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
    },
  };
}
