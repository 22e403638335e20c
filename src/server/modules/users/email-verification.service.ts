import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { MESSAGES, VERIFY_MESSAGES } from "../../../domain/messages";
import type { Mailer } from "../../adapters/mail/mailer";
import type { Db } from "../../db/client";
import { emailVerifications, users } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Logger } from "../../http/logger";
import { hashToken } from "../auth/sessions.service";

export const VERIFY_LINK_TTL_HOURS = 24;

/** The sign-up mail: it goes to an address nobody has proven yet, so it carries no name. */
export const verificationMailText = (link: string) =>
  `Hello,\n\nWelcome to Dhaaga. Please confirm that this is your email address by opening this link (it works once, for ${VERIFY_LINK_TTL_HOURS} hours):\n\n${link}\n\nIf you did not sign up, ignore this mail: until the link is opened, our mails to you carry no names or messages.\n`;

/**
 * Email verification: a random link token mailed to the address, only its SHA-256 kept, valid
 * 24 hours and once; a newer link voids the older ones. Until the address is verified, mails to
 * it go out without any shopper's text (see MailMessage.toUnverified).
 */
export function createEmailVerification(deps: { db: Db; mailer: Mailer; logger: Logger; publicUrl: string }) {
  const { db } = deps;
  return {
    /** Makes a new link for the account's address and mails it; older links stop working. */
    async sendLink(userId: string): Promise<void> {
      const [user] = await db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, userId));
      if (!user) throw new AppError("not_found", MESSAGES.noUserData);
      if (user.verified) throw new AppError("conflict", VERIFY_MESSAGES.alreadyVerified);
      const token = randomBytes(32).toString("base64url");
      await db.transaction(async (tx) => {
        await tx
          .update(emailVerifications)
          .set({ usedAt: new Date() })
          .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
        await tx.insert(emailVerifications).values({
          tokenHash: hashToken(token),
          userId,
          email: user.email,
          expiresAt: new Date(Date.now() + VERIFY_LINK_TTL_HOURS * 3_600_000),
        });
      });
      const link = `${deps.publicUrl}/verify-email?token=${token}`;
      void deps.mailer
        .send({
          to: user.email,
          subject: "Confirm your email address for Dhaaga",
          text: verificationMailText(link),
          redactedText: verificationMailText(`${deps.publicUrl}/verify-email?token=[sent by email, not kept]`),
        })
        .catch((err) => deps.logger.error("verification mail failed", { error: String(err) }));
    },

    /** Uses a link once: the account's address (as it was when mailed) becomes verified. */
    async verify(token: string): Promise<void> {
      const result = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(emailVerifications)
          .set({ usedAt: new Date() })
          .where(
            and(eq(emailVerifications.tokenHash, hashToken(token)), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, new Date())),
          )
          .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
        if (!used) return false;
        const changed = await tx
          .update(users)
          .set({ emailVerified: true })
          .where(and(eq(users.id, used.userId), sql`lower(${users.email}) = lower(${used.email})`))
          .returning({ id: users.id });
        return changed.length > 0;
      });
      if (!result) throw new AppError("bad_request", VERIFY_MESSAGES.invalidLink, "token");
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
