import { and, eq, isNull, sql } from "drizzle-orm";
import type { AdminMe, OwnerSetupRequest } from "../../../contracts/admin-auth";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import type { Db } from "../../db/client";
import { adminLinks } from "../../db/schema";
import { AppError } from "../../http/errors";
import { recordAudit } from "../audit/audit.service";
import { checkPassword, consumeLink, insertAdmin, newToken, ownerExists, sha256, toAdminMe, waitingLink } from "./console-accounts.service";

const OWNER_LINK_TTL_MS = 7 * 24 * 3600_000;

/**
 * While the shop has no owner: a fresh single-use setup link (earlier unused ones end), to be
 * printed at start. Null once an owner exists.
 */
export async function ownerSetupLink(db: Db, publicUrl: string): Promise<string | null> {
  if (await ownerExists(db)) return null;
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.delete(adminLinks).where(and(eq(adminLinks.purpose, "owner-setup"), isNull(adminLinks.usedAt)));
    await tx.insert(adminLinks).values({
      tokenHash: sha256(token),
      purpose: "owner-setup",
      role: "owner",
      expiresAt: new Date(Date.now() + OWNER_LINK_TTL_MS),
    });
  });
  return `${publicUrl}/admin/setup?token=${token}`;
}

export async function setupLinkValid(db: Db, token: string): Promise<boolean> {
  if (await ownerExists(db)) return false;
  const [link] = await db
    .select({ h: adminLinks.tokenHash })
    .from(adminLinks)
    .where(waitingLink("owner-setup", eq(adminLinks.tokenHash, sha256(token))));
  return Boolean(link);
}

/** The setup link's form: the link is spent and the owner created together, or neither. */
export async function createOwnerFromLink(db: Db, input: OwnerSetupRequest): Promise<AdminMe> {
  checkPassword(input.password);
  return db.transaction(async (tx) => {
    // One setup at a time: the second of two concurrent ones finds the owner the first made.
    await tx.execute(sql`select pg_advisory_xact_lock(4711001)`);
    if (await ownerExists(tx)) throw new AppError("conflict", M.ownerExists);
    await consumeLink(tx, input.token, "owner-setup", M.setupLinkInvalid);
    const owner = await insertAdmin(tx, { email: input.email, name: input.name, role: "owner", password: input.password });
    await recordAudit(
      tx,
      { id: owner.id, email: owner.email },
      { action: "owner.create", targetType: "admin", targetId: owner.id, after: toAdminMe(owner) },
    );
    return toAdminMe(owner);
  });
}
