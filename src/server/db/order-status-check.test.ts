import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS, auth, registerUser, variantWithStock } from "../../../tests/support/order-kit";
import { createTestStore, type TestStore } from "../../../tests/support/test-store";
import { ORDER_STATUSES } from "../../domain/order-states";
import { migrationsDir } from "../paths";

/** The statuses the last migration that sets `orders_status_known` allows, in its order. */
function checkedStatuses(): string[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  let last: string[] = [];
  for (const { tag } of journal.entries) {
    const text = readFileSync(path.join(migrationsDir, `${tag}.sql`), "utf8");
    for (const m of text.matchAll(/CONSTRAINT "orders_status_known" CHECK \("orders"\."status" in \(([^)]*)\)\)/g))
      last = [...m[1]!.matchAll(/'((?:[^']|'')*)'/g)].map((s) => s[1]!.replaceAll("''", "'"));
  }
  return last;
}

let store: TestStore;
let orderId: string;
beforeAll(async () => {
  store = await createTestStore();
  const v = await variantWithStock(store, 5);
  const { token } = await registerUser(store);
  const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }];
  orderId = (await store.post("/api/order/place", { address: ADDRESS, items }, auth(token, randomUUID()))).json.orderId;
});
afterAll(async () => {
  await store?.close();
});

describe("the database knows the order statuses the order-states table names", () => {
  it("the latest migration's CHECK lists exactly the table's statuses, so a new status without its migration fails here", () => {
    expect(checkedStatuses()).toEqual([...ORDER_STATUSES]);
  });

  it("refuses an order in a status the table does not name", async () => {
    expect(orderId).toEqual(expect.any(String));
    const refused = await store.db.execute(sql`update orders set status = 'In Transit' where id = ${orderId}`).then(
      () => null,
      (err: Error & { cause?: Error }) => (err.cause ?? err).message,
    );
    expect(refused).toMatch(/orders_status_known/);
    await expect(store.db.execute(sql`update orders set status = 'Shipped' where id = ${orderId}`)).resolves.toBeDefined();
  });
});
