import { verify } from "@node-rs/argon2";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AdminLoginRequest, AdminMe, LoginAnswer } from "../../../contracts/admin-auth";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import type { Db } from "../../db/client";
import { adminSessions, adminUsers } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { RateLimiter } from "../../http/rate-limit";
import { recordAudit } from "../audit/audit.service";
import { toAdminMe } from "./console-accounts.service";
import { CONSOLE_LIMITS as L, SECOND_FACTOR_WINDOW_MS } from "./console-limits";
import { liveSession, newSession } from "./console-sessions";
import { claimTotpStep, newRecoveryCodes, newTotpSecret, recoveryCodeUsed, totpFor, totpStep, useRecoveryCode } from "./second-factor-codes";

/** A hash to verify against when the email is unknown, so both answers cost the same. */
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$Y0lVxFjAJ2d5AHjiO7dLWQ$us0cv9xSzc1y/UgKhkhM3P99sd0M1U0f59y6BjD3/cQ";

/** A sign-in that failed at its password or its code, kept in the audit log. */
async function recordFailedSignIn(db: Db, email: string, adminId: string | null, step: "password" | "code") {
  await recordAudit(db, { id: adminId, email }, { action: "console.sign-in-failed", targetType: "admin", targetId: adminId, after: { step } });
}

/**
 * Step one: the password. The session it starts opens nothing until the second factor. An
 * account without an authenticator gets a fresh key with each sign-in, kept on that sign-in
 * alone: someone else who knows the password never sees the key the account holder enrols.
 */
export async function passwordStep(db: Db, input: AdminLoginRequest): Promise<{ token: string } & LoginAnswer> {
  const [admin] = await db.select().from(adminUsers).where(sql`lower(${adminUsers.email}) = ${input.email}`).limit(1);
  // An unknown email costs the same hashing (and the same audit line) as a known one, so timing tells nothing.
  const ok = await verify(admin?.passwordHash ?? DUMMY_HASH, input.password);
  if (!admin || !ok || admin.disabledAt) {
    await recordFailedSignIn(db, input.email, admin?.id ?? null, "password");
    throw new AppError("unauthorized", M.invalidLogin);
  }
  if (admin.totpSecret) return { token: await newSession(db, admin.id, null), success: true, next: "code" };
  const secret = newTotpSecret();
  const token = await newSession(db, admin.id, secret);
  const otpauthUrl = totpFor(secret, admin.email).toString();
  const { default: QRCode } = await import("qrcode");
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 1 });
  return { token, success: true, next: "enrol", enrolment: { secret, otpauthUrl, qrSvg } };
}

/**
 * Step two: a TOTP code (each accepted once), or a recovery code. A first enrolment keeps the
 * key this sign-in was shown and answers the 8 recovery codes, shown this once. A code sent
 * without a sign-in waiting for it is refused before anything is counted, so nobody can spend
 * another's tries; tries count per sign-in and per account.
 */
export async function secondFactorStep(
  db: Db,
  rateLimiter: RateLimiter,
  token: string | undefined,
  rawCode: string,
): Promise<{ admin: AdminMe; recoveryCodes?: string[] }> {
  const row = await liveSession(db, token);
  if (!row || row.session.verified || Date.now() - row.session.createdAt.getTime() > SECOND_FACTOR_WINDOW_MS) {
    throw new AppError("unauthorized", M.signInRequired);
  }
  const { admin, session } = row;
  await rateLimiter.checkAll([
    { rule: L.codeSession, subject: session.tokenHash },
    { rule: L.codeAccount, subject: admin.id },
  ]);
  const enrolling = !admin.totpSecret;
  const secret = admin.totpSecret ?? session.pendingTotpSecret;
  if (!secret) throw new AppError("unauthorized", M.signInRequired);
  let accepted = false;
  let step: number | null = null;
  if (/^\d{6}$/.test(rawCode)) {
    step = totpStep(secret, admin.email, rawCode);
    if (step !== null) {
      if (!enrolling && !(await claimTotpStep(db, admin.id, step))) throw new AppError("unauthorized", M.codeUsed, "code");
      accepted = true;
    }
  } else if (!enrolling) {
    accepted = await useRecoveryCode(db, admin.id, rawCode);
    if (!accepted && (await recoveryCodeUsed(db, admin.id, rawCode))) throw new AppError("unauthorized", M.recoveryCodeUsed, "code");
  }
  if (!accepted) {
    await recordFailedSignIn(db, admin.email, admin.id, "code");
    throw new AppError("unauthorized", M.invalidCode, "code");
  }
  await rateLimiter.reset(L.codeAccount, admin.id);

  let recoveryCodes: string[] | undefined;
  const actor = { id: admin.id, email: admin.email };
  await db.transaction(async (tx) => {
    if (enrolling) {
      // Only while no key is enrolled: of two sign-ins enrolling at once, the second is sent back to sign in.
      const [enrolled] = await tx
        .update(adminUsers)
        .set({ totpSecret: secret, totpLastStep: step })
        .where(and(eq(adminUsers.id, admin.id), isNull(adminUsers.totpSecret)))
        .returning({ id: adminUsers.id });
      if (!enrolled) throw new AppError("unauthorized", M.signInRequired);
      recoveryCodes = await newRecoveryCodes(tx, admin.id);
      await recordAudit(tx, actor, { action: "totp.enrol", targetType: "admin", targetId: admin.id });
    } else if (step === null) {
      await recordAudit(tx, actor, { action: "recovery-code.use", targetType: "admin", targetId: admin.id });
    }
    await tx
      .update(adminSessions)
      .set({ verified: true, pendingTotpSecret: null, lastSeenAt: new Date() })
      .where(eq(adminSessions.tokenHash, session.tokenHash));
    await recordAudit(tx, actor, {
      action: "console.sign-in",
      targetType: "admin",
      targetId: admin.id,
      after: { with: step === null ? "recovery code" : "authenticator" },
    });
  });
  return { admin: toAdminMe(admin), recoveryCodes };
}
