import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpTwin, type SmtpTwin } from "../../../../tests/support/smtp-twin";
import { sqlRows } from "../../../../tests/support/sql-rows";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { OTP_MAX_ATTEMPTS } from "./password-reset.service";

let store: TestStore;
let smtp: SmtpTwin;
let ipSeq = 0;
const from = () => ({ "x-forwarded-for": `10.9.0.${++ipSeq}` });
const PASSWORD = "old-password-42";
const NEW_PASSWORD = "brand-new-password-7";

beforeAll(async () => {
  smtp = await startSmtpTwin();
  store = await createTestStore({ seed: false, config: { smtpUrl: smtp.url, trustProxy: true } });
});
afterAll(async () => {
  await store.close();
  await smtp.close();
});

async function account(email: string) {
  const res = await store.post("/api/user/register", { name: "Neha Rao", email, password: PASSWORD }, from());
  expect(res.status).toBe(200);
  return res.json.token as string;
}

/** Asks for a code and reads it from the mail the local SMTP server received. */
async function codeFor(email: string): Promise<string> {
  const before = smtp.mails.length;
  const res = await store.post("/api/user/reset-password/send-otp", { email }, from());
  expect(res.json).toEqual({ success: true, message: "OTP sent to your email." });
  for (let i = 0; i < 100 && !smtp.mails.slice(before).some((m) => m.to.includes(email) && /reset code/.test(m.text)); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const mail = smtp.mails.slice(before).find((m) => m.to.includes(email) && /reset code/.test(m.text));
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const verify = (email: string, otp: string) => store.post("/api/user/reset-password/verify-otp", { email, otp }, from());
const reset = (email: string, otp: string, password = NEW_PASSWORD) => store.post("/api/user/reset-password", { email, otp, password }, from());
const login = (email: string, password: string) => store.post("/api/user/login", { email, password }, from());
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("password reset by emailed code", () => {
  it("resets the password with the mailed code, and every old session ends", async () => {
    const email = "reset@example.in";
    const oldToken = await account(email);
    const otherDevice = (await login(email, PASSWORD)).json.token;
    const code = await codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(await verify(email, code).then((r) => r.json)).toEqual({ success: true, message: "OTP verified. Please reset your password." });
    expect((await reset(email, code)).json).toEqual({ success: true, message: "Password reset successfully." });

    expect((await store.get("/api/user/profile", { token: oldToken })).status).toBe(401);
    expect((await store.get("/api/user/profile", { token: otherDevice })).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).json.success).toBe(true);
  });

  it("gives the same answer for an unknown email, and mails nothing", async () => {
    const before = smtp.mails.length;
    const unknown = await store.post("/api/user/reset-password/send-otp", { email: "ghost@example.in" }, from());
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual({ success: true, message: "OTP sent to your email." });
    const badVerify = await verify("ghost@example.in", "123456");
    await account("known-wrong@example.in");
    await codeFor("known-wrong@example.in");
    const knownWrong = await verify("known-wrong@example.in", "000000");
    expect(badVerify.status).toBe(knownWrong.status);
    expect(badVerify.json).toEqual(knownWrong.json);
    expect(smtp.mails.slice(before).some((m) => m.to.includes("ghost@example.in"))).toBe(false);
  });

  it("takes about as long for an unknown email as for a known one", async () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    // The work an answer costs, as CPU time of this process (the store runs in it, argon2 on its
    // thread pool): unlike the wall clock, it does not grow when other programs share the machine.
    const timed = async (email: string) => {
      const started = process.cpuUsage();
      const res = await store.post("/api/user/reset-password/send-otp", { email }, from());
      expect(res.json).toEqual({ success: true, message: "OTP sent to your email." });
      const used = process.cpuUsage(started);
      return used.user + used.system;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      await account(`timing-${i}@example.in`);
      known.push(await timed(`timing-${i}@example.in`));
      unknown.push(await timed(`timing-ghost-${i}@example.in`));
    }
    // Without the same hashing work, an unknown email answers many times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it("stores the code hashed, never as the six digits, for 10 minutes", async () => {
    const email = "hashed@example.in";
    await account(email);
    const before = Date.now();
    const code = await codeFor(email);
    const [live] = await sqlRows<{ expires_at: Date | string }>(
      store.db,
      sql`select c.expires_at from password_reset_codes c join users u on u.id = c.user_id where u.email = ${email}`,
    );
    const expiresAt = new Date(live.expires_at).getTime();
    // About now + 10 minutes.
    expect(expiresAt).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1000);
    const rows = await sqlRows(store.db, sql`select code_hash from password_reset_codes`);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows as { code_hash: string }[]) {
      expect(r.code_hash).toMatch(/^\$argon2id\$/);
      expect(r.code_hash).not.toContain(code);
    }
  });

  it("kills the code after 5 wrong tries, even for the right code after that", async () => {
    const email = "brute@example.in";
    await account(email);
    const code = await codeFor(email);
    const wrong = wrongOf(code);
    const tries = await Promise.all(Array.from({ length: OTP_MAX_ATTEMPTS }, () => verify(email, wrong)));
    for (const t of tries) expect(t.json).toMatchObject({ success: false, message: "Invalid or expired OTP." });
    const right = await verify(email, code);
    expect(right.status).toBe(400);
    expect(right.json.message).toBe("Invalid or expired OTP.");
  });

  it("voids the old code when a new one is sent", async () => {
    const email = "twice@example.in";
    await account(email);
    const first = await codeFor(email);
    const second = await codeFor(email);
    if (first !== second) expect((await verify(email, first)).status).toBe(400);
    expect((await verify(email, second)).json.success).toBe(true);
  });

  it("refuses a used code", async () => {
    const email = "reuse@example.in";
    await account(email);
    const code = await codeFor(email);
    await verify(email, code);
    expect((await reset(email, code)).json.success).toBe(true);
    expect((await verify(email, code)).status).toBe(400);
    const again = await reset(email, code, "attacker-password-1");
    expect(again.json).toMatchObject({ success: false, message: "Invalid or expired OTP." });
    expect((await login(email, NEW_PASSWORD)).json.success).toBe(true);
  });

  it("refuses an expired code", async () => {
    const email = "expired@example.in";
    await account(email);
    const code = await codeFor(email);
    await sqlRows(store.db, sql`update password_reset_codes set expires_at = now() - interval '1 second'`);
    expect((await verify(email, code)).json).toMatchObject({ success: false, message: "Invalid or expired OTP." });
  });

  it("refuses a reset without a verified code, and with another email's code", async () => {
    const email = "unverified@example.in";
    await account(email);
    const code = await codeFor(email);
    expect((await reset(email, code)).status).toBe(400);
    await account("victim@example.in");
    await verify(email, code);
    expect((await reset("victim@example.in", code)).status).toBe(400);
    expect((await login("victim@example.in", PASSWORD)).json.success).toBe(true);
  });

  it("checks the new password like sign-up does", async () => {
    const email = "weak@example.in";
    await account(email);
    const code = await codeFor(email);
    await verify(email, code);
    const res = await reset(email, code, "password");
    expect(res.json).toMatchObject({ success: false, field: "password" });
  });

  it("removes the code from the outbox once SMTP has taken the mail", async () => {
    const email = "outbox@example.in";
    await account(email);
    const code = await codeFor(email);
    // The row is marked once SMTP has answered, a moment after the twin holds the mail.
    const outbox = () =>
      sqlRows<{ text: string; status: string }>(store.db, sql`select text, status from mail_outbox where "to" = ${email} and subject like '%reset%'`);
    await expect.poll(async () => (await outbox())[0]?.status, { timeout: 30_000, interval: 50 }).toBe("sent");
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0].text).not.toContain(code);
  });

  it("leaves no readable code in the outbox when SMTP refuses the mail", async () => {
    const email = "bounce@example.in";
    await account(email);
    await smtp.waitFor(email); // the verification link, so the refusal meets the reset mail
    smtp.failNextTo(email, 1);
    await store.post("/api/user/reset-password/send-otp", { email }, from());
    const outbox = () =>
      sqlRows<{ text: string; status: string }>(store.db, sql`select text, status from mail_outbox where "to" = ${email} and subject like '%reset%'`);
    await expect.poll(async () => (await outbox())[0]?.status, { timeout: 30_000, interval: 50 }).toBe("failed");
    expect((await outbox())[0].text).not.toMatch(/\b\d{6}\b/);
  });

  it("keeps the code in the outbox when there is no SMTP server, for the development mailbox", async () => {
    const local = await createTestStore({ seed: false });
    try {
      await local.post("/api/user/register", { name: "Dev", email: "dev@example.in", password: PASSWORD });
      await local.post("/api/user/reset-password/send-otp", { email: "dev@example.in" });
      // The mail is written after the answer is sent.
      const outbox = () =>
        sqlRows<{ text: string; status: string }>(local.db, sql`select text, status from mail_outbox where subject like '%reset%'`);
      await expect.poll(async () => (await outbox())[0]?.status, { timeout: 30_000, interval: 50 }).toBe("stored");
      expect((await outbox())[0].text).toMatch(/\b\d{6}\b/);
    } finally {
      await local.close();
    }
  }, 120_000);

  it("limits code requests and verify tries per email and address, and a stranger's tries do not block the owner", async () => {
    const email = "limits@example.in";
    await account(email);
    const stranger = from();
    let last = 200;
    for (let i = 0; i < 6; i++) last = (await store.post("/api/user/reset-password/send-otp", { email }, stranger)).status;
    expect(last).toBe(429);
    let verifyStatus = 400;
    for (let i = 0; i < 11; i++) verifyStatus = (await store.post("/api/user/reset-password/verify-otp", { email, otp: "111111" }, stranger)).status;
    expect(verifyStatus).toBe(429);
    const owner = from();
    expect((await store.post("/api/user/reset-password/send-otp", { email }, owner)).status).toBe(200);
    expect((await store.post("/api/user/reset-password/verify-otp", { email, otp: "111111" }, owner)).status).toBe(400);
  });

  it("limits code requests per client address", async () => {
    const ip = { "x-forwarded-for": "10.10.10.10" };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await store.post("/api/user/reset-password/send-otp", { email: `spray${i}@example.in` }, ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
