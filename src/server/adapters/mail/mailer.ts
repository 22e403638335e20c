import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import type { Logger } from "../../http/logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The text the outbox keeps once SMTP has taken the mail, e.g. with a one-time code blanked out. */
  outboxTextAfterSend?: string;
}

export interface MailResult {
  id: number;
  /** "sent" through SMTP, "stored" in the outbox only (no SMTP configured), or "failed". */
  status: "sent" | "stored" | "failed";
  error?: string;
}

/**
 * Every mail is written to the outbox first, so nothing is lost when delivery fails; with
 * SMTP_URL set it is then sent through that server and the row records the outcome.
 */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; logger: Logger }) {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    configured: Boolean(transport),
    async send(message: MailMessage): Promise<MailResult> {
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
        .returning({ id: mailOutbox.id });
      if (!transport) return { id: row.id, status: "stored" };
      try {
        const { outboxTextAfterSend, ...mail } = message;
        await transport.sendMail({ from: opts.from, ...mail });
        await opts.db
          .update(mailOutbox)
          .set({ status: "sent", sentAt: new Date(), ...(outboxTextAfterSend === undefined ? {} : { text: outboxTextAfterSend, html: null }) })
          .where(eq(mailOutbox.id, row.id));
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

export type Mailer = ReturnType<typeof createMailer>;
