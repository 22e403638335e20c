import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../../tests/support/test-store";
import { migrationsDir } from "../paths";
import { orders, users } from "./schema";

/** Decision 216: the demo seed's buyers were no purchases; a store seeded before loses them. */

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(() => store?.close());

const ADDRESS = { firstName: "Aarav", city: "Pune", zipcode: "411004", state: "Maharashtra", country: "India" };

async function buyer(email: string, passwordHash: string | null, invoiceNumbers: (string | null)[]) {
  const [u] = await store.db.insert(users).values({ name: "Aarav Sharma", email, passwordHash }).returning({ id: users.id });
  for (const invoiceNumber of invoiceNumbers) {
    await store.db.insert(orders).values({
      userId: u!.id,
      paymentMethod: "cod",
      subtotalPaise: 89_900,
      amountPaise: 89_900,
      address: ADDRESS,
      sharePurchase: true,
      invoiceNumber,
    });
  }
  return u!.id;
}

/** The migration's statements, run again on rows written after the store was migrated. */
async function runMigration() {
  const text = readFileSync(path.join(migrationsDir, "0021_demo_buyers_gone.sql"), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) await store.db.execute(sql.raw(statement));
}

describe("migration 0021", () => {
  it("removes the demo seed's buyers and their orders, and nobody else's", async () => {
    const demo = await buyer("aarav.sharma@demo.dhaaga.local", null, [null, null]);
    // A demo order that took an invoice number stays (the series is gap-free), and so does its buyer.
    const invoiced = await buyer("diya.iyer@demo.dhaaga.local", null, [null, "DH/2026-27/000001"]);
    const real = await buyer("aarav@example.in", "$argon2id$v=19$m=19456,t=2,p=1$x$y", [null]);
    const withPassword = await buyer("someone@demo.dhaaga.local", "$argon2id$v=19$m=19456,t=2,p=1$x$y", [null]);
    await runMigration();
    const left = await store.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [demo, invoiced, real, withPassword]));
    expect(left.map((u) => u.id).sort()).toEqual([invoiced, real, withPassword].sort());
    expect(await store.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, demo))).toEqual([]);
    const kept = await store.db.select({ invoice: orders.invoiceNumber }).from(orders).where(eq(orders.userId, invoiced));
    expect(kept).toEqual([{ invoice: "DH/2026-27/000001" }]);
    expect(
      await store.db
        .select({ id: orders.id })
        .from(orders)
        .where(inArray(orders.userId, [real, withPassword])),
    ).toHaveLength(2);
  });
});
