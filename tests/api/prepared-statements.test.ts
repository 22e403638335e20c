import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANNED_PER_RUN } from "../../src/server/db/plan-per-run";
import { products, variants } from "../../src/server/db/schema";
import { createTestStore } from "../support/test-store";

// On the database the suite runs on: embedded (PGlite) or the PostgreSQL server of TEST_DATABASE_URL.
let store: Awaited<ReturnType<typeof createTestStore>>;
let productId: string;
beforeAll(async () => {
  store = await createTestStore();
  const [product] = await store.db.select({ id: products.id }).from(products).limit(1);
  productId = product!.id;
});
afterAll(async () => {
  await store.close();
});

describe("statements with parameters", () => {
  it("answer the same every time, and stay prepared on the connection that ran them", async () => {
    const lookup = () => store.db.select({ size: variants.size, stock: variants.stock }).from(variants).where(eq(variants.productId, productId));
    const first = await lookup();
    expect(first.length).toBeGreaterThan(0);
    for (let i = 0; i < 7; i++) expect(await lookup()).toEqual(first);
    // A transaction keeps one connection: what it ran is prepared there.
    const prepared = await store.db.transaction(async (tx) => {
      await tx.select({ size: variants.size, stock: variants.stock }).from(variants).where(eq(variants.productId, productId));
      const text = lookup().toSQL().sql;
      const res = await tx.execute(sql`select count(*)::int as n from pg_prepared_statements where statement = ${text}`);
      return (res as unknown as { rows: { n: number }[] }).rows[0]?.n;
    });
    expect(prepared).toBe(1);
  });

  it("fail with the database's error when a value breaks a rule, and the next run answers", async () => {
    const [variant] = await store.db.select().from(variants).where(eq(variants.productId, productId)).limit(1);
    const failed = (await store.db
      .insert(variants)
      .values(variant!)
      .then(
        () => null,
        (err: unknown) => err,
      )) as { cause?: { code?: string } } | null;
    expect(failed?.cause?.code).toBe("23505");
    expect(await store.db.select({ id: products.id }).from(products).where(eq(products.id, productId))).toEqual([{ id: productId }]);
  });

  it("stay unnamed when their plan depends on their values: the collection's card page and facet counts", async () => {
    const searched = await store.get("/api/product/search?category=Hoodies&size=M&band=799-1299&page=1");
    expect(searched.status).toBe(200);
    const named = await store.db.transaction(async (tx) => {
      // A statement with a parameter of its own: the check runs the named way, on the same connection.
      const res = await tx.execute(
        sql`select count(*)::int as n from pg_prepared_statements where statement like ${`${PLANNED_PER_RUN}%`} or statement like ${"%catalog_facet_counts%"}`,
      );
      return (res as unknown as { rows: { n: number }[] }).rows[0]?.n;
    });
    expect(named).toBe(0);
  });
});
