import { randomInt } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Mailer } from "../../adapters/mail/mailer";
import type { Db } from "../../db/client";
import { passwordResetCodes, users } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Logger } from "../../http/logger";
import type { RateLimiter, RateRule } from "../../http/rate-limit";
import type { SessionStore } from "./sessions.service";

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** After verify-otp, the new password must follow within this time, with the same code. */
export const OTP_VERIFIED_WINDOW_MINUTES = 10;
export const INVALID_OTP = "Invalid or expired OTP.";

/**
 * Codes mailed to one address, from any number of client addresses. Each code ends the one
 * before, so without a cap a stranger could keep the owner from ever finishing a reset; past it
 * nothing is mailed and the owner's last code stays good.
 */
export const RESET_MAIL_LIMITS = {
  hour: { name: "reset-mail:account-hour", limit: 5, windowSeconds: 60 * 60 },
  day: { name: "reset-mail:account-day", limit: 10, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateRule>;

const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$Y0lVxFjAJ2d5AHjiO7dLWQ$us0cv9xSzc1y/UgKhkhM3P99sd0M1U0f59y6BjD3/cQ";

export const resetMailText = (name: string, code: string) =>
  `Hello${name ? ` ${name}` : ""},\n\nYour Dhaaga password reset code is ${code}. It works once, for ${OTP_TTL_MINUTES} minutes.\n\nIf you did not ask for it, ignore this mail: your password stays as it is.\n`;

export const deleteMailText = (name: string, code: string) =>
  `Hello${name ? ` ${name}` : ""},\n\nYour code to delete your Dhaaga account is ${code}. It works once, for ${OTP_TTL_MINUTES} minutes.\n\nIf you did not ask for it, ignore this mail: your account stays as it is.\n`;

/** What a mailed code is for: resetting the password, or deleting an account that has none (decision 252). */
const CODE_MAILS = {
  reset: { subject: "Your Dhaaga password reset code", text: resetMailText },
  delete: { subject: "Your code to delete your Dhaaga account", text: deleteMailText },
} as const;

/**
 * Password reset by a 6-digit emailed code: random, stored as an argon2id hash, 10 minutes,
 * single use, dead after 5 wrong tries, voided by a newer code. Every answer is the same for
 * known and unknown emails.
 */
export function createPasswordResetService(deps: { db: Db; mailer: Mailer; sessions: SessionStore; logger: Logger; rateLimiter: RateLimiter }) {
  const { db, mailer, sessions, logger, rateLimiter } = deps;

  /** Counts a code for the address, known or not, so the count says nothing either; false past the cap. */
  async function withinMailCap(email: string): Promise<boolean> {
    try {
      await rateLimiter.checkAll([
        { rule: RESET_MAIL_LIMITS.hour, subject: email },
        { rule: RESET_MAIL_LIMITS.day, subject: email },
      ]);
      return true;
    } catch (err) {
      if (err instanceof AppError && err.code === "rate_limited") return false;
      throw err;
    }
  }

  const findUser = async (email: string) =>
    (await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1))[0];

  const liveCode = async (userId: string) =>
    (
      await db
        .select()
        .from(passwordResetCodes)
        .where(
          and(
            eq(passwordResetCodes.userId, userId),
            isNull(passwordResetCodes.usedAt),
            isNull(passwordResetCodes.voidedAt),
            gt(passwordResetCodes.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(passwordResetCodes.createdAt))
        .limit(1)
    )[0];

  /**
   * Counts the try before checking it (one atomic update), so parallel guesses cannot pass the
   * limit; the fifth wrong try voids the code.
   */
  async function checkCode(userId: string | undefined, otp: string) {
    const row = userId ? await liveCode(userId) : undefined;
    if (!row) {
      await verify(DUMMY_HASH, otp).catch(() => false);
      return null;
    }
    const [counted] = await db
      .update(passwordResetCodes)
      .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
      .where(and(eq(passwordResetCodes.id, row.id), lt(passwordResetCodes.attempts, OTP_MAX_ATTEMPTS), isNull(passwordResetCodes.voidedAt)))
      .returning({ attempts: passwordResetCodes.attempts });
    if (!counted) return null;
    const ok = await verify(row.codeHash, otp).catch(() => false);
    if (!ok) {
      if (counted.attempts >= OTP_MAX_ATTEMPTS) {
        await db.update(passwordResetCodes).set({ voidedAt: new Date() }).where(eq(passwordResetCodes.id, row.id));
      }
      return null;
    }
    return row;
  }

  return {
    /**
     * Mails a new code when the email has an account and its cap is not passed; says nothing
     * either way.
     */
    async sendCode(email: string, purpose: keyof typeof CODE_MAILS = "reset"): Promise<void> {
      const mail = CODE_MAILS[purpose];
      const user = await findUser(email);
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      // Hashed for an unknown email too: the argon2 work is most of the time a known one takes.
      const codeHash = await hash(code);
      if (!(await withinMailCap(email.toLowerCase()))) {
        logger.warn("reset code not sent: the address's hourly or daily cap is passed");
        return;
      }
      if (!user) return;
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResetCodes)
          .set({ voidedAt: new Date() })
          .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt), isNull(passwordResetCodes.voidedAt)));
        await tx.insert(passwordResetCodes).values({ userId: user.id, codeHash, expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000) });
      });
      // Delivery runs after the answer, so a known email is not told apart by SMTP's latency.
      void mailer
        .send({
          to: user.email,
          subject: mail.subject,
          text: mail.text(user.name, code),
          redactedText: mail.text(user.name, "[sent by email, not kept]"),
          toUnverified: { text: mail.text("", code), redactedText: mail.text("", "[sent by email, not kept]") },
        })
        .catch((err) => logger.error("reset mail failed", { error: String(err) }));
    },

    /** Uses up the account's live code when it is this one: true once, false for a wrong, spent or expired code. */
    async useCode(userId: string, otp: string): Promise<boolean> {
      const row = await checkCode(userId, otp);
      if (!row) return false;
      const used = await db
        .update(passwordResetCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetCodes.id, row.id), isNull(passwordResetCodes.usedAt)))
        .returning({ id: passwordResetCodes.id });
      return used.length > 0;
    },

    async verifyCode(email: string, otp: string): Promise<void> {
      const user = await findUser(email);
      const row = await checkCode(user?.id, otp);
      if (!row) throw new AppError("bad_request", INVALID_OTP, "otp");
      await db.update(passwordResetCodes).set({ verifiedAt: new Date() }).where(eq(passwordResetCodes.id, row.id));
    },

    /** Needs the same code again, verified within the window; ends every session of the user. */
    async resetPassword(email: string, otp: string, passwordHash: string): Promise<void> {
      const user = await findUser(email);
      const row = await checkCode(user?.id, otp);
      const fresh = row?.verifiedAt && row.verifiedAt.getTime() > Date.now() - OTP_VERIFIED_WINDOW_MINUTES * 60_000;
      if (!user || !row || !fresh) throw new AppError("bad_request", INVALID_OTP, "otp");
      await db.transaction(async (tx) => {
        const used = await tx
          .update(passwordResetCodes)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetCodes.id, row.id), isNull(passwordResetCodes.usedAt)))
          .returning({ id: passwordResetCodes.id });
        if (used.length === 0) throw new AppError("bad_request", INVALID_OTP, "otp");
        // The code came by mail to the account's address: that proves the address too.
        await tx.update(users).set({ passwordHash, emailVerified: true }).where(eq(users.id, user.id));
      });
      await sessions.revokeAll(user.id);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
