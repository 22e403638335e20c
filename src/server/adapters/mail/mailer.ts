import type { MailStatus } from "../../../domain/console-messages";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailOutbox, users } from "../../db/schema";
import type { Logger } from "../../http/logger";
import { onFirstUse } from "../../lib/on-first-use";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * What the outbox keeps when SMTP delivers the mail, e.g. with a one-time code blanked out.
   * It is written before sending, so a failed or hung delivery leaves no code readable.
   */
  redactedText?: string;
  /**
   * Files sent with the mail (e.g. an invoice), made only when the mail goes out with them: the
   * full version, through SMTP (the outbox keeps the text only). Rendering an invoice costs more
   * than placing its order, so nothing is rendered for a mail that would drop it.
   */
  attachments?: () => Promise<MailAttachment[]>;
  /**
   * The mail as it goes to an address no shopper has proven to read yet: without any text a
   * shopper wrote (names, messages, addresses), so that nobody can use the store to carry their
   * words to a stranger. Sent instead of the full mail (never with attachments; html only when
   * given here) until the address is verified. A mail without it carries no shopper's text, or
   * goes to the team.
   */
  toUnverified?: { subject?: string; text: string; html?: string; redactedText?: string };
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailResult {
  id: number;
  status: MailStatus;
  error?: string;
}

/** A hung SMTP server must not hold a request (or a reset code's mail) for minutes. */
export const SMTP_TIMEOUT_MS = 10_000;

/**
 * nodemailer reads options from the URL's query (an options object next to `url` is ignored),
 * so the timeouts go there, unless the operator's SMTP_URL already sets them.
 */
export function smtpUrlWithTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const key of ["connectionTimeout", "greetingTimeout", "socketTimeout"]) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(SMTP_TIMEOUT_MS));
  }
  return url.href;
}

/**
 * Every mail is written to the outbox first, so nothing is lost when delivery fails; with
 * SMTP_URL set it is then sent through that server and the row records the outcome. Without
 * SMTP the outbox is the delivery channel (the development mailbox reads it), so it keeps the
 * full text.
 */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; logger: Logger }) {
  const { smtpUrl } = opts;
  const transport = smtpUrl ? onFirstUse(async () => (await import("nodemailer")).default.createTransport(smtpUrlWithTimeouts(smtpUrl))) : null;
  return {
    configured: Boolean(transport),
    async send(message: MailMessage): Promise<MailResult> {
      const { redactedText, attachments, ...mail } = await chooseVersion(opts.db, message);
      const redact = transport !== null && redactedText !== undefined;
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: redact ? redactedText : mail.text, html: redact ? null : (mail.html ?? null) })
        .returning({ id: mailOutbox.id });
      if (!transport) return { id: row.id, status: "stored" };
      try {
        await (await transport()).sendMail({ from: opts.from, ...mail, attachments: attachments ? await attachments() : undefined });
        await opts.db.update(mailOutbox).set({ status: "sent", sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
        return { id: row.id, status: "sent" };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        opts.logger.warn("mail delivery failed", { mailId: row.id, error });
        await opts.db.update(mailOutbox).set({ status: "failed", error }).where(eq(mailOutbox.id, row.id));
        return { id: row.id, status: "failed", error };
      }
    },
  };
}

/** An address counts as verified when an account with it proved it (its link, a reset code, or Google). */
export async function addressVerified(db: Db, address: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${address.trim().toLowerCase()}`, eq(users.emailVerified, true)))
    .limit(1);
  return Boolean(row);
}

async function chooseVersion(db: Db, message: MailMessage): Promise<Omit<MailMessage, "toUnverified">> {
  const { toUnverified, ...full } = message;
  if (!toUnverified || (await addressVerified(db, message.to))) return full;
  return {
    to: message.to,
    subject: toUnverified.subject ?? message.subject,
    text: toUnverified.text,
    html: toUnverified.html,
    redactedText: toUnverified.redactedText,
  };
}

export type Mailer = ReturnType<typeof createMailer>;
