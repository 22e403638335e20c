import { desc, eq, sql } from "drizzle-orm";
import type { AcceptInviteRequest, AdminMe, StaffInvitation } from "../../../contracts/admin-auth";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import type { Db, Tx } from "../../db/client";
import { adminLinks, adminUsers } from "../../db/schema";
import { AppError } from "../../http/errors";
import { type Actor, recordAudit } from "../audit/audit.service";
import { checkPassword, consumeLink, insertAdmin, newToken, sha256, toAdminMe, waitingLink } from "../console-auth/console-accounts.service";

/** An invitation's link works this long. */
export const INVITE_TTL_MS = 24 * 3600_000;

/** Ends the address's pending invitations; how many there were. */
async function endInvitations(tx: Tx, email: string): Promise<number> {
  const ended = await tx
    .update(adminLinks)
    .set({ expiresAt: new Date() })
    .where(waitingLink("staff-invite", eq(adminLinks.email, email)))
    .returning({ tokenHash: adminLinks.tokenHash });
  return ended.length;
}

/**
 * The owner invites staff: a set-password link for 24 hours, mailed by the caller. A new
 * invitation to the same address ends the older ones, so only the last link sent works.
 */
export async function inviteStaff(db: Db, publicUrl: string, actor: Actor, email: string): Promise<string> {
  const [taken] = await db.select({ id: adminUsers.id }).from(adminUsers).where(sql`lower(${adminUsers.email}) = ${email}`).limit(1);
  if (taken) throw new AppError("conflict", M.emailTaken, "email");
  const token = newToken();
  await db.transaction(async (tx) => {
    await endInvitations(tx, email);
    await tx.insert(adminLinks).values({
      tokenHash: sha256(token),
      purpose: "staff-invite",
      email,
      role: "staff",
      createdBy: actor.id,
      expiresAt: new Date(Date.now() + INVITE_TTL_MS),
    });
    await recordAudit(tx, actor, { action: "staff.invite", targetType: "admin", targetId: email, after: { email, role: "staff" } });
  });
  return `${publicUrl}/admin/invite?token=${token}`;
}

/** Invitations sent and not yet used nor ended, newest first. */
export async function pendingInvitations(db: Db): Promise<StaffInvitation[]> {
  const rows = await db
    .select({ email: adminLinks.email, sentAt: adminLinks.createdAt, expiresAt: adminLinks.expiresAt })
    .from(adminLinks)
    .where(waitingLink("staff-invite"))
    .orderBy(desc(adminLinks.createdAt));
  return rows.map((r) => ({ email: r.email ?? "", sentAt: r.sentAt.toISOString(), expiresAt: r.expiresAt.toISOString() }));
}

/** The owner takes back an invitation: its link stops working at once. */
export async function withdrawInvitation(db: Db, actor: Actor, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await endInvitations(tx, email)) === 0) throw new AppError("not_found", M.noInvitation, "email");
    await recordAudit(tx, actor, { action: "staff.invite-withdraw", targetType: "admin", targetId: email });
  });
}

/** The address a waiting invitation was sent to, or null. */
export async function inviteEmail(db: Db, token: string): Promise<string | null> {
  const [link] = await db
    .select({ email: adminLinks.email })
    .from(adminLinks)
    .where(waitingLink("staff-invite", eq(adminLinks.tokenHash, sha256(token))));
  return link?.email ?? null;
}

/** The invitation's form: the link is spent and the staff account made together, or neither. */
export async function acceptInvite(db: Db, input: AcceptInviteRequest): Promise<AdminMe> {
  checkPassword(input.password);
  return db.transaction(async (tx) => {
    const link = await consumeLink(tx, input.token, "staff-invite", M.inviteInvalid);
    const admin = await insertAdmin(tx, { email: link.email!, name: input.name, role: "staff", password: input.password });
    await recordAudit(
      tx,
      { id: admin.id, email: admin.email },
      { action: "staff.create", targetType: "admin", targetId: admin.id, after: toAdminMe(admin) },
    );
    return toAdminMe(admin);
  });
}
