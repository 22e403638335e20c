import * as z from "zod";
import { dayRange, RANGE_BACKWARDS, rangeInOrder } from "./day-range";
import { endpoints } from "./endpoint";

export const AUDIT_PAGE_SIZE = 50;

export const AuditQuery = z
  .object({
    actor: z.string().trim().max(254).optional().default(""),
    action: z.string().trim().max(100).optional().default(""),
    target: z.string().trim().max(100).optional().default(""),
    ...dayRange,
    page: z.coerce
      .number({ error: "page must be a whole number from 1." })
      .int("page must be a whole number from 1.")
      .min(1, "page must be a whole number from 1.")
      .default(1),
  })
  .refine(rangeInOrder, RANGE_BACKWARDS);
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({ success: z.literal(true), entries: z.array(AuditEntry), total: z.number(), page: z.number(), pages: z.number() });
export type AuditPage = z.infer<typeof AuditPage>;

export const adminAuditApi = endpoints({
  "GET /api/admin/audit": {
    summary: "The audit log of console changes, newest first, filtered by who, what, target and dates (India time), 50 a page.",
    auth: "console",
    query: AuditQuery,
    response: AuditPage,
    errors: [400, 401, 403],
  },
});
