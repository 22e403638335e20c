import { and, count, desc, gte, ilike, lt, type SQL, sql } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from "../../../contracts/admin-audit";
import { indiaDayEnd, indiaDayStart } from "../../../domain/india/india-day";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import { containing } from "../../db/search-text";

/** One page of the audit log, newest first, filtered by who, what, target and dates. */
export async function auditPage(db: Db, q: AuditQuery): Promise<AuditPage> {
  const where: SQL[] = [];
  if (q.actor) where.push(ilike(auditLog.actorEmail, containing(q.actor)));
  if (q.action) where.push(ilike(auditLog.action, containing(q.action)));
  if (q.target) where.push(sql`(${auditLog.targetType} ilike ${containing(q.target)} or ${auditLog.targetId} ilike ${containing(q.target)})`);
  if (q.from) where.push(gte(auditLog.at, indiaDayStart(q.from)));
  if (q.to) where.push(lt(auditLog.at, indiaDayEnd(q.to)));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(filter)
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((q.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(filter),
  ]);
  return {
    success: true,
    entries: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    total: Number(n),
    page: q.page,
    pages: Math.max(1, Math.ceil(Number(n) / AUDIT_PAGE_SIZE)),
  };
}
