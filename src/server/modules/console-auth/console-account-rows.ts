import { createHash } from "node:crypto";
import type { AdminMe, AdminRole, StaffMember } from "../../../contracts/admin-auth";
import type { adminUsers } from "../../db/schema";

/** How a console account's row reads to callers, shared by sign-in and account security. */

export type AdminRow = typeof adminUsers.$inferSelect;

/** Tokens and codes are kept only as this hash. */
export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

export const toAdminMe = (a: AdminRow): AdminMe => ({ id: a.id, email: a.email, name: a.name, role: a.role as AdminRole });

export const toMember = (a: AdminRow): StaffMember => ({
  ...toAdminMe(a),
  createdAt: a.createdAt.toISOString(),
  disabled: Boolean(a.disabledAt),
  enrolled: Boolean(a.totpSecret),
});
