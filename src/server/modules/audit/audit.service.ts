import type { AdminMe } from "../../../contracts/admin-auth";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";

/** Who does a console write: a signed-in console account, or the command line. */
export interface Actor {
  id: string | null;
  email: string;
}

export const COMMAND_LINE: Actor = { id: null, email: "command line" };

/** The signed-in console account as the actor of its writes. */
export const actorOf = (a: AdminMe): Actor => ({ id: a.id, email: a.email });

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one line to the audit log. Called inside the write's own transaction, so a change and
 * its record are kept or lost together; the table refuses updates and deletes.
 */
export async function recordAudit(db: Pick<Db, "insert">, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
