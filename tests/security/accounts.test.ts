import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "../../src/server/db/schema";
import { OTP_MAX_ATTEMPTS } from "../../src/server/modules/auth/password-reset.service";
import { expectNothingChanged, expectRefusal, fromAddress, mailsSettled, shopper } from "../support/attack-kit";
import { createTestStore, type TestStore } from "../support/test-store";

/** Broken authentication (OWASP API2): guessing codes and links, enumerating accounts, forged exchanges. */
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false, config: { trustProxy: true } });
});
afterAll(() => store?.close());

/** The newest reset code mailed to `email` (the outbox keeps the text when no SMTP is set up). */
async function mailedCode(email: string) {
  const [mail] = await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
  return mail!.text.match(/code is (\d{6})/)![1]!;
}
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const guesses = (code: string, n: number) => Array.from({ length: n }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));

describe("reset-code brute force", () => {
  it(`fifty guesses from fifty addresses at once: at most ${OTP_MAX_ATTEMPTS} count, the code dies, the password stays`, async () => {
    const s = await shopper(store, "Brute");
    await store.post("/api/user/reset-password/send-otp", { email: s.email }, fromAddress());
    await mailsSettled(store, s.email, 2);
    const code = await mailedCode(s.email);
    const tries = await expectNothingChanged(
      store,
      () =>
        Promise.all(
          guesses(code, 50).map((otp) =>
            store.post("/api/user/reset-password", { email: s.email, otp, password: "attacker-owns-it-1" }, fromAddress()),
          ),
        ),
      ["password_reset_codes"],
    );
    for (const t of tries) expectRefusal(t, 400, "otp");
    // The right code is dead too: the tries voided it.
    expectRefusal(await store.post("/api/user/reset-password/verify-otp", { email: s.email, otp: code }, fromAddress()), 400, "otp");
    expect((await store.post("/api/user/login", { email: s.email, password: "long-enough-pass-1" }, fromAddress())).status).toBe(200);
  });

  it("the right code without its verify step does not set a password", async () => {
    const s = await shopper(store, "Skip");
    await store.post("/api/user/reset-password/send-otp", { email: s.email }, fromAddress());
    await mailsSettled(store, s.email, 2);
    const code = await mailedCode(s.email);
    const [before] = await store.db.select().from(users).where(eq(users.email, s.email));
    const r = await store.post("/api/user/reset-password", { email: s.email, otp: code, password: "attacker-owns-it-1" }, fromAddress());
    expectRefusal(r, 400, "otp");
    const [after] = await store.db.select().from(users).where(eq(users.email, s.email));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(wrongOf(code)).not.toBe(code);
  });
});

describe("verification links cannot be guessed", () => {
  it("thirty made-up links are refused and the address stays unverified", async () => {
    const s = await shopper(store, "Guess");
    const tries = await expectNothingChanged(store, () =>
      Promise.all(
        Array.from({ length: 30 }, () => store.post("/api/user/verify-email", { token: randomBytes(32).toString("base64url") }, fromAddress())),
      ),
    );
    for (const t of tries) expectRefusal(t, 400, "token");
    expect((await store.get("/api/user/profile", { token: s.token })).json.user.emailVerified).toBe(false);
  });
});

describe("account enumeration and forged sign-ins", () => {
  it("a wrong password and an unknown email answer alike", async () => {
    const s = await shopper(store, "Known");
    const known = await store.post("/api/user/login", { email: s.email, password: "not-the-password-1" }, fromAddress());
    const unknown = await store.post("/api/user/login", { email: "nobody-here@example.in", password: "not-the-password-1" }, fromAddress());
    expect(known.status).toBe(unknown.status);
    expect(known.json).toEqual(unknown.json);
  });

  it("a reset for an unknown email answers like a known one and mails nothing", async () => {
    const r = await expectNothingChanged(store, () => store.post("/api/user/reset-password/send-otp", { email: "ghost@example.in" }, fromAddress()));
    expect(r.json).toEqual({ success: true, message: "OTP sent to your email." });
  });

  it("a forged Google sign-in code is refused and makes no session", async () => {
    const r = await expectNothingChanged(store, () =>
      store.post("/api/user/auth/exchange", { code: randomBytes(32).toString("base64url") }, fromAddress()),
    );
    expectRefusal(r, 401);
    expect(r.json.token).toBeUndefined();
  });
});
