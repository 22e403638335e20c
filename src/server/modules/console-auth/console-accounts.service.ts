import { createHash, randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { and, eq, gt, isNull, ne, type SQL } from "drizzle-orm";
import type { AdminMe, AdminRole, StaffMember } from "../../../contracts/admin-auth";
import { isCommonPassword } from "../../../domain/common-passwords";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import type { Db, Tx } from "../../db/client";
import { adminLinks, adminSessions, adminUsers } from "../../db/schema";
import { AppError, badRequest } from "../../http/errors";

/**
 * The console's accounts as rows, shared by signing in (this module) and the owner's staff page
 * (staff/): how an account reads to callers, how one is made, its one-time links (the first
 * owner's setup link, staff invitations), and ending its sessions. Tokens and codes are kept only
 * as their SHA-256 hash.
 */

export type AdminRow = typeof adminUsers.$inferSelect;

/** Tokens and codes are kept only as this hash. */
export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** A session token or a link's token: 32 random bytes. */
export const newToken = () => randomBytes(32).toString("base64url");

export const toAdminMe = (a: AdminRow): AdminMe => ({ id: a.id, email: a.email, name: a.name, role: a.role as AdminRole });

export const toMember = (a: AdminRow): StaffMember => ({
  ...toAdminMe(a),
  createdAt: a.createdAt.toISOString(),
  disabled: Boolean(a.disabledAt),
  enrolled: Boolean(a.totpSecret),
});

/** A console password is none of the common ones (its length is the contracts' schema's). */
export function checkPassword(password: string, field = "password") {
  if (isCommonPassword(password)) throw badRequest(M.passwordCommon, field);
}

export async function ownerExists(db: Pick<Db, "select">): Promise<boolean> {
  const [row] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.role, "owner")).limit(1);
  return Boolean(row);
}

export async function insertAdmin(
  tx: Pick<Db, "insert">,
  values: { email: string; name: string; role: AdminRole; password: string },
): Promise<AdminRow> {
  const [row] = await tx
    .insert(adminUsers)
    .values({ email: values.email, name: values.name, role: values.role, passwordHash: await hash(values.password) })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError("conflict", M.emailTaken, "email");
  return row;
}

export async function accountById(tx: Tx | Db, id: string): Promise<AdminRow> {
  const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id));
  if (!row) throw new AppError("not_found", M.accountNotFound, "id");
  return row;
}

/** The one-time links: the first owner's setup link and staff invitations. */
export type LinkPurpose = "owner-setup" | "staff-invite";

/** A link of this purpose that is neither used nor expired, narrowed by `more`. */
export function waitingLink(purpose: LinkPurpose, ...more: SQL[]): SQL | undefined {
  return and(eq(adminLinks.purpose, purpose), isNull(adminLinks.usedAt), gt(adminLinks.expiresAt, new Date()), ...more);
}

/** Spends a waiting link in the caller's transaction, or refuses its token with `invalid`. */
export async function consumeLink(tx: Tx, token: string, purpose: LinkPurpose, invalid: string) {
  const [link] = await tx
    .update(adminLinks)
    .set({ usedAt: new Date() })
    .where(waitingLink(purpose, eq(adminLinks.tokenHash, sha256(token))))
    .returning();
  if (!link) throw new AppError("bad_request", invalid, "token");
  return link;
}

/** Ends the account's sessions, but the one named by `keepTokenHash`; how many ended. */
export async function endSessions(tx: Pick<Db, "update">, adminId: string, keepTokenHash?: string): Promise<number> {
  const ended = await tx
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.revokedAt),
        keepTokenHash ? ne(adminSessions.tokenHash, keepTokenHash) : undefined,
      ),
    )
    .returning({ tokenHash: adminSessions.tokenHash });
  return ended.length;
}
