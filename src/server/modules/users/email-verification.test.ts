import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpTwin, type SmtpTwin } from "../../../../tests/support/smtp-twin";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { MESSAGES, VERIFY_MESSAGES } from "../../../domain/messages";
import { emailVerifications, mailOutbox, users } from "../../db/schema";

let store: TestStore;
let smtp: SmtpTwin;
beforeAll(async () => {
  smtp = await startSmtpTwin();
  store = await createTestStore({ seed: false, config: { smtpUrl: smtp.url, trustProxy: true, publicUrl: "http://shop.test" } });
});
afterAll(async () => {
  await store?.close();
  await smtp?.close();
});

let seq = 0;
const from = () => ({ "x-forwarded-for": `10.40.0.${++seq}` });
const NAME = "Visit evil.example now";

async function signUp() {
  const email = `verify-${++seq}@example.in`;
  const before = smtp.mails.length;
  const r = await store.post("/api/user/register", { name: NAME, email, password: "long-enough-pass-1" }, from());
  expect(r.status).toBe(200);
  const mail = await waitForMail(email, before, /verify-email/);
  const link = mail.text.match(/http:\/\/shop\.test\/verify-email\?token=([\w-]+)/);
  return { email, token: r.json.token as string, mail, linkToken: link![1]! };
}

async function waitForMail(to: string, after: number, pattern: RegExp) {
  for (let i = 0; i < 200; i++) {
    const found = smtp.mails.slice(after).find((m) => m.to.includes(to) && pattern.test(m.text));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

const profile = async (token: string) => (await store.get("/api/user/profile", { token })).json.user;

describe("email verification", () => {
  it("sign-up mails a link without the shopper's name; the link verifies the address once", async () => {
    const { email, token, mail, linkToken } = await signUp();
    expect(mail.text).not.toContain(NAME);
    expect(mail.subject).not.toContain(NAME);
    expect((await profile(token)).emailVerified).toBe(false);

    // Only a hash is kept: neither the table nor the outbox holds the token itself.
    const rows = await store.db.select().from(emailVerifications);
    expect(JSON.stringify(rows)).not.toContain(linkToken);
    const outbox = await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(JSON.stringify(outbox)).not.toContain(linkToken);

    const used = await store.post("/api/user/verify-email", { token: linkToken }, from());
    expect(used.json).toEqual({ success: true, message: VERIFY_MESSAGES.done });
    expect((await profile(token)).emailVerified).toBe(true);

    const again = await store.post("/api/user/verify-email", { token: linkToken }, from());
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ success: false, message: VERIFY_MESSAGES.invalidLink, field: "token" });
    const resend = await store.post("/api/user/verify-email/resend", {}, { token });
    expect(resend.status).toBe(409);
    expect(resend.json.message).toBe(VERIFY_MESSAGES.alreadyVerified);
  });

  it("refuses an expired link and a made-up one, and the address stays unverified", async () => {
    const { email, token, linkToken } = await signUp();
    const [user] = await store.db.select().from(users).where(eq(users.email, email));
    await store.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.userId, user!.id));
    const expired = await store.post("/api/user/verify-email", { token: linkToken }, from());
    expect(expired.status).toBe(400);
    const forged = await store.post("/api/user/verify-email", { token: "A".repeat(43) }, from());
    expect(forged.status).toBe(400);
    expect((await profile(token)).emailVerified).toBe(false);
  });

  it("Resend mails a new link that voids the old one, and is limited to three an hour", async () => {
    const { email, token, linkToken } = await signUp();
    const before = smtp.mails.length;
    const first = await store.post("/api/user/verify-email/resend", {}, { token });
    expect(first.json).toEqual({ success: true, message: VERIFY_MESSAGES.linkSent });
    const mail = await waitForMail(email, before, /verify-email/);
    const fresh = mail.text.match(/token=([\w-]+)/)![1]!;
    expect(fresh).not.toBe(linkToken);
    expect((await store.post("/api/user/verify-email", { token: linkToken }, from())).status).toBe(400);

    const second = smtp.mails.length;
    await store.post("/api/user/verify-email/resend", {}, { token });
    await waitForMail(email, second, /verify-email/);
    const third = smtp.mails.length;
    await store.post("/api/user/verify-email/resend", {}, { token });
    const newest = (await waitForMail(email, third, /verify-email/)).text.match(/token=([\w-]+)/)![1]!;
    const fourth = await store.post("/api/user/verify-email/resend", {}, { token });
    expect(fourth.status).toBe(429);
    expect(fourth.json.success).toBe(false);

    expect((await store.post("/api/user/verify-email", { token: fresh }, from())).status).toBe(400);
    expect((await store.post("/api/user/verify-email", { token: newest }, from())).status).toBe(200);
  });

  it("until verified, the query acknowledgement carries no query text; after, it does", async () => {
    const { email, token, linkToken } = await signUp();
    const text = "Call +1-555-0100 to claim a prize";
    let before = smtp.mails.length;
    expect((await store.post("/api/query", { query: text }, { token })).json.success).toBe(true);
    let ack = await waitForMail(email, before, new RegExp(MESSAGES.queryConfirmation.slice(0, 20)));
    expect(ack.text).not.toContain(text);

    await store.post("/api/user/verify-email", { token: linkToken }, from());
    before = smtp.mails.length;
    await store.post("/api/query", { query: `${text}, again` }, { token });
    ack = await waitForMail(email, before, new RegExp(MESSAGES.queryConfirmation.slice(0, 20)));
    expect(ack.text).toContain(`${text}, again`);
  });

  it("a grievance acknowledgement to an address nobody verified carries neither the name nor the complaint", async () => {
    const before = smtp.mails.length;
    const r = await store.post("/api/grievance", { name: NAME, email: "stranger@example.in", orderId: "", message: "Send money to account 1234" });
    expect(r.status).toBe(200);
    const ack = await waitForMail("stranger@example.in", before, new RegExp(r.json.ticket));
    expect(ack.text).not.toContain(NAME);
    expect(ack.text).not.toContain("Send money");
    // The team still reads the whole complaint.
    const team = await waitForMail(store.config.teamEmail, before, /Send money/);
    expect(team.text).toContain(NAME);
  });

  it("a reset code mail to an unverified address leaves out the name; using the code verifies the address", async () => {
    const { email, token } = await signUp();
    const before = smtp.mails.length;
    await store.post("/api/user/reset-password/send-otp", { email }, from());
    const mail = await waitForMail(email, before, /reset code/);
    expect(mail.text).not.toContain(NAME);
    const otp = mail.text.match(/code is (\d{6})/)![1]!;
    const ip = from();
    expect((await store.post("/api/user/reset-password/verify-otp", { email, otp }, ip)).status).toBe(200);
    expect((await store.post("/api/user/reset-password", { email, otp, password: "another-long-pass-2" }, ip)).status).toBe(200);
    const [row] = await store.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerified).toBe(true);
    expect(token).toBeTruthy();
  });
});
