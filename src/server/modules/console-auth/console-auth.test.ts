import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import { consoleClient, cookieOf, OWNER, totpCode } from "../../../../tests/support/console-kit";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { adminSessions, adminUsers, auditLog, mailOutbox, rateLimits } from "../../db/schema";

let store: TestStore;
let kit: ReturnType<typeof consoleClient>;
let ownerCookie: string;
let recoveryCodes: string[];
/** The code that finished the owner's enrolment: a later sign-in replays it. */
let enrolmentCode: string;

beforeAll(async () => {
  store = await createTestStore({ seed: false, config: { trustProxy: true } });
  kit = consoleClient(store);
});
afterAll(() => store.close());

// One story told in order: each step starts from what the steps before it left (Vitest keeps
// this order when the suites run shuffled).
describe("the console's accounts, from the first owner to the audit log", { shuffle: false }, () => {
  describe("the first owner", () => {
    it("comes from a single-use setup link, and the link stops once an owner exists", async () => {
      const first = await store.services.consoleAuth.ownerSetupLink();
      const link = await store.services.consoleAuth.ownerSetupLink();
      expect(link).toMatch(new RegExp(`^${store.config.publicUrl}/admin/setup\\?token=[\\w-]{40,}$`));
      const token = new URL(link!).searchParams.get("token")!;
      // A newer link replaces the one printed at the previous start.
      const old = new URL(first!).searchParams.get("token")!;
      expect((await store.get(`/api/admin-auth/setup?token=${old}`)).json.valid).toBe(false);
      expect((await store.get(`/api/admin-auth/setup?token=${token}`)).json.valid).toBe(true);

      const weak = await store.post("/api/admin-auth/setup", { token, ...OWNER, password: "short" }, { origin: kit.origin });
      expect(weak.status).toBe(400);
      expect(weak.json).toMatchObject({ success: false, message: M.passwordTooShort, field: "password" });
      const badEmail = await store.post("/api/admin-auth/setup", { token, ...OWNER, email: "not-an-email" }, { origin: kit.origin });
      expect(badEmail.json).toMatchObject({ success: false, field: "email" });

      const made = await store.post("/api/admin-auth/setup", { token, ...OWNER }, { origin: kit.origin });
      expect(made.status).toBe(201);
      expect(made.json.admin).toMatchObject({ email: OWNER.email, name: OWNER.name, role: "owner" });
      expect(JSON.stringify(made.json)).not.toMatch(/hash|argon/i);

      const again = await store.post("/api/admin-auth/setup", { token, ...OWNER, email: "second@dhaaga.test" }, { origin: kit.origin });
      expect(again.status).toBe(409);
      expect(again.json.message).toBe(M.ownerExists);
      expect(await store.services.consoleAuth.ownerSetupLink()).toBeNull();
      const [row] = await store.db.select().from(adminUsers).where(eq(adminUsers.email, OWNER.email));
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it("refuses a setup post from another site", async () => {
      const res = await store.post("/api/admin-auth/setup", { token: "x".repeat(40), ...OWNER }, { origin: "https://evil.example" });
      expect(res.status).toBe(403);
      expect(res.json.message).toBe(M.crossOrigin);
    });
  });

  describe("signing in", () => {
    it("asks for the password, then enrols TOTP with a QR code and shows 8 recovery codes once", async () => {
      const wrong = await store.post("/api/admin-auth/login", { email: OWNER.email, password: "wrong-password-1" }, { origin: kit.origin });
      expect(wrong.status).toBe(401);
      expect(wrong.json.message).toBe(M.invalidLogin);

      const login = await store.post("/api/admin-auth/login", { email: OWNER.email.toUpperCase(), password: OWNER.password }, { origin: kit.origin });
      expect(login.status).toBe(200);
      expect(login.json.next).toBe("enrol");
      expect(login.json.enrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
      expect(login.json.enrolment.qrSvg).toMatch(/^<svg/);
      const setCookie = login.headers.get("set-cookie")!;
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Strict/);
      expect(setCookie).not.toMatch(/Secure/); // the test store's PUBLIC_URL is http
      const cookie = cookieOf(login);

      // The password alone opens nothing.
      expect((await kit.call("GET", "/api/admin/me", cookie)).status).toBe(401);
      const bad = await kit.call("POST", "/api/admin-auth/second-factor", cookie, { code: "000000" });
      expect(bad.status).toBe(401);
      expect(bad.json).toMatchObject({ message: M.invalidCode, field: "code" });

      const secret = login.json.enrolment.secret as string;
      enrolmentCode = totpCode(secret);
      const ok = await kit.call("POST", "/api/admin-auth/second-factor", cookie, { code: enrolmentCode });
      expect(ok.status).toBe(200);
      expect(ok.json.recoveryCodes).toHaveLength(8);
      expect(new Set(ok.json.recoveryCodes).size).toBe(8);
      recoveryCodes = ok.json.recoveryCodes;
      ownerCookie = cookie;
      const me = await kit.call("GET", "/api/admin/me", cookie);
      expect(me.json.admin).toMatchObject({ email: OWNER.email, role: "owner" });
    });

    it("never takes the same code twice, and takes each recovery code once", async () => {
      const login = await store.post("/api/admin-auth/login", OWNER, { origin: kit.origin });
      expect(login.json.next).toBe("code");
      expect(login.json.enrolment).toBeUndefined();
      const cookie = cookieOf(login);
      const replay = await kit.call("POST", "/api/admin-auth/second-factor", cookie, { code: enrolmentCode });
      expect(replay.status).toBe(401);
      expect(replay.json).toMatchObject({
        success: false,
        message: "This code was just used. Please wait for the next code in your authenticator app.",
        field: "code",
      });
      const recovery = await kit.call("POST", "/api/admin-auth/second-factor", cookie, { code: recoveryCodes[0].toUpperCase() });
      expect(recovery.status).toBe(200);
      expect(recovery.json.recoveryCodes).toBeUndefined();

      const again = cookieOf(await store.post("/api/admin-auth/login", OWNER, { origin: kit.origin }));
      const reused = await kit.call("POST", "/api/admin-auth/second-factor", again, { code: recoveryCodes[0] });
      expect(reused.status).toBe(401);
      expect(reused.json).toMatchObject({ success: false, message: "This recovery code was already used. Each one works once.", field: "code" });
    });

    it("ends a session after an hour idle or 12 hours in all, and at sign-out", async () => {
      const login = await store.post("/api/admin-auth/login", OWNER, { origin: kit.origin });
      const cookie = cookieOf(login);
      await kit.call("POST", "/api/admin-auth/second-factor", cookie, { code: recoveryCodes[1] });
      expect((await kit.call("GET", "/api/admin/me", cookie)).status).toBe(200);
      const hash = (await store.db.select().from(adminSessions).orderBy(sql`created_at desc`).limit(1))[0].tokenHash;

      await store.db.update(adminSessions).set({ lastSeenAt: sql`now() - interval '61 minutes'` }).where(eq(adminSessions.tokenHash, hash));
      expect((await kit.call("GET", "/api/admin/me", cookie)).status).toBe(401);
      await store.db
        .update(adminSessions)
        .set({ lastSeenAt: sql`now()`, expiresAt: sql`now() - interval '1 second'` })
        .where(eq(adminSessions.tokenHash, hash));
      expect((await kit.call("GET", "/api/admin/me", cookie)).status).toBe(401);
      await store.db.update(adminSessions).set({ expiresAt: sql`now() + interval '1 hour'` }).where(eq(adminSessions.tokenHash, hash));
      expect((await kit.call("GET", "/api/admin/me", cookie)).status).toBe(200);

      const out = await kit.call("POST", "/api/admin-auth/logout", cookie);
      expect(out.json.message).toBe(M.signedOut);
      expect((await kit.call("GET", "/api/admin/me", cookie)).status).toBe(401);
    });

    it("throttles password guesses from one address without locking the owner out elsewhere", async () => {
      const from = (ip: string, password: string) =>
        store.post("/api/admin-auth/login", { email: OWNER.email, password }, { origin: kit.origin, "x-forwarded-for": ip });
      const answers: number[] = [];
      for (let i = 0; i < 11; i++) answers.push((await from("198.51.100.7", `guess-number-${i}`)).status);
      expect(answers.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(answers[10]).toBe(429);
      expect((await from("198.51.100.7", OWNER.password)).status).toBe(429);
      expect((await from("198.51.100.8", OWNER.password)).status).toBe(200);
    });

    it("throttles authenticator codes for an account, whatever address and session they come from", async () => {
      const secret = kit.secretOf(OWNER.email)!;
      const live = new Set([-1, 0, 1].map((ahead) => totpCode(secret, ahead)));
      const wrong = ["000000", "000001", "000002", "000003"].find((c) => !live.has(c))!;
      const tryCode = async (ip: string, code: string) => {
        const headers = { origin: kit.origin, "x-forwarded-for": ip };
        const login = await store.post("/api/admin-auth/login", { email: OWNER.email, password: OWNER.password }, headers);
        return (await store.post("/api/admin-auth/second-factor", { code }, { ...headers, cookie: cookieOf(login) })).status;
      };
      const answers: number[] = [];
      for (let i = 1; i <= 11; i++) answers.push(await tryCode(`203.0.113.${i}`, wrong));
      expect(answers.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(answers[10]).toBe(429);
      // Even the right code waits until the delay has run out.
      expect(await tryCode("203.0.113.50", totpCode(secret, 1))).toBe(429);
      await store.db.delete(rateLimits).where(sql`${rateLimits.key} like 'console-code:account:%'`);
    });
  });

  describe("console writes", () => {
    it("need the console's own Origin", async () => {
      const none = await store.call("POST", "/api/admin/staff/invite", { email: "a@dhaaga.test" }, { cookie: ownerCookie });
      expect(none.status).toBe(403);
      expect(none.json.message).toBe(M.crossOrigin);
      const foreign = await kit.call("POST", "/api/admin/staff/invite", ownerCookie, { email: "a@dhaaga.test" }, { origin: "https://evil.example" });
      expect(foreign.status).toBe(403);
    });
  });

  describe("staff", () => {
    const STAFF = { name: "Ravi Kumar", email: "ravi@dhaaga.test", password: "Kolhapuri-Chappal-77" };

    it("are invited by the owner with a 24-hour set-password link, and cannot manage staff themselves", async () => {
      const invite = await kit.call("POST", "/api/admin/staff/invite", ownerCookie, { email: STAFF.email });
      expect(invite.status).toBe(201);
      const [mail] = await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, STAFF.email));
      const link = mail.text.match(/https?:\/\/\S+\/admin\/invite\?token=[\w-]+/)![0];
      const token = new URL(link).searchParams.get("token")!;
      expect((await store.get(`/api/admin-auth/invite?token=${token}`)).json).toMatchObject({ valid: true, email: STAFF.email });

      const accepted = await store.post("/api/admin-auth/invite", { token, name: STAFF.name, password: STAFF.password }, { origin: kit.origin });
      expect(accepted.status).toBe(201);
      expect(accepted.json.admin.role).toBe("staff");
      const reused = await store.post("/api/admin-auth/invite", { token, name: "x", password: STAFF.password }, { origin: kit.origin });
      expect(reused.json).toMatchObject({ success: false, message: M.inviteInvalid, field: "token" });

      const staff = await kit.signIn(STAFF);
      expect((await kit.call("GET", "/api/admin/me", staff.cookie)).json.admin.role).toBe("staff");
      const list = await kit.call("GET", "/api/admin/staff", staff.cookie);
      expect(list.status).toBe(403);
      expect(list.json.message).toBe(M.ownerOnly);

      const members = (await kit.call("GET", "/api/admin/staff", ownerCookie)).json.staff;
      const ravi = members.find((m: { email: string }) => m.email === STAFF.email);
      expect(ravi).toMatchObject({ role: "staff", enrolled: true, disabled: false });
      const off = await kit.call("POST", `/api/admin/staff/${ravi.id}/disable`, ownerCookie);
      expect(off.json.member.disabled).toBe(true);
      expect((await kit.call("GET", "/api/admin/me", staff.cookie)).status).toBe(401);
    });

    it("are listed while they wait; a new invitation ends the older link, and the owner can withdraw one", async () => {
      const email = "neha@dhaaga.test";
      const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
      const first = await kit.call("POST", "/api/admin/staff/invite", ownerCookie, { email });
      // This store has no SMTP: the owner is told so and gets the link to pass on.
      expect(first.json).toMatchObject({
        success: true,
        mailed: false,
        message: `No mail server is set up (SMTP_URL), so ${email} was not mailed. Give ${email} this link yourself; it works for 24 hours.`,
      });
      const second = await kit.call("POST", "/api/admin/staff/invite", ownerCookie, { email });
      expect((await store.get(`/api/admin-auth/invite?token=${tokenOf(first.json.link)}`)).json).toMatchObject({ valid: false });
      expect((await store.get(`/api/admin-auth/invite?token=${tokenOf(second.json.link)}`)).json).toMatchObject({ valid: true, email });

      const waiting = (await kit.call("GET", "/api/admin/staff", ownerCookie)).json.invitations;
      expect(waiting.filter((i: { email: string }) => i.email === email)).toEqual([
        { email, sentAt: expect.any(String), expiresAt: expect.any(String) },
      ]);

      const withdrawn = await kit.call("POST", "/api/admin/staff/invitations/withdraw", ownerCookie, { email: "NEHA@dhaaga.test" });
      expect(withdrawn.json).toMatchObject({ success: true, message: `The invitation to ${email} is withdrawn.` });
      expect((await store.get(`/api/admin-auth/invite?token=${tokenOf(second.json.link)}`)).json).toMatchObject({ valid: false });
      expect((await kit.call("GET", "/api/admin/staff", ownerCookie)).json.invitations.some((i: { email: string }) => i.email === email)).toBe(false);
      const again = await kit.call("POST", "/api/admin/staff/invitations/withdraw", ownerCookie, { email });
      expect(again.status).toBe(404);
      expect(again.json).toMatchObject({ success: false, message: M.noInvitation, field: "email" });
    });

    it("invitations for an existing account's email are refused", async () => {
      const res = await kit.call("POST", "/api/admin/staff/invite", ownerCookie, { email: OWNER.email });
      expect(res.status).toBe(409);
      expect(res.json).toMatchObject({ message: M.emailTaken, field: "email" });
    });
  });

  describe("the audit log", () => {
    it("records console writes with who, what, before and after, and refuses changes", async () => {
      const rows = await store.db.select().from(auditLog).orderBy(auditLog.id);
      const actions = rows.map((r) => r.action);
      expect(actions).toEqual(expect.arrayContaining(["owner.create", "totp.enrol", "staff.invite", "staff.create", "staff.disable"]));
      const disable = rows.find((r) => r.action === "staff.disable")!;
      expect(disable).toMatchObject({ actorEmail: OWNER.email, before: { disabled: false }, after: { disabled: true } });
      await expect(store.db.execute(sql`update audit_log set action = 'forged'`)).rejects.toThrow();
      await expect(store.db.execute(sql`delete from audit_log`)).rejects.toThrow();
      expect((await store.db.select().from(auditLog)).length).toBe(rows.length);
    });
  });
});
