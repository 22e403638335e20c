import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayMessage } from "../../src/contracts/day-range";
import { authenticatorReset, CONSOLE_MESSAGES as M } from "../../src/domain/console-messages";
import { mailOutbox, rateLimits } from "../../src/server/db/schema";
import { COMMAND_LINE } from "../../src/server/modules/audit/audit.service";
import { GRIEVANCE_LIMIT } from "../../src/server/modules/grievances/grievances.routes";
import { expectRefusal } from "../support/attack-kit";
import { consoleClient, cookieOf, OWNER, totpCode } from "../support/console-kit";
import { startSmtpTwin } from "../support/smtp-twin";
import { createTestStore, type TestStore } from "../support/test-store";

/** Signing in to the console: addresses, codes, authenticator keys, and what an account can do about its own security. */
let store: TestStore;
let kit: ReturnType<typeof consoleClient>;
let ownerCookie: string;
let recovery: string[];
/** The staff member's session, once enrolled. */
let staffCookie: string;

const STAFF = { name: "Ravi Kumar", email: "ravi@dhaaga.test", password: "Kolhapuri-Chappal-77" };
const SECOND_OWNER = { name: "Meera Rao", email: "meera@dhaaga.test", password: "Chanderi-Silk-Weave-9" };

const from = (ip: string, cookie?: string) => ({ origin: kit.origin, "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) });
const login = (account: { email: string; password: string }, ip = "192.0.2.1") =>
  store.post("/api/admin-auth/login", { email: account.email, password: account.password }, from(ip));
const code = (cookie: string, value: string, ip = "192.0.2.1") => store.post("/api/admin-auth/second-factor", { code: value }, from(ip, cookie));

/** A verified session for the account through a recovery code (authenticator codes work once per 30 seconds). */
async function signInWithRecovery(account: { email: string; password: string }, recoveryCode: string, ip = "192.0.2.1") {
  const cookie = cookieOf(await login(account, ip));
  const done = await code(cookie, recoveryCode, ip);
  expect(done.status, done.text).toBe(200);
  return cookie;
}

const auditActions = async () => {
  const page = await kit.call("GET", "/api/admin/audit", ownerCookie);
  return page.json.entries as { action: string; actorEmail: string; targetType: string; targetId: string | null }[];
};

beforeAll(async () => {
  store = await createTestStore({ seed: false, config: { trustProxy: true } });
  kit = consoleClient(store);
  await kit.createOwner();
  const signed = await kit.signIn();
  ownerCookie = signed.cookie;
  recovery = signed.recoveryCodes!;
});
afterAll(() => store?.close());

describe("console sign-in", { shuffle: false }, () => {
  describe("addresses are counted by their IPv6 /64, as everywhere in the store", () => {
    it("60 password guesses from 60 addresses of one /64 are stopped after 10, and the owner elsewhere still signs in", async () => {
      const answers: number[] = [];
      for (let i = 1; i <= 60; i++)
        answers.push((await login({ email: OWNER.email, password: `guess-number-${i}` }, `2001:db8:7:7::${i.toString(16)}`)).status);
      expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(answers.slice(10)).toEqual(Array(50).fill(429));
      expect((await login(OWNER, "2001:db8:8:8::1")).status).toBe(200);
    });

    it("invitation-link posts from 21 addresses of one /64 share one count", async () => {
      const answers: number[] = [];
      for (let i = 1; i <= 21; i++) {
        const res = await store.post(
          "/api/admin-auth/invite",
          { token: "x".repeat(40), name: "Guess", password: STAFF.password },
          from(`2001:db8:9:9::${i}`),
        );
        answers.push(res.status);
      }
      expect(answers.slice(0, 20)).toEqual(Array(20).fill(400));
      expect(answers[20]).toBe(429);
    });

    it("complaints from 6 addresses of one /64 share the grievance limit", async () => {
      const complaint = { name: "Asha Verma", email: "asha@example.com", orderId: "", message: "My parcel arrived with a torn hoodie." };
      const answers: { status: number; json: { message?: string } }[] = [];
      for (let i = 1; i <= 6; i++) answers.push(await store.post("/api/grievance", complaint, { "x-forwarded-for": `2001:db8:a:a::${i}` }));
      expect(answers.slice(0, 5).map((a) => a.status)).toEqual(Array(5).fill(200));
      expect(answers[5]!.status).toBe(429);
      expect(answers[5]!.json.message).toBe(GRIEVANCE_LIMIT.message);
    });
  });

  describe("second-factor codes are counted per sign-in and per account, never per address", () => {
    it("32 code posts without a session are refused as not signed in, count nothing, and the owner's recovery code still works", async () => {
      const counters = () => store.db.select().from(rateLimits).where(like(rateLimits.key, "console-code%"));
      const before = await counters();
      for (let i = 0; i < 32; i++) {
        const res = await store.post("/api/admin-auth/second-factor", { code: "123456" }, from("192.0.2.50"));
        expect(res.status).toBe(401);
        expect(res.json).toMatchObject({ success: false, message: M.signInRequired });
      }
      expect(await counters()).toEqual(before);
      await signInWithRecovery(OWNER, recovery[0]!, "192.0.2.50");
    });

    it("one sign-in gets 5 wrong codes, then waits; a new sign-in from the same address is not held back", async () => {
      const cookie = cookieOf(await login(OWNER, "192.0.2.51"));
      for (let i = 0; i < 5; i++) expectRefusal(await code(cookie, "zzzz-zzzz", "192.0.2.51"), 401, "code");
      expect((await code(cookie, recovery[1]!, "192.0.2.51")).status).toBe(429);
      await signInWithRecovery(OWNER, recovery[1]!, "192.0.2.51");
    });
  });

  describe("the authenticator key being enrolled belongs to one sign-in", () => {
    it("someone with the password and an early key cannot use it once the account holder enrols", async () => {
      const invite = await kit.call("POST", "/api/admin/staff/invite", ownerCookie, { email: STAFF.email });
      const token = new URL(invite.json.link).searchParams.get("token")!;
      expect((await store.post("/api/admin-auth/invite", { token, name: STAFF.name, password: STAFF.password }, { origin: kit.origin })).status).toBe(
        201,
      );

      const early = await login(STAFF, "198.51.100.66");
      const late = await login(STAFF, "192.0.2.1");
      const earlyKey = early.json.enrolment.secret as string;
      const ownKey = late.json.enrolment.secret as string;
      expect(ownKey).not.toBe(earlyKey);
      // The early key does not finish the account holder's enrolment…
      expectRefusal(await code(cookieOf(late), totpCode(earlyKey)), 401, "code");
      const enrolled = await code(cookieOf(late), totpCode(ownKey));
      expect(enrolled.status).toBe(200);
      expect(enrolled.json.recoveryCodes).toHaveLength(8);
      staffCookie = cookieOf(late);
      // …nor opens the account afterwards, from the early sign-in or a new one.
      expectRefusal(await code(cookieOf(early), totpCode(earlyKey, 1), "198.51.100.66"), 401, "code");
      const again = await login(STAFF, "198.51.100.66");
      expect(again.json).toMatchObject({ next: "code" });
      expect(again.json.enrolment).toBeUndefined();
      expectRefusal(await code(cookieOf(again), totpCode(earlyKey, -1), "198.51.100.66"), 401, "code");
    });
  });

  describe("an account's own security", () => {
    it("changing the password needs the current one and signs out the account's other sessions", async () => {
      const other = await signInWithRecovery(OWNER, recovery[2]!);
      const here = await signInWithRecovery(OWNER, recovery[3]!);
      const newPassword = "Ajrakh-Indigo-Dye-2027";
      const path = "/api/admin/account/password";
      expectRefusal(await kit.call("POST", path, here, { currentPassword: "not-the-password", newPassword }), 400, "currentPassword");
      expectRefusal(await kit.call("POST", path, here, { currentPassword: OWNER.password, newPassword: "short" }), 400, "newPassword");
      const changed = await kit.call("POST", path, here, { currentPassword: OWNER.password, newPassword });
      expect(changed.json).toEqual({ success: true, message: M.passwordChanged });
      expect((await kit.call("GET", "/api/admin/me", other)).status).toBe(401);
      expect((await kit.call("GET", "/api/admin/me", ownerCookie)).status).toBe(401);
      expect((await kit.call("GET", "/api/admin/me", here)).status).toBe(200);
      expect((await login(OWNER)).status).toBe(401);
      // Back to the password the other tests sign in with.
      const back = await kit.call("POST", path, here, { currentPassword: newPassword, newPassword: OWNER.password });
      expect(back.status).toBe(200);
      ownerCookie = here;
    });

    it("“Sign out other sessions” ends every other session of the account and keeps this one", async () => {
      const other = await signInWithRecovery(OWNER, recovery[4]!);
      const ended = await kit.call("POST", "/api/admin/account/sessions/end-others", ownerCookie);
      expect(ended.json).toEqual({ success: true, message: M.otherSessionsEnded });
      expect((await kit.call("GET", "/api/admin/me", other)).status).toBe(401);
      expect((await kit.call("GET", "/api/admin/me", ownerCookie)).status).toBe(200);
    });

    it("the owner resets a staff member's lost authenticator: their sessions end and they enrol again", async () => {
      const staffKey = kit.secretOf(STAFF.email) ?? "";
      const staffId = ((await kit.call("GET", "/api/admin/staff", ownerCookie)).json.staff as { id: string; email: string }[]).find(
        (m) => m.email === STAFF.email,
      )!.id;
      const ownerId = (await kit.call("GET", "/api/admin/me", ownerCookie)).json.admin.id;
      const byStaff = await kit.call("POST", `/api/admin/staff/${ownerId}/reset-authenticator`, staffCookie);
      expect(byStaff.status).toBe(403);
      expect(byStaff.json.message).toBe(M.ownerOnly);
      expect((await kit.call("GET", "/api/admin/me", staffCookie)).status).toBe(200);
      const reset = await kit.call("POST", `/api/admin/staff/${staffId}/reset-authenticator`, ownerCookie);
      expect(reset.json).toMatchObject({ success: true, message: authenticatorReset(STAFF.email), member: { enrolled: false } });
      expect((await kit.call("GET", "/api/admin/me", staffCookie)).status).toBe(401);
      expectRefusal(await kit.call("POST", `/api/admin/staff/${ownerId}/reset-authenticator`, ownerCookie), 400, "id");
      const next = await login(STAFF);
      expect(next.json.next).toBe("enrol");
      expect(next.json.enrolment.secret).not.toBe(staffKey);
    });

    it("the command line resets the owner's authenticator: the owner enrols again at the next sign-in", async () => {
      const { staff } = store.services;
      await expect(staff.resetAuthenticatorByEmail(COMMAND_LINE, "nobody@dhaaga.test")).rejects.toThrow(M.noAccountWithEmail);
      await staff.resetAuthenticatorByEmail(COMMAND_LINE, OWNER.email.toUpperCase());
      expect((await kit.call("GET", "/api/admin/me", ownerCookie)).status).toBe(401);
      const next = await login(OWNER);
      expect(next.json.next).toBe("enrol");
      const enrolled = await code(cookieOf(next), totpCode(next.json.enrolment.secret));
      expect(enrolled.status).toBe(200);
      recovery = enrolled.json.recoveryCodes;
      ownerCookie = cookieOf(next);
    });

    it("an owner made on the command line can be disabled by an owner; no owner disables themself or the last active owner", async () => {
      const { staff } = store.services;
      const second = await staff.createFromCommandLine(COMMAND_LINE, { ...SECOND_OWNER, role: "owner" });
      const secondSession = await kit.signIn(SECOND_OWNER);
      const ownerId = (await kit.call("GET", "/api/admin/me", ownerCookie)).json.admin.id;

      expectRefusal(await kit.call("POST", `/api/admin/staff/${ownerId}/disable`, ownerCookie), 400, "id");
      const off = await kit.call("POST", `/api/admin/staff/${second.id}/disable`, ownerCookie);
      expect(off.json.member).toMatchObject({ role: "owner", disabled: true });
      expect((await kit.call("GET", "/api/admin/me", secondSession.cookie)).status).toBe(401);
      await expect(staff.setAccountDisabled(COMMAND_LINE, ownerId, true)).rejects.toThrow(M.lastOwner);
      expect((await kit.call("POST", `/api/admin/staff/${second.id}/enable`, ownerCookie)).json.member.disabled).toBe(false);
    });
  });

  describe("the audit log", () => {
    it("records sign-ins, failed sign-ins, sign-outs, CSV exports and views of a shopper's details", async () => {
      expect((await login({ email: OWNER.email, password: "wrong-password-1" }, "192.0.2.77")).status).toBe(401);
      const failedCode = cookieOf(await login(OWNER, "192.0.2.77"));
      expect((await code(failedCode, "zzzz-zzzz", "192.0.2.77")).status).toBe(401);
      const session = await signInWithRecovery(OWNER, recovery[0]!, "192.0.2.77");
      await kit.call("POST", "/api/admin-auth/logout", session);
      await kit.call("GET", "/api/admin/orders/export.csv", ownerCookie);
      await kit.call("GET", "/api/admin/products/export.csv", ownerCookie);
      await store.post("/api/user/register", { name: "Neha Rao", email: "neha@example.in", password: "long-enough-pass-1" }, from("192.0.2.78"));
      const shopperId = (await kit.call("GET", "/api/admin/shoppers?q=neha%40example.in", ownerCookie)).json.shoppers[0].id as string;
      expect((await kit.call("GET", `/api/admin/shoppers/${shopperId}`, ownerCookie)).status).toBe(200);

      const entries = await auditActions();
      const actions = entries.map((e) => e.action);
      expect(actions).toEqual(
        expect.arrayContaining(["console.sign-in", "console.sign-in-failed", "console.sign-out", "orders.export", "products.export", "shopper.view"]),
      );
      expect(entries.filter((e) => e.action === "console.sign-in-failed").length).toBeGreaterThanOrEqual(2);
      expect(entries.find((e) => e.action === "shopper.view")).toMatchObject({ actorEmail: OWNER.email, targetType: "user", targetId: shopperId });
    });
  });

  describe("console date filters", () => {
    it.each([
      ["/api/admin/orders?from=0001-01-01", "from"],
      ["/api/admin/orders/export.csv?from=0001-01-01", "from"],
      ["/api/admin/audit?from=0001-01-01", "from"],
      ["/api/admin/audit?to=9999-12-31", "to"],
      ["/api/admin/orders?to=2026-02-30", "to"],
    ] as const)("%s is a 400 naming %s", async (path, field) => {
      const res = await kit.call("GET", path, ownerCookie);
      expectRefusal(res, 400, field);
      expect(res.json.message).toBe(dayMessage(field));
    });

    it("a real date in range still filters", async () => {
      expect((await kit.call("GET", "/api/admin/audit?from=2026-01-01&to=2100-12-31", ownerCookie)).status).toBe(200);
    });
  });
});

describe("the console cookie", () => {
  it("is __Host-dhaaga_console, Secure, on an https store, and signs in there", async () => {
    const https = await createTestStore({ seed: false, config: { publicUrl: "https://shop.example.in" } });
    try {
      const httpsKit = consoleClient(https);
      await httpsKit.createOwner();
      const res = await https.post("/api/admin-auth/login", { email: OWNER.email, password: OWNER.password }, { origin: httpsKit.origin });
      const set = res.headers.get("set-cookie") ?? "";
      expect(set).toMatch(/^__Host-dhaaga_console=/);
      expect(set).toMatch(/; Secure/);
      expect(set).toMatch(/; Path=\//);
      expect(set).not.toMatch(/Domain=/i);
      const { cookie } = await httpsKit.signIn();
      expect(cookie).toMatch(/^__Host-dhaaga_console=/);
      expect((await httpsKit.call("GET", "/api/admin/me", cookie)).status).toBe(200);
    } finally {
      await https.close();
    }
  });

  it("keeps its plain name on an http store, so local use works", async () => {
    const res = await login(OWNER, "192.0.2.90");
    expect(res.headers.get("set-cookie")).toMatch(/^dhaaga_console=/);
  });
});

describe("staff invitation mails", () => {
  it("go out with the link, while the outbox keeps the text without it", async () => {
    const smtp = await startSmtpTwin();
    const mailing = await createTestStore({ seed: false, config: { smtpUrl: smtp.url } });
    try {
      const mailingKit = consoleClient(mailing);
      await mailingKit.createOwner();
      const { cookie } = await mailingKit.signIn();
      const email = "kavya@dhaaga.test";
      expect((await mailingKit.call("POST", "/api/admin/staff/invite", cookie, { email })).json).toMatchObject({ mailed: true });
      const sent = smtp.mails.find((m) => m.to.includes(email))!;
      const link = sent.text.match(/https?:\/\/\S+\/admin\/invite\?token=[\w-]+/)![0];
      const token = new URL(link).searchParams.get("token")!;
      const kept = (await mailing.db.select().from(mailOutbox)).filter((m) => m.to === email);
      expect(kept).toHaveLength(1);
      expect(kept[0]!.text).not.toContain(token);
      expect(kept[0]!.text).toContain("[sent by email, not kept]");
      expect((await mailing.get(`/api/admin-auth/invite?token=${token}`)).json).toMatchObject({ valid: true, email });
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });
});
