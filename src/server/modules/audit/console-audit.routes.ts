import { and, count, desc, gte, ilike, lt, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { AUDIT_PAGE_SIZE, AuditQuery, type AuditPage } from "../../../contracts/admin-audit";
import { indiaDayEnd, indiaDayStart } from "../../../domain/india/india-day";
import { auditLog } from "../../db/schema";
import { containing } from "../../db/search-text";
import type { AppEnv } from "../../http/types";
import { parseWith } from "../../http/validate";

/** The audit log, newest first, filtered by who, what, target and dates. */
export function auditRoutes() {
  return new Hono<AppEnv>().get("/", async (c) => {
    const q = parseWith(AuditQuery, c.req.query());
    const where: SQL[] = [];
    if (q.actor) where.push(ilike(auditLog.actorEmail, containing(q.actor)));
    if (q.action) where.push(ilike(auditLog.action, containing(q.action)));
    if (q.target) where.push(sql`(${auditLog.targetType} ilike ${containing(q.target)} or ${auditLog.targetId} ilike ${containing(q.target)})`);
    if (q.from) where.push(gte(auditLog.at, indiaDayStart(q.from)));
    if (q.to) where.push(lt(auditLog.at, indiaDayEnd(q.to)));
    const filter = where.length ? and(...where) : undefined;
    const db = c.var.services.db;
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
    const answer: AuditPage = {
      success: true,
      entries: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
      total: Number(n),
      page: q.page,
      pages: Math.max(1, Math.ceil(Number(n) / AUDIT_PAGE_SIZE)),
    };
    return c.json(answer);
  });
}
