import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type {
  AcceptInviteRequest,
  AdminLoginRequest,
  AdminMe,
  AdminRole,
  LoginAnswer,
  OwnerSetupRequest,
  StaffInvitation,
  StaffMember,
} from "../../../contracts/admin-auth";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import type { Db, Tx } from "../../db/client";
import { adminLinks, adminRecoveryCodes, adminSessions, adminUsers } from "../../db/schema";
import { AppError, badRequest } from "../../http/errors";
import type { RateLimiter } from "../../http/rate-limit";
import { isCommonPassword } from "../../../domain/common-passwords";
import { type Actor, recordAudit } from "../audit/audit.service";
import { accountSecurity } from "./console-account-security";
import { type AdminRow, sha256, toAdminMe, toMember } from "./console-account-rows";
import { CONSOLE_LIMITS as L } from "./console-limits";

export { toAdminMe };

/** A console session lives 12 hours at most, and ends after an hour without a request. */
export const CONSOLE_SESSION_ABSOLUTE_MS = 12 * 3600_000;
export const CONSOLE_SESSION_IDLE_MS = 3600_000;
/** Between the password and the second factor. */
export const SECOND_FACTOR_WINDOW_MS = 10 * 60_000;
export const INVITE_TTL_MS = 24 * 3600_000;
export const OWNER_LINK_TTL_MS = 7 * 24 * 3600_000;
export const RECOVERY_CODE_COUNT = 8;
const TOTP_PERIOD = 30;
const TOUCH_EVERY_MS = 30_000;

const newToken = () => randomBytes(32).toString("base64url");

/** A hash to verify against when the email is unknown, so both answers cost the same. */
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$Y0lVxFjAJ2d5AHjiO7dLWQ$us0cv9xSzc1y/UgKhkhM3P99sd0M1U0f59y6BjD3/cQ";

export const actorOf = (a: AdminMe): Actor => ({ id: a.id, email: a.email });

function totpFor(secret: string, email: string) {
  return new TOTP({ issuer: "Dhaaga console", label: email, algorithm: "SHA1", digits: 6, period: TOTP_PERIOD, secret: Secret.fromBase32(secret) });
}

function checkPassword(password: string) {
  if (isCommonPassword(password)) throw badRequest(M.passwordCommon, "password");
}

/** Recovery codes: 8 groups of "xxxx-xxxx" from an alphabet without look-alikes. */
function newRecoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}
const normalizeRecovery = (code: string) => code.replace(/[^a-z0-9]/gi, "").toLowerCase();

/** The one-time links: the first owner's setup link and staff invitations. */
type LinkPurpose = "owner-setup" | "staff-invite";

