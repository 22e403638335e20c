import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { mailOutbox } from "../../src/server/db/schema";
import { expect } from "vitest";
import { sqlRows } from "./sql-rows";
import type { TestStore } from "./test-store";

/**
 * The tables an attack could change. Rate-limit counters, sessions (their idle deadline moves on
 * use) and page visits are left out: an attack is expected to spend those.
 */
export const WATCHED_TABLES = [
  "users",
  "addresses",
  "saved_cards",
  "products",
  "variants",
  "reviews",
  "coupons",
  "carts",
  "cart_items",
  "orders",
  "order_items",
  "order_links",
  "payment_events",
  "idempotency_keys",
  "password_reset_codes",
  "email_verifications",
  "login_codes",
  "customer_queries",
  "partner_inquiries",
  "newsletter_subscribers",
  "grievances",
  "mail_outbox",
] as const;

/** One digest per table of every row's text: any insert, update or delete changes it. */
export async function snapshot(store: TestStore, tables: readonly string[] = WATCHED_TABLES): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await sqlRows<{ d: string | null; n: number }>(
      store.db,
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d, count(*)::int as n from ${table} t`),
    );
    out[table] = `${row!.n}:${row!.d}`;
  }
  return out;
}

/**
 * Runs an attack and checks that no watched table changed. `except` names tables the designed
 * refusal may touch (a wrong reset code counts its try). Returns the attack's answer.
 */
export async function expectNothingChanged<T>(store: TestStore, attack: () => Promise<T>, except: string[] = []): Promise<T> {
  const tables = WATCHED_TABLES.filter((t) => !except.includes(t));
  const before = await snapshot(store, tables);
  const answer = await attack();
  // Mail goes out after the answer: give a stray one the time to be written before comparing.
  await new Promise((r) => setTimeout(r, 30));
  const after = await snapshot(store, tables);
  expect(Object.keys(after).filter((t) => after[t] !== before[t])).toEqual([]);
  return answer;
}

/** A refusal as the store designs it: the status, `success: false`, a message, and the field when named. */
export function expectRefusal(res: { status: number; json: any }, status: number, field?: string) {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json?.success).toBe(false);
  expect(typeof res.json?.message).toBe("string");
  expect(res.json.message.length).toBeGreaterThan(0);
  if (field) expect(res.json.field).toBe(field);
}

let addressSeq = 0;
/** A client address of the caller's own, so per-address limits spent by one case never meet another. */
export const fromAddress = () => {
  addressSeq++;
  return { "x-forwarded-for": `198.18.${Math.floor(addressSeq / 250) % 250}.${(addressSeq % 250) + 1}` };
};

/**
 * A signed-up shopper, from an address of its own. Sign-up mails its verification link after
 * answering; this waits for that mail, so it is not taken for a change an attack made.
 */
export async function shopper(store: TestStore, name = "Buyer") {
  const email = `${name.toLowerCase().replace(/\W/g, "")}-${randomUUID().slice(0, 8)}@example.in`;
  const r = await store.post("/api/user/register", { name, email, password: "long-enough-pass-1" }, fromAddress());
  if (!r.json?.token) throw new Error(`register failed: ${r.text}`);
  await mailsSettled(store, email, 1);
  return { token: r.json.token as string, email };
}

/** Waits until `n` mails to `email` are in the outbox (mail is written after the answer). */
export async function mailsSettled(store: TestStore, email: string, n: number) {
  for (let i = 0; i < 400; i++) {
    if ((await store.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, email))).length >= n) return;
    await new Promise((done) => setTimeout(done, 10));
  }
  throw new Error(`fewer than ${n} mails to ${email}`);
}
