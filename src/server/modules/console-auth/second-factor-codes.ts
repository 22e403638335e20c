import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Db, Tx } from "../../db/client";
import { adminRecoveryCodes, adminUsers } from "../../db/schema";
import { sha256 } from "./console-accounts.service";

/**
 * The second factor's codes: an authenticator's TOTP codes (RFC 6238, 30 s, each time step
 * accepted once) and the 8 single-use recovery codes an enrolment gives.
 */

const TOTP_PERIOD = 30;
export const RECOVERY_CODE_COUNT = 8;

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export function totpFor(secret: string, email: string) {
  return new TOTP({ issuer: "Dhaaga console", label: email, algorithm: "SHA1", digits: 6, period: TOTP_PERIOD, secret: Secret.fromBase32(secret) });
}

/** The time step of a six-digit code the key accepts now (±1 step), or null. */
export function totpStep(secret: string, email: string, code: string): number | null {
  const delta = totpFor(secret, email).validate({ token: code, window: 1 });
  return delta === null ? null : Math.floor(Date.now() / 1000 / TOTP_PERIOD) + delta;
}

/** Takes a code's time step if no later or equal step was taken: one statement, so two requests racing with one code cannot both pass. */
export async function claimTotpStep(db: Db, adminId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(and(eq(adminUsers.id, adminId), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
    .returning({ id: adminUsers.id });
  return claimed.length > 0;
}

/** Recovery codes: 8 groups of "xxxx-xxxx" from an alphabet without look-alikes. */
function newRecoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}
const recoveryHash = (code: string) => sha256(code.replace(/[^a-z0-9]/gi, "").toLowerCase());

/** Spends an unused recovery code of the account: true when it was one. */
export async function useRecoveryCode(db: Db, adminId: string, rawCode: string): Promise<boolean> {
  const [used] = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(adminRecoveryCodes.adminId, adminId), eq(adminRecoveryCodes.codeHash, recoveryHash(rawCode)), isNull(adminRecoveryCodes.usedAt)))
    .returning({ id: adminRecoveryCodes.id });
  return Boolean(used);
}

export async function recoveryCodeUsed(db: Db, adminId: string, rawCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminRecoveryCodes.id })
    .from(adminRecoveryCodes)
    .where(
      and(eq(adminRecoveryCodes.adminId, adminId), eq(adminRecoveryCodes.codeHash, recoveryHash(rawCode)), isNotNull(adminRecoveryCodes.usedAt)),
    );
  return Boolean(row);
}

/** A fresh set of recovery codes in place of the account's old ones; only their hashes are kept. */
export async function newRecoveryCodes(tx: Tx, adminId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await tx.insert(adminRecoveryCodes).values(codes.map((c) => ({ adminId, codeHash: recoveryHash(c) })));
  return codes;
}
