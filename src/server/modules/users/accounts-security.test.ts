import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "../../../../tests/support/sql-rows";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { COMMON_PASSWORDS } from "../../../domain/common-passwords";
import { hashToken, SESSION_IDLE_DAYS } from "../auth/sessions.service";
import { ACCOUNT_LIMITS } from "./account-limits";

let store: TestStore;
let ipSeq = 0;
/** Each test speaks from its own address, so the per-address limits of one do not touch another. */
const from = (ip = `10.0.0.${++ipSeq}`) => ({ "x-forwarded-for": ip });

beforeAll(async () => {
  store = await createTestStore({ seed: false, config: { trustProxy: true } });
});
afterAll(() => store.close());

const person = (email: string, extra: Record<string, unknown> = {}) => ({
  name: "Ravi Kumar",
  email,
  password: "masala-dosa-2026",
  ...extra,
});

describe("passwords", () => {
  it("refuses passwords under 8 characters and over 128, and accepts 128", async () => {
    const short = await store.post("/api/user/register", person("short@example.in", { password: "a1b2c3d" }), from());
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ success: false, field: "password", message: "Password must be at least 8 characters." });
    const long = await store.post("/api/user/register", person("long@example.in", { password: "x".repeat(129) }), from());
    expect(long.status).toBe(400);
    expect(long.json.field).toBe("password");
    const max = await store.post("/api/user/register", person("max@example.in", { password: "Ab1-".repeat(32) }), from());
    expect(max.status).toBe(200);
  });

  it("refuses the common passwords, in any case", async () => {
    for (const password of ["password", "PASSWORD", "12345678", "iloveyou", "Sunshine", "qwertyuiop"]) {
      const res = await store.post("/api/user/register", person(`common-${password}@example.in`, { password }), from());
      expect(res.status, password).toBe(400);
      expect(res.json.message).toBe("This password is too common. Please choose another.");
    }
    expect(COMMON_PASSWORDS).toHaveLength(100);
  });

  it("stores an argon2id hash, never the password", async () => {
    await store.post("/api/user/register", person("hash@example.in"), from());
    const rows = await sqlRows(store.db, sql`select password_hash from users where email = 'hash@example.in'`);
    const hash = (rows[0] as { password_hash: string }).password_hash;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain("masala-dosa-2026");
  });
});

describe("one account per email", () => {
  it("creates exactly one account from a burst of concurrent sign-ups with one email in mixed case", async () => {
    const emails = ["burst@example.in", "BURST@example.in", "Burst@Example.IN", " burst@example.in"];
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => store.post("/api/user/register", person(emails[i % emails.length]), from(`10.1.0.${i}`))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const rows = await sqlRows(store.db, sql`select count(*)::int as n from users where lower(email) = 'burst@example.in'`);
    expect((rows[0] as { n: number }).n).toBe(1);
  });
});

describe("mass assignment", () => {
  it("ignores role, isAdmin, _id and other extra fields on sign-up", async () => {
    const forgedId = "00000000-0000-4000-8000-000000000001";
    const res = await store.post(
      "/api/user/register",
      person("mass@example.in", { role: "admin", isAdmin: true, _id: forgedId, id: forgedId, emailVerified: true, googleSub: "x" }),
      from(),
    );
    expect(res.status).toBe(200);
    const profile = await store.get("/api/user/profile", { token: res.json.token });
    expect(profile.json.user._id).not.toBe(forgedId);
    expect(profile.json.user).not.toHaveProperty("role");
    expect(profile.json.user).not.toHaveProperty("isAdmin");
    const rows = await sqlRows(store.db, sql`select id, email_verified, google_sub from users where email = 'mass@example.in'`);
    expect(rows[0]).toMatchObject({ email_verified: false, google_sub: null });
    expect((rows[0] as { id: string }).id).not.toBe(forgedId);
  });
});

