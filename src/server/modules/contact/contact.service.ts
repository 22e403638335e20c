import { and, desc, eq, gt } from "drizzle-orm";
import type * as z from "zod";
import type { PartnerBody } from "../../../contracts/contact";
import { QUERY_RETRY_REUSE_MINUTES } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import type { Mailer } from "../../adapters/mail/mailer";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { customerQueries, newsletterSubscribers, partnerInquiries } from "../../db/schema";

export type QueryOutcome = { ok: boolean; message: string; id: string };

/**
 * Customer queries, partner inquiries and newsletter sign-ups. Every one is stored before any
 * mail goes out, so a failing mail server loses nothing; the row records what happened to the mail.
 */
export function createContactService(db: Db, mailer: Mailer, config: Pick<Config, "teamEmail">) {
  const delivered = (status: string) => status !== "failed";
  return {
    async submitQuery(user: { id: string; email: string }, query: string): Promise<QueryOutcome> {
      // 'Something went wrong, please try again.' invites a retry: the same text soon after is the
      // same query, so the stored row is mailed again instead of reaching the team twice.
      const [retried] = await db
        .select({ id: customerQueries.id })
        .from(customerQueries)
        .where(
          and(
            eq(customerQueries.userId, user.id),
            eq(customerQueries.query, query),
            eq(customerQueries.teamMailStatus, "failed"),
            gt(customerQueries.createdAt, new Date(Date.now() - QUERY_RETRY_REUSE_MINUTES * 60_000)),
          ),
        )
        .orderBy(desc(customerQueries.createdAt))
        .limit(1);
      const [row] = retried
        ? [retried]
        : await db.insert(customerQueries).values({ userId: user.id, email: user.email, query }).returning({ id: customerQueries.id });
      const team = await mailer.send({
        to: config.teamEmail,
        replyTo: user.email,
        subject: `Customer query from ${user.email}`,
        text: `user_email: ${user.email}\n\nuser_query:\n${query}\n`,
      });
      await db.update(customerQueries).set({ teamMailStatus: team.status }).where(eq(customerQueries.id, row.id));
      if (!delivered(team.status)) return { ok: false, message: MESSAGES.queryFirstMailFailed, id: row.id };

      const confirmation = await mailer.send({
        to: user.email,
        subject: "We have received your query",
        text: `${MESSAGES.queryConfirmation}\n\nYour query:\n${query}\n`,
        toUnverified: { text: `${MESSAGES.queryConfirmation}\n` },
      });
      await db.update(customerQueries).set({ confirmationMailStatus: confirmation.status }).where(eq(customerQueries.id, row.id));
      if (!delivered(confirmation.status)) return { ok: true, message: MESSAGES.querySecondMailFailed, id: row.id };
      return { ok: true, message: MESSAGES.querySuccess, id: row.id };
    },

    async submitPartnerInquiry(input: z.output<typeof PartnerBody>): Promise<{ ok: boolean; message: string; id: string }> {
      const [row] = await db.insert(partnerInquiries).values(input).returning({ id: partnerInquiries.id });
      const mail = await mailer.send({
        to: config.teamEmail,
        replyTo: input.email,
        subject: `${input.topic}: ${input.firstName} ${input.lastName}`.trim(),
        text: [
          `Topic: ${input.topic}`,
          `Name: ${input.firstName} ${input.lastName}`.trim(),
          `Email: ${input.email}`,
          `Phone: ${input.phoneNumber || "not given"}`,
          "",
          input.message,
          "",
        ].join("\n"),
      });
      await db.update(partnerInquiries).set({ mailStatus: mail.status }).where(eq(partnerInquiries.id, row.id));
      return delivered(mail.status)
        ? { ok: true, message: MESSAGES.partnerSent, id: row.id }
        : { ok: false, message: MESSAGES.partnerFailed, id: row.id };
    },

    /** Stores an address once, whatever its case; a repeat is answered kindly and adds nothing. */
    async subscribe(email: string): Promise<{ created: boolean; message: string }> {
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email })
        .onConflictDoNothing()
        .returning({ email: newsletterSubscribers.email });
      return inserted.length > 0
        ? { created: true, message: MESSAGES.newsletterSubscribed }
        : { created: false, message: MESSAGES.newsletterAlready };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