export function createConsoleAccounts(opts: { db: Db; publicUrl: string; rateLimiter: RateLimiter }) {
  const { db } = opts;

  async function ownerExists(): Promise<boolean> {
    const [row] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.role, "owner")).limit(1);
    return Boolean(row);
  }

  async function insertAdmin(tx: Pick<Db, "insert">, values: { email: string; name: string; role: AdminRole; password: string }): Promise<AdminRow> {
    const [row] = await tx
      .insert(adminUsers)
      .values({ email: values.email, name: values.name, role: values.role, passwordHash: await hash(values.password) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError("conflict", M.emailTaken, "email");
    return row;
  }

  /** A link of this purpose that is neither used nor expired, narrowed by `more`. */
  function waitingLink(purpose: LinkPurpose, ...more: SQL[]): SQL | undefined {
    return and(eq(adminLinks.purpose, purpose), isNull(adminLinks.usedAt), gt(adminLinks.expiresAt, new Date()), ...more);
  }

  /** Takes a code's time step if no later or equal step was taken: one statement, so two requests racing with one code cannot both pass. */
  async function claimTotpStep(adminId: string, step: number): Promise<boolean> {
    const claimed = await db
      .update(adminUsers)
      .set({ totpLastStep: step })
      .where(and(eq(adminUsers.id, adminId), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
      .returning({ id: adminUsers.id });
    return claimed.length > 0;
  }

  async function recoveryCodeUsed(adminId: string, rawCode: string): Promise<boolean> {
    const [row] = await db
      .select({ id: adminRecoveryCodes.id })
      .from(adminRecoveryCodes)
      .where(
        and(
          eq(adminRecoveryCodes.adminId, adminId),
          eq(adminRecoveryCodes.codeHash, sha256(normalizeRecovery(rawCode))),
          isNotNull(adminRecoveryCodes.usedAt),
        ),
      );
    return Boolean(row);
  }

  async function consumeLink(tx: Tx, token: string, purpose: LinkPurpose, invalid: string) {
    const [link] = await tx
      .update(adminLinks)
      .set({ usedAt: new Date() })
      .where(waitingLink(purpose, eq(adminLinks.tokenHash, sha256(token))))
      .returning();
    if (!link) throw new AppError("bad_request", invalid, "token");
    return link;
  }

  /** Ends the address's pending invitations; how many there were. */
  async function endInvitations(tx: Tx, email: string): Promise<number> {
    const ended = await tx
      .update(adminLinks)
      .set({ expiresAt: new Date() })
      .where(waitingLink("staff-invite", eq(adminLinks.email, email)))
      .returning({ tokenHash: adminLinks.tokenHash });
    return ended.length;
  }

  /** A new sign-in; an account still to enrol is given the key only this sign-in can enrol. */
  async function newSession(adminId: string, pendingTotpSecret: string | null): Promise<string> {
    const token = newToken();
    await db
      .insert(adminSessions)
      .values({ tokenHash: sha256(token), adminId, pendingTotpSecret, expiresAt: new Date(Date.now() + CONSOLE_SESSION_ABSOLUTE_MS) });
    return token;
  }

  /** A sign-in that failed at its password or its code, kept in the audit log. */
  async function recordFailedSignIn(email: string, adminId: string | null, step: "password" | "code") {
    await recordAudit(db, { id: adminId, email }, { action: "console.sign-in-failed", targetType: "admin", targetId: adminId, after: { step } });
  }

  async function liveSession(token: string | undefined) {
    if (!token || token.length > 200) return null;
    const [row] = await db
      .select({ session: adminSessions, admin: adminUsers })
      .from(adminSessions)
      .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
      .where(
        and(
          eq(adminSessions.tokenHash, sha256(token)),
          isNull(adminSessions.revokedAt),
          gt(adminSessions.expiresAt, new Date()),
          isNull(adminUsers.disabledAt),
        ),
      )
      .limit(1);
    if (!row) return null;
    if (Date.now() - row.session.lastSeenAt.getTime() > CONSOLE_SESSION_IDLE_MS) return null;
    return row;
  }

  return {
    ownerExists,

    /**
     * While the shop has no owner: a fresh single-use setup link (earlier unused ones end), to be
     * printed at start. Null once an owner exists.
     */
    async ownerSetupLink(): Promise<string | null> {
      if (await ownerExists()) return null;
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
      return `${opts.publicUrl}/admin/setup?token=${token}`;
    },

    async setupLinkValid(token: string): Promise<boolean> {
      if (await ownerExists()) return false;
      const [link] = await db
        .select({ h: adminLinks.tokenHash })
        .from(adminLinks)
        .where(waitingLink("owner-setup", eq(adminLinks.tokenHash, sha256(token))));
      return Boolean(link);
    },

    /** The setup link's form: the link is spent and the owner created together, or neither. */
    async createOwnerFromLink(input: OwnerSetupRequest): Promise<AdminMe> {
      checkPassword(input.password);
      return db.transaction(async (tx) => {
        // One setup at a time: the second of two concurrent ones finds the owner the first made.
        await tx.execute(sql`select pg_advisory_xact_lock(4711001)`);
        if ((await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.role, "owner")).limit(1)).length > 0) {
          throw new AppError("conflict", M.ownerExists);
        }
        await consumeLink(tx, input.token, "owner-setup", M.setupLinkInvalid);
        const owner = await insertAdmin(tx, { email: input.email, name: input.name, role: "owner", password: input.password });
        await recordAudit(
          tx,
          { id: owner.id, email: owner.email },
          { action: "owner.create", targetType: "admin", targetId: owner.id, after: toAdminMe(owner) },
        );
        return toAdminMe(owner);
      });
    },

    /** For `npm run admin:create`: a console account made from the command line. */
    async createFromCommandLine(actor: Actor, input: { email: string; name: string; role: AdminRole; password: string }): Promise<AdminMe> {
      checkPassword(input.password);
      return db.transaction(async (tx) => {
        const admin = await insertAdmin(tx, input);
        await recordAudit(tx, actor, { action: `${input.role}.create`, targetType: "admin", targetId: admin.id, after: toAdminMe(admin) });
        return toAdminMe(admin);
      });
    },

    /**
     * Step one: the password. The session it starts opens nothing until the second factor. An
     * account without an authenticator gets a fresh key with each sign-in, kept on that sign-in
     * alone: someone else who knows the password never sees the key the account holder enrols.
     */
    async login(input: AdminLoginRequest): Promise<{ token: string } & LoginAnswer> {
      const [admin] = await db.select().from(adminUsers).where(sql`lower(${adminUsers.email}) = ${input.email}`).limit(1);
      // An unknown email costs the same hashing (and the same audit line) as a known one, so timing tells nothing.
      const ok = await verify(admin?.passwordHash ?? DUMMY_HASH, input.password);
      if (!admin || !ok || admin.disabledAt) {
        await recordFailedSignIn(input.email, admin?.id ?? null, "password");
        throw new AppError("unauthorized", M.invalidLogin);
      }
      if (admin.totpSecret) return { token: await newSession(admin.id, null), success: true, next: "code" };
      const secret = new Secret({ size: 20 }).base32;
      const token = await newSession(admin.id, secret);
      const otpauthUrl = totpFor(secret, admin.email).toString();
      const { default: QRCode } = await import("qrcode");
      const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 1 });
      return { token, success: true, next: "enrol", enrolment: { secret, otpauthUrl, qrSvg } };
    },

    /**
     * Step two: a TOTP code (each accepted once), or a recovery code. A first enrolment keeps the
     * key this sign-in was shown and answers the 8 recovery codes, shown this once. A code sent
     * without a sign-in waiting for it is refused before anything is counted, so nobody can spend
     * another's tries; tries count per sign-in and per account.
     */
    async secondFactor(token: string | undefined, rawCode: string): Promise<{ admin: AdminMe; recoveryCodes?: string[] }> {
      const row = await liveSession(token);
      if (!row || row.session.verified || Date.now() - row.session.createdAt.getTime() > SECOND_FACTOR_WINDOW_MS) {
        throw new AppError("unauthorized", M.signInRequired);
      }
      const { admin, session } = row;
      await opts.rateLimiter.checkAll([
        { rule: L.codeSession, subject: session.tokenHash },
        { rule: L.codeAccount, subject: admin.id },
      ]);
      const enrolling = !admin.totpSecret;
      const secret = admin.totpSecret ?? session.pendingTotpSecret;
      if (!secret) throw new AppError("unauthorized", M.signInRequired);
      let accepted = false;
      let step: number | null = null;
      if (/^\d{6}$/.test(rawCode)) {
        const delta = totpFor(secret, admin.email).validate({ token: rawCode, window: 1 });
        if (delta !== null) {
          step = Math.floor(Date.now() / 1000 / TOTP_PERIOD) + delta;
          if (!enrolling && !(await claimTotpStep(admin.id, step))) throw new AppError("unauthorized", M.codeUsed, "code");
          accepted = true;
        }
      } else if (!enrolling) {
        const [used] = await db
          .update(adminRecoveryCodes)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(adminRecoveryCodes.adminId, admin.id),
              eq(adminRecoveryCodes.codeHash, sha256(normalizeRecovery(rawCode))),
              isNull(adminRecoveryCodes.usedAt),
            ),
          )
          .returning({ id: adminRecoveryCodes.id });
        accepted = Boolean(used);
        if (!accepted && (await recoveryCodeUsed(admin.id, rawCode))) throw new AppError("unauthorized", M.recoveryCodeUsed, "code");
      }
      if (!accepted) {
        await recordFailedSignIn(admin.email, admin.id, "code");
        throw new AppError("unauthorized", M.invalidCode, "code");
      }
      await opts.rateLimiter.reset(L.codeAccount, admin.id);

      let recoveryCodes: string[] | undefined;
      const actor = { id: admin.id, email: admin.email };
      await db.transaction(async (tx) => {
        if (enrolling) {
          // Only while no key is enrolled: of two sign-ins enrolling at once, the second is sent back to sign in.
          const [enrolled] = await tx
            .update(adminUsers)
            .set({ totpSecret: secret, totpLastStep: step })
            .where(and(eq(adminUsers.id, admin.id), isNull(adminUsers.totpSecret)))
            .returning({ id: adminUsers.id });
          if (!enrolled) throw new AppError("unauthorized", M.signInRequired);
          recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
          await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
          await tx.insert(adminRecoveryCodes).values(recoveryCodes.map((c) => ({ adminId: admin.id, codeHash: sha256(normalizeRecovery(c)) })));
          await recordAudit(tx, actor, { action: "totp.enrol", targetType: "admin", targetId: admin.id });
        } else if (step === null) {
          await recordAudit(tx, actor, { action: "recovery-code.use", targetType: "admin", targetId: admin.id });
        }
        await tx
          .update(adminSessions)
          .set({ verified: true, pendingTotpSecret: null, lastSeenAt: new Date() })
          .where(eq(adminSessions.tokenHash, session.tokenHash));
        await recordAudit(tx, actor, {
          action: "console.sign-in",
          targetType: "admin",
          targetId: admin.id,
          after: { with: step === null ? "recovery code" : "authenticator" },
        });
      });
      return { admin: toAdminMe(admin), recoveryCodes };
    },

    /** The signed-in console account behind a session cookie, or null (also before the second factor). */
    async sessionAdmin(token: string | undefined): Promise<AdminMe | null> {
      const row = await liveSession(token);
      if (!row?.session.verified) return null;
      if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db.update(adminSessions).set({ lastSeenAt: new Date() }).where(eq(adminSessions.tokenHash, row.session.tokenHash));
      }
      return toAdminMe(row.admin);
    },

    async logout(token: string | undefined): Promise<void> {
      if (!token || token.length > 200) return;
      await db.transaction(async (tx) => {
        const [ended] = await tx
          .update(adminSessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(adminSessions.tokenHash, sha256(token)), isNull(adminSessions.revokedAt)))
          .returning({ adminId: adminSessions.adminId });
        if (!ended) return;
        const [admin] = await tx.select().from(adminUsers).where(eq(adminUsers.id, ended.adminId));
        if (admin)
          await recordAudit(tx, { id: admin.id, email: admin.email }, { action: "console.sign-out", targetType: "admin", targetId: admin.id });
      });
    },

    /**
     * The owner invites staff: a set-password link for 24 hours, mailed by the caller. A new
     * invitation to the same address ends the older ones, so only the last link sent works.
     */
    async inviteStaff(actor: Actor, email: string): Promise<string> {
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
      return `${opts.publicUrl}/admin/invite?token=${token}`;
    },

    /** Invitations sent and not yet used nor ended, newest first. */
    async pendingInvitations(): Promise<StaffInvitation[]> {
      const rows = await db
        .select({ email: adminLinks.email, sentAt: adminLinks.createdAt, expiresAt: adminLinks.expiresAt })
        .from(adminLinks)
        .where(waitingLink("staff-invite"))
        .orderBy(desc(adminLinks.createdAt));
      return rows.map((r) => ({ email: r.email ?? "", sentAt: r.sentAt.toISOString(), expiresAt: r.expiresAt.toISOString() }));
    },

    /** The owner takes back an invitation: its link stops working at once. */
    async withdrawInvitation(actor: Actor, email: string): Promise<void> {
      await db.transaction(async (tx) => {
        if ((await endInvitations(tx, email)) === 0) throw new AppError("not_found", M.noInvitation, "email");
        await recordAudit(tx, actor, { action: "staff.invite-withdraw", targetType: "admin", targetId: email });
      });
    },

    async inviteEmail(token: string): Promise<string | null> {
      const [link] = await db
        .select({ email: adminLinks.email })
        .from(adminLinks)
        .where(waitingLink("staff-invite", eq(adminLinks.tokenHash, sha256(token))));
      return link?.email ?? null;
    },

    async acceptInvite(input: AcceptInviteRequest): Promise<AdminMe> {
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
    },

    async listStaff(): Promise<StaffMember[]> {
      const rows = await db.select().from(adminUsers).orderBy(asc(adminUsers.createdAt));
      return rows.map(toMember);
    },

    ...accountSecurity(db, opts.rateLimiter),
  };
}

export type ConsoleAccounts = ReturnType<typeof createConsoleAccounts>;