describe("login", () => {
  it("answers an unknown email and a wrong password with the same status and body", async () => {
    await store.post("/api/user/register", person("same@example.in"), from());
    const unknown = await store.post("/api/user/login", { email: "nobody-here@example.in", password: "whatever-123" }, from());
    const wrong = await store.post("/api/user/login", { email: "same@example.in", password: "wrong-password" }, from());
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
  });

  it("a stranger's failed logins do not lock the owner out of their own address", async () => {
    await store.post("/api/user/register", person("target@example.in"), from());
    const owner = from("10.2.5.1");
    // Many guesses from many addresses, then more from one, past every limit of that pair.
    for (let i = 0; i < 20; i++) {
      const res = await store.post("/api/user/login", { email: "target@example.in", password: `guess-${i}-xx` }, from(`10.2.0.${i}`));
      expect(res.status).toBe(401);
    }
    const stranger = from("10.2.6.1");
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMITS.loginPair.limit + 3; i++) {
      statuses.push((await store.post("/api/user/login", { email: "target@example.in", password: `again-${i}-xx` }, stranger)).status);
    }
    expect(statuses.every((st) => st === 401 || st === 429)).toBe(true);
    const ok = await store.post("/api/user/login", { email: "TARGET@example.in", password: person("x").password }, owner);
    expect(ok.status).toBe(200);
    expect(ok.json.token).toEqual(expect.any(String));
  });

  it("slows one address's failed logins on one account with growing delays, counting an IPv6 /64 as one address", async () => {
    await store.post("/api/user/register", person("slowed@example.in"), from());
    const limit = ACCOUNT_LIMITS.loginPair.limit;
    const v6 = (n: number) => ({ "x-forwarded-for": `2001:db8:42:7::${n.toString(16)}` });
    for (let i = 0; i < limit; i++) {
      const res = await store.post("/api/user/login", { email: "slowed@example.in", password: `guess-${i}-xx` }, v6(i + 1));
      expect(res.status, `try ${i}`).toBe(401);
    }
    const blocked = await store.post("/api/user/login", { email: "slowed@example.in", password: person("x").password }, v6(99));
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // Past the delay, one more try is let through; the next delay is twice as long.
    const key = "login:account-address:slowed@example.in|2001:0db8:0042:0007::/64";
    await store.db.execute(sql`update rate_limits set window_start = now() - interval '31 seconds' where key = ${key}`);
    expect((await store.post("/api/user/login", { email: "slowed@example.in", password: "guess-late-xx" }, v6(5))).status).toBe(401);
    await store.db.execute(sql`update rate_limits set window_start = now() - interval '31 seconds' where key = ${key}`);
    expect((await store.post("/api/user/login", { email: "slowed@example.in", password: "guess-later-xx" }, v6(5))).status).toBe(429);
  });

  it("limits logins per client address across many accounts", async () => {
    const ip = from("10.3.0.1");
    const limit = ACCOUNT_LIMITS.loginIp.limit;
    for (let i = 0; i < limit; i++) {
      expect((await store.post("/api/user/login", { email: `spray-${i}@example.in`, password: "password-1" }, ip)).status).toBe(401);
    }
    expect((await store.post("/api/user/login", { email: "spray-x@example.in", password: "password-1" }, ip)).status).toBe(429);
    // Another address is not affected.
    expect((await store.post("/api/user/login", { email: "spray-x@example.in", password: "password-1" }, from("10.3.0.2"))).status).toBe(401);
  });

  it("does not trust X-Forwarded-For unless the store is told it is behind a proxy", async () => {
    const direct = await createTestStore({ seed: false });
    try {
      const limit = ACCOUNT_LIMITS.signupIp.limit;
      for (let i = 0; i < limit; i++) {
        const res = await direct.post("/api/user/register", person(`xff-${i}@example.in`, { password: "a".repeat(7) }), {
          "x-forwarded-for": `1.1.1.${i}`,
        });
        expect(res.status).toBe(400);
      }
      // Validation failures do not count; real sign-ups from one address do, whatever the header says.
      for (let i = 0; i < limit; i++) {
        const res = await direct.post("/api/user/register", person(`xff-ok-${i}@example.in`), { "x-forwarded-for": `2.2.2.${i}` });
        expect(res.status, `sign-up ${i}`).toBe(200);
      }
      const over = await direct.post("/api/user/register", person("xff-over@example.in"), { "x-forwarded-for": "3.3.3.3" });
      expect(over.status).toBe(429);
    } finally {
      await direct.close();
    }
  }, 120_000);

  it("limits sign-ups per email", async () => {
    const limit = ACCOUNT_LIMITS.signupAccount.limit;
    await store.post("/api/user/register", person("again@example.in"), from());
    for (let i = 1; i < limit; i++) {
      expect((await store.post("/api/user/register", person("again@example.in"), from())).status).toBe(409);
    }
    expect((await store.post("/api/user/register", person("again@example.in"), from())).status).toBe(429);
  });
});

