import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "../../../../tests/support/sql-rows";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import {
  emailVerifications,
  idempotencyKeys,
  loginCodes,
  oauthStates,
  orderLinks,
  orders,
  passwordResetCodes,
  rateLimits,
  sessions,
  users,
} from "../../db/schema";
import { hashToken, SESSION_IDLE_DAYS, SESSION_TTL_DAYS } from "../auth/sessions.service";
import { sweepExpired } from "./housekeeping";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(async () => {
  await store.close();
});

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

async function shopper() {
  const email = `keep-${randomUUID()}@example.in`;
  const res = await store.post("/api/user/register", { name: "Riya Shah", email, password: "long-enough-pass-1" });
  const [user] = await store.db.select().from(users).where(eq(users.email, email));
  return { token: res.json.token as string, userId: user.id };
}
const sessionOf = async (token: string) =>
  (
    await store.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0];
const profile = (token: string) => store.get("/api/user/profile", { token });

describe("sessions end after 14 days unused", () => {
  it("a session used now runs 14 more days, not 30", async () => {
    const { token } = await shopper();
    await store.db
      .update(sessions)
      .set({ expiresAt: ahead(DAY) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await profile(token)).status).toBe(200);
    const end = (await sessionOf(token)).expiresAt.getTime();
    expect(Math.abs(end - (Date.now() + SESSION_IDLE_DAYS * DAY))).toBeLessThan(60_000);
  });

  it("a session left unused past its idle deadline no longer signs in", async () => {
    const { token } = await shopper();
    await store.db
      .update(sessions)
      .set({ expiresAt: ago(1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await profile(token)).status).toBe(401);
  });

  it("use never stretches a session past 30 days from sign-in", async () => {
    const { token } = await shopper();
    const created = ago((SESSION_TTL_DAYS - 1) * DAY);
    await store.db
      .update(sessions)
      .set({ createdAt: created, expiresAt: ahead(60_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await profile(token)).status).toBe(200);
    expect((await sessionOf(token)).expiresAt.getTime()).toBe(created.getTime() + SESSION_TTL_DAYS * DAY);
  });
});

describe("housekeeping", () => {
  it("deletes ended sessions, expired codes and verification links, day-old rate-limit rows and idempotency keys, month-old order links, and keeps what is live", async () => {
    const live = await shopper();
    const ended = await shopper();
    const revoked = await shopper();
    await store.db
      .update(sessions)
      .set({ expiresAt: ago(1000) })
      .where(eq(sessions.tokenHash, hashToken(ended.token)));
    await store.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(revoked.token)));

    const tag = randomUUID();
    await store.db.insert(passwordResetCodes).values([
      { userId: live.userId, codeHash: `old-${tag}`, expiresAt: ago(1000) },
      { userId: live.userId, codeHash: `new-${tag}`, expiresAt: ahead(600_000) },
    ]);
    await store.db.insert(loginCodes).values([
      { codeHash: `old-${tag}`, userId: live.userId, expiresAt: ago(1000) },
      { codeHash: `used-${tag}`, userId: live.userId, expiresAt: ahead(60_000), usedAt: new Date() },
      { codeHash: `new-${tag}`, userId: live.userId, expiresAt: ahead(60_000) },
    ]);
    await store.db.insert(oauthStates).values([
      { state: `old-${tag}`, codeVerifier: "v", nonce: "n", expiresAt: ago(1000) },
      { state: `new-${tag}`, codeVerifier: "v", nonce: "n", expiresAt: ahead(600_000) },
    ]);
    await store.db.insert(rateLimits).values([
      { key: `login:ip:old-${tag}`, windowStart: ago(DAY + 60_000), count: 9 },
      { key: `login:ip:new-${tag}`, windowStart: ago(60_000), count: 3 },
    ]);
    await store.db.insert(idempotencyKeys).values([
      { userId: live.userId, key: `old-${tag}`, requestHash: "h", createdAt: ago(DAY + 60_000) },
      { userId: live.userId, key: `new-${tag}`, requestHash: "h", createdAt: ago(60_000) },
    ]);

    await store.db.insert(emailVerifications).values([
      { tokenHash: `old-${tag}`, userId: live.userId, email: "x@example.in", expiresAt: ago(1000) },
      { tokenHash: `used-${tag}`, userId: live.userId, email: "x@example.in", expiresAt: ahead(60_000), usedAt: new Date() },
      { tokenHash: `new-${tag}`, userId: live.userId, email: "x@example.in", expiresAt: ahead(60_000) },
    ]);

    const [order] = await store.db
      .insert(orders)
      .values({ userId: live.userId, paymentMethod: "cod", subtotalPaise: 89900, amountPaise: 89900, address: {} })
      .returning({ id: orders.id });
    // An order's links say "expired" for a month after they run out, then go.
    await store.db.insert(orderLinks).values([
      { tokenHash: `old-${tag}`, orderId: order!.id, purpose: "cod-confirm", email: "x@example.in", expiresAt: ago(31 * DAY) },
      {
        tokenHash: `recent-${tag}`,
        orderId: order!.id,
        purpose: "cod-cancel",
        email: "x@example.in",
        expiresAt: ago(29 * DAY),
        usedAt: ago(30 * DAY),
      },
      { tokenHash: `new-${tag}`, orderId: order!.id, purpose: "cod-cancel", email: "x@example.in", expiresAt: ahead(DAY) },
    ]);

    const swept = await sweepExpired(store.db);
    expect(swept.sessions).toBeGreaterThanOrEqual(2);

    expect(await sessionOf(live.token)).toBeDefined();
    expect(await sessionOf(ended.token)).toBeUndefined();
    expect(await sessionOf(revoked.token)).toBeUndefined();
    expect((await profile(live.token)).status).toBe(200);

    const names = async (table: string, column: string) => {
      const rows = await sqlRows<{ k: string }>(store.db, sql.raw(`select ${column} as k from ${table} where ${column} like '%${tag}'`));
      return rows.map((x) => x.k.replace(`-${tag}`, "").replace("login:ip:", "")).sort();
    };
    expect(await names("password_reset_codes", "code_hash")).toEqual(["new"]);
    expect(await names("login_codes", "code_hash")).toEqual(["new"]);
    expect(await names("oauth_states", "state")).toEqual(["new"]);
    expect(await names("rate_limits", "key")).toEqual(["new"]);
    expect(await names("idempotency_keys", "key")).toEqual(["new"]);
    expect(await names("email_verifications", "token_hash")).toEqual(["new"]);
    expect(await names("order_links", "token_hash")).toEqual(["new", "recent"]);
  });
});
