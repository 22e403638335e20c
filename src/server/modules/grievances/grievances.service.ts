import { sql } from "drizzle-orm";
import type * as z from "zod";
import type { GrievanceBody } from "../../../contracts/india";
import { INDIA_MESSAGES } from "../../../domain/messages";
import type { Mailer } from "../../adapters/mail/mailer";
import type { Db } from "../../db/client";
import { grievances } from "../../db/schema";
import type { Logger } from "../../http/logger";

/** "GRV-2026-000042": the year and the complaint's running number. */
export const grievanceTicket = (id: number, at: Date) => `GRV-${at.getUTCFullYear()}-${String(id).padStart(6, "0")}`;

/** Complaints to the Grievance Officer: stored first, then acknowledged by mail with the ticket number. */
export function createGrievanceService(deps: { db: Db; mailer: Mailer; logger: Logger; teamEmail: string }) {
  return {
    async file(input: z.output<typeof GrievanceBody>, now = new Date()): Promise<string> {
      const result = (await deps.db.execute(sql`select nextval(pg_get_serial_sequence('grievances', 'id'))::int as id`)) as unknown as {
        rows: { id: number }[];
      };
      const next = result.rows[0];
      const ticket = grievanceTicket(next!.id, now);
      await deps.db
        .insert(grievances)
        .values({ id: next!.id, ticket, name: input.name, email: input.email, orderId: input.orderId || null, message: input.message });
      const mails = [
        deps.mailer.send({
          to: input.email,
          subject: `Complaint registered: ticket ${ticket}`,
          text: [`Dear ${input.name},`, "", INDIA_MESSAGES.grievanceTicket(ticket), "", "Your complaint:", input.message].join("\n"),
          toUnverified: { text: ["Hello,", "", INDIA_MESSAGES.grievanceTicket(ticket), ""].join("\n") },
        }),
        deps.mailer.send({
          to: deps.teamEmail,
          replyTo: input.email,
          subject: `Grievance ${ticket}${input.orderId ? ` (order ${input.orderId})` : ""}`,
          text: `${input.name} <${input.email}>\n\n${input.message}`,
        }),
      ];
      await Promise.all(mails).catch((err) => deps.logger.warn("grievance mail failed", { ticket, error: String(err) }));
      return ticket;
    },
  };
}

export type GrievanceService = ReturnType<typeof createGrievanceService>;
