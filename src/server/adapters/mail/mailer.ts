import type { MailStatus } from "../../../domain/console-messages";
import { eq, sql } from "drizzle-orm";
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
  /** Extra headers (a marketing mail's List-Unsubscribe and List-Unsubscribe-Post); never kept in the outbox. */
  headers?: Record<string, string>;
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
 * SMTP_URL set it is then sent through that server and the row records the outcome. Replies go
 * to `replyTo` (customer care) unless a mail names its own. Without
 * SMTP the outbox is the delivery channel (the development mailbox reads it), so it keeps the
 * full text.
 */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; logger: Logger; replyTo?: string | (() => string) }) {
  const careReplyTo = () => (typeof opts.replyTo === "function" ? opts.replyTo() : opts.replyTo);
  const { smtpUrl } = opts;
  const transport = smtpUrl ? onFirstUse(async () => (await import("nodemailer")).default.createTransport(smtpUrlWithTimeouts(smtpUrl))) : null;
  return {
    configured: Boolean(transport),
    async send(message: MailMessage): Promise<MailResult> {
      const { toUnverified, attachments, ...full } = message;
      // What the outbox keeps of a version: with SMTP, the redacted text when there is one.
      const kept = (v: { subject: string; text: string; html?: string; redactedText?: string }): KeptVersion => {
        const redact = transport !== null && v.redactedText !== undefined;
        return { subject: v.subject, text: redact ? (v.redactedText ?? v.text) : v.text, html: redact ? null : (v.html ?? null) };
      };
      const unverified = toUnverified && { ...toUnverified, subject: toUnverified.subject ?? full.subject };
      const row = await keepInOutbox(opts.db, full.to, kept(full), unverified && kept(unverified));
      // An unverified address gets its version, and never the attachments.
      const toStranger = unverified !== undefined && !row.verified;
      // A reply goes where the mail says, else to customer care (STORE_CARE_EMAIL), never to the sender's address.
      const mail = toStranger
        ? { to: full.to, subject: unverified.subject, text: unverified.text, html: unverified.html, replyTo: careReplyTo() }
        : { to: full.to, subject: full.subject, text: full.text, html: full.html, replyTo: full.replyTo ?? careReplyTo(), headers: full.headers };
      const files = toStranger ? undefined : attachments;
      if (!transport) return { id: row.id, status: "stored" };
      try {
        await (await transport()).sendMail({ from: opts.from, ...mail, attachments: files ? await files() : undefined });
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

type KeptVersion = { subject: string; text: string; html: string | null };

/**
 * Writes the mail to the outbox and says which version it is: the full one when the address is
 * verified, that is, an account with it proved it (its link, a reset code, or Google), or when
 * there is no other. The check and the row are one statement.
 */
async function keepInOutbox(db: Db, to: string, full: KeptVersion, unverified?: KeptVersion): Promise<{ id: number; verified: boolean }> {
  if (!unverified) {
    const [row] = await db
      .insert(mailOutbox)
      .values({ to, ...full })
      .returning({ id: mailOutbox.id });
    return { id: row!.id, verified: true };
  }
  const either = (a: string | null, b: string | null) => sql`case when verified.ok then ${a}::text else ${b}::text end`;
  const result = (await db.execute(sql`
    with verified as (
      select exists (select 1 from ${users} where lower(${users.email}) = ${to.trim().toLowerCase()} and ${users.emailVerified}) as ok
    ), kept as (
      insert into ${mailOutbox} ("to", subject, text, html)
      select ${to}, ${either(full.subject, unverified.subject)}, ${either(full.text, unverified.text)}, ${either(full.html, unverified.html)}
      from verified
      returning id
    )
    select kept.id, verified.ok from kept, verified`)) as unknown as { rows: { id: string | number; ok: boolean }[] };
  const [row] = result.rows;
  return { id: Number(row!.id), verified: Boolean(row!.ok) };
}

export type Mailer = ReturnType<typeof createMailer>;
