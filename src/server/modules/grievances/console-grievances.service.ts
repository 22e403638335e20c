import { and, eq, isNull } from "drizzle-orm";
import { GRIEVANCE_CONSOLE_MESSAGES as M, type GrievanceRow } from "../../../contracts/admin-grievances";
import { grievanceDeadlines, grievanceOrder } from "../../../domain/grievance-deadlines";
import { formatIndiaDate } from "../../../domain/india/india-day";
import type { Mailer } from "../../adapters/mail/mailer";
import type { Db } from "../../db/client";
import { grievances } from "../../db/schema";
import { AppError, notFound } from "../../http/errors";
import type { Logger } from "../../http/logger";
import { type Actor, recordAudit } from "../audit/audit.service";

type Row = typeof grievances.$inferSelect;

function rowOf(g: Row, now: Date): GrievanceRow {
  const d = grievanceDeadlines(g, now);
  return {
    ticket: g.ticket,
    name: g.name,
    email: g.email,
    orderId: g.orderId,
    message: g.message,
    filed: g.createdAt.toISOString(),
    acknowledgeBy: d.acknowledgeBy.toISOString(),
    resolveBy: d.resolveBy.toISOString(),
    acknowledged: g.acknowledgedAt?.toISOString() ?? null,
    resolved: g.resolvedAt?.toISOString() ?? null,
    resolution: g.resolution,
    state: d.state,
    overdue: d.overdue,
  };
}

/**
 * The Grievance Officer's work in the console (Consumer Protection (E-Commerce) Rules 2020,
 * r. 4(5)): every complaint with its deadlines, acknowledged and resolved with a mail each time.
 */
export function createConsoleGrievances(deps: { db: Db; mailer: Mailer; logger: Logger }) {
  const { db, mailer, logger } = deps;

  async function find(ticket: string): Promise<Row> {
    const [g] = await db.select().from(grievances).where(eq(grievances.ticket, ticket));
    if (!g) throw notFound(M.notFound, "ticket");
    return g;
  }

  function mail(g: Row, subject: string, text: string) {
    void mailer
      .send({ to: g.email, subject, text: `Dear ${g.name},\n\n${text}\n`, toUnverified: { text: `Hello,\n\n${text}\n` } })
      .catch((err) => logger.warn("grievance mail failed", { ticket: g.ticket, error: String(err) }));
  }

  return {
    async list(now = new Date()) {
      const rows = await db.select().from(grievances);
      const sorted = rows.sort((a, b) => grievanceOrder(a, b, now)).map((g) => rowOf(g, now));
      return { grievances: sorted, overdue: sorted.filter((g) => g.overdue).length };
    },

    async acknowledge(actor: Actor, ticket: string): Promise<void> {
      const g = await find(ticket);
      const [done] = await db.transaction(async (tx) => {
        const rows = await tx
          .update(grievances)
          .set({ acknowledgedAt: new Date() })
          .where(and(eq(grievances.id, g.id), isNull(grievances.acknowledgedAt)))
          .returning();
        if (rows.length) await recordAudit(tx, actor, { action: "grievance.acknowledge", targetType: "grievance", targetId: ticket });
        return rows;
      });
      if (!done) throw new AppError("conflict", M.alreadyAcknowledged);
      const by = formatIndiaDate(grievanceDeadlines(done, new Date()).resolveBy);
      mail(
        done,
        `Complaint ${ticket}: acknowledged`,
        `We have read your complaint (ticket ${ticket}) and are working on it. We will resolve it by ${by}.`,
      );
    },

    async resolve(actor: Actor, ticket: string, resolution: string): Promise<void> {
      const g = await find(ticket);
      const now = new Date();
      const [done] = await db.transaction(async (tx) => {
        const rows = await tx
          .update(grievances)
          .set({ resolvedAt: now, resolution, acknowledgedAt: g.acknowledgedAt ?? now })
          .where(and(eq(grievances.id, g.id), isNull(grievances.resolvedAt)))
          .returning();
        if (rows.length) {
          await recordAudit(tx, actor, { action: "grievance.resolve", targetType: "grievance", targetId: ticket, after: { resolution } });
        }
        return rows;
      });
      if (!done) throw new AppError("conflict", M.alreadyResolved);
      mail(
        done,
        `Complaint ${ticket}: resolved`,
        `Your complaint (ticket ${ticket}) is resolved.\n\n${resolution}\n\nIf you are not satisfied, reply to this mail.`,
      );
    },
  };
}

export type ConsoleGrievances = ReturnType<typeof createConsoleGrievances>;
