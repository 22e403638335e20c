import { Hono } from "hono";
import { AuditQuery } from "../../../contracts/admin-audit";
import type { AppEnv } from "../../http/types";
import { parseWith } from "../../http/validate";
import { auditPage } from "./audit-page";

/** The audit log, newest first, filtered by who, what, target and dates. */
export function auditRoutes() {
  return new Hono<AppEnv>().get("/", async (c) => c.json(await auditPage(c.var.services.db, parseWith(AuditQuery, c.req.query()))));
}