describe("sessions", () => {
  it("stores session tokens hashed, and a token stops working after logout", async () => {
    const reg = await store.post("/api/user/register", person("session@example.in"), from());
    const token = reg.json.token as string;
    expect(token.length).toBeGreaterThanOrEqual(40);
    const rows = await sqlRows(store.db, sql`select token_hash, expires_at from sessions`);
    expect(rows.some((r) => (r as { token_hash: string }).token_hash === token)).toBe(false);
    expect((await store.get("/api/user/profile", { authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await store.post("/api/user/logout", {}, { token })).json.message).toBe("Logged out successfully!");
    const after = await store.get("/api/user/profile", { token });
    expect(after.status).toBe(401);
    expect(after.json.success).toBe(false);
  });

  it("lives 14 days unused, and an expired session is refused", async () => {
    const before = Date.now();
    const token = (await store.post("/api/user/register", person("expires@example.in"), from())).json.token as string;
    const [row] = await sqlRows<{ expires_at: Date | string }>(store.db, sql`select expires_at from sessions where token_hash = ${hashToken(token)}`);
    const expiresAt = new Date(row.expires_at).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + SESSION_IDLE_DAYS * 86_400_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + SESSION_IDLE_DAYS * 86_400_000 + 1000);
    expect((await store.get("/api/user/profile", { token })).status).toBe(200);

    await sqlRows(store.db, sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${hashToken(token)}`);
    const expired = await store.get("/api/user/profile", { token });
    expect(expired.status).toBe(401);
    expect(expired.json).toMatchObject({ success: false });
    expect(
      (await store.post("/api/user/profile", { address: { street: "1 MG Road", city: "Pune", zip: "411001", country: "India" } }, { token })).status,
    ).toBe(401);
  });

  it("never puts hashes, codes or tokens in the profile", async () => {
    const reg = await store.post("/api/user/register", person("dto@example.in", { mobilenumber: "9876543210", gender: "Male" }), from());
    const profile = await store.get("/api/user/profile", { token: reg.json.token });
    expect(Object.keys(profile.json.user).sort()).toEqual([
      "_id",
      "addresses",
      "creditCards",
      "email",
      "emailLogin",
      "emailVerified",
      "gender",
      "mobilenumber",
      "name",
    ]);
    expect(JSON.stringify(profile.json)).not.toMatch(/argon2|hash|token|otp|code|google/i);
  });
});

describe("OTP verify limits per client address", () => {
  const LIMIT = ACCOUNT_LIMITS.otpVerifyIp.limit;
  /** Spends the address's whole allowance with wrong codes for many emails (each under its own per-email limit). */
  async function spend(on: TestStore, tag: string, headersFor: (i: number) => Record<string, string>) {
    for (let i = 0; i < LIMIT; i++) {
      const res = await on.post("/api/user/reset-password/verify-otp", { email: `${tag}-${i}@example.in`, otp: "123456" }, headersFor(i));
      expect(res.status, `try ${i}`).toBe(400);
    }
    return on.post("/api/user/reset-password/verify-otp", { email: `${tag}-last@example.in`, otp: "123456" }, headersFor(LIMIT));
  }

  it("answers 429 once one address has tried too many codes; another address is not affected", async () => {
    const over = await spend(store, "otp-ip", () => ({ "x-forwarded-for": "10.6.0.1" }));
    expect(over.status).toBe(429);
    expect(over.json).toMatchObject({ success: false, message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/) });
    const other = await store.post("/api/user/reset-password/verify-otp", { email: "otp-ip-other@example.in", otp: "123456" }, from("10.6.0.2"));
    expect(other.status).toBe(400);
  });

  it("behind a trusted proxy, counts the address the proxy saw, not a spoofed leading entry", async () => {
    const over = await spend(store, "otp-spoof", (i) => ({ "x-forwarded-for": `203.0.113.${i}, 10.7.0.1` }));
    expect(over.status).toBe(429);
  });

  it("without TRUST_PROXY, ignores X-Forwarded-For", async () => {
    const direct = await createTestStore({ seed: false });
    try {
      const over = await spend(direct, "otp-direct", (i) => ({ "x-forwarded-for": `198.51.100.${i}` }));
      expect(over.status).toBe(429);
    } finally {
      await direct.close();
    }
  }, 120_000);
});
