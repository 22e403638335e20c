import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/domain/messages";
import { passwordResetCodes, rateLimits, users } from "../../src/server/db/schema";
import { RESET_MAIL_LIMITS } from "../../src/server/modules/auth/password-reset.service";
import { fromAddress } from "../support/attack-kit";
import { startSmtpTwin, type SmtpTwin } from "../support/smtp-twin";
import { createTestStore, type TestStore } from "../support/test-store";

/**
 * Reset-mail flooding (issue 49, finding 7): 25 send-otp calls from 25 addresses mailed 25 codes,
 * each ending the one before, so the account's owner could never finish a reset.
 */

let store: TestStore;
let smtp: SmtpTwin;

beforeAll(async () => {
  smtp = await startSmtpTwin();
  store = await createTestStore({ seed: false, config: { smtpUrl: smtp.url, trustProxy: true } });
});
afterAll(async () => {
  await store?.close();
  await smtp?.close();
});

const sendOtp = (email: string) => store.post("/api/user/reset-password/send-otp", { email }, fromAddress());
const resetMailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email) && /reset code/.test(m.text));
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function mailsArrived(email: string, n: number) {
  for (let i = 0; i < 200 && resetMailsTo(email).length < n; i++) await pause(25);
  // Mail goes out after the answer: a little longer, so a mail past the cap would be seen.
  await pause(300);
  return resetMailsTo(email);
}

async function codesOf(email: string) {
  const [user] = await store.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return (await store.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user!.id))).length;
}

describe("reset-mail flooding", () => {
  it(`mails at most ${RESET_MAIL_LIMITS.hour.limit} codes an hour to an account from any addresses, answering as for an unknown address`, async () => {
    const email = "flooded@example.in";
    expect((await store.post("/api/user/register", { name: "Kavya", email, password: "long-enough-pass-1" }, fromAddress())).status).toBe(200);
    const unknown = await sendOtp("nobody-here@example.in");
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual({ success: true, message: MESSAGES.otpSent });

    for (let i = 0; i < 25; i++) {
      const res = await sendOtp(email);
      expect(res.status).toBe(200);
      expect(res.json).toEqual(unknown.json);
    }
    const mails = await mailsArrived(email, RESET_MAIL_LIMITS.hour.limit);
    expect(mails).toHaveLength(RESET_MAIL_LIMITS.hour.limit);
    expect(await codesOf(email)).toBe(RESET_MAIL_LIMITS.hour.limit);

    // The last code mailed was not ended by the calls past the cap: the owner finishes the reset.
    const code = mails.at(-1)!.text.match(/\b(\d{6})\b/)![1]!;
    const verified = await store.post("/api/user/reset-password/verify-otp", { email, otp: code }, fromAddress());
    expect(verified.json).toEqual({ success: true, message: MESSAGES.otpVerified });
  });

  it(`mails at most ${RESET_MAIL_LIMITS.day.limit} codes a day to an account`, async () => {
    const email = "daily@example.in";
    await store.post("/api/user/register", { name: "Dev", email, password: "long-enough-pass-1" }, fromAddress());
    const hourKey = `${RESET_MAIL_LIMITS.hour.name}:${email}`;
    const anHourAgo = async () => {
      await store.db.update(rateLimits).set({ windowStart: sql`now() - interval '61 minutes'` }).where(eq(rateLimits.key, hourKey));
    };
    for (let hour = 0; hour < 3; hour++) {
      for (let i = 0; i < RESET_MAIL_LIMITS.hour.limit; i++)
        expect((await sendOtp(email)).json).toEqual({ success: true, message: MESSAGES.otpSent });
      await anHourAgo();
    }
    expect(await mailsArrived(email, RESET_MAIL_LIMITS.day.limit)).toHaveLength(RESET_MAIL_LIMITS.day.limit);
    expect(await codesOf(email)).toBe(RESET_MAIL_LIMITS.day.limit);
  });
});
