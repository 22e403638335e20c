import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { type Database, openDatabase } from "../../src/server/db/client";
import { createLogger } from "../../src/server/http/logger";
import { createPageCache } from "../../src/server/page-cache/page-cache";
import { STOREFRONT_CHANNEL } from "../../src/server/modules/storefront/storefront-changes.service";
import { createServices } from "../../src/server/services";
import { createTestStore, type TestStore } from "../support/test-store";

/**
 * A second store on the same database, as a second process behind a load balancer would be: on
 * PostgreSQL its own connection pool and its own listening connection; on the embedded database
 * the same database (one process holds it), with services and page cache of its own.
 */
async function secondStore(first: TestStore) {
  const url = first.config.databaseUrl;
  const database: Database = url ? await openDatabase({ databaseUrl: url, dataDir: "" }) : first.database;
  const logger = createLogger("silent");
  const services = createServices({ database, config: first.config, logger });
  await services.listening;
  const pageCache = createPageCache({ maxBytes: 4 * 1024 * 1024, ttlMs: 10 * 60_000 });
  services.storefrontChanges.onChange(() => pageCache.clear());
  // The product page as the shopper's browser receives it, from the same page data React renders.
  const render = async (request: Request, context: { pages: { productBySlug(slug: string): Promise<{ price: number } | null> } }) => {
    const slug = new URL(request.url).pathname.split("/").pop() ?? "";
    const product = await context.pages.productBySlug(slug);
    return new Response(`<!DOCTYPE html><p>Price ₹${product?.price}</p>`, { headers: { "content-type": "text/html; charset=utf-8" } });
  };
  const app = createApp({ config: first.config, database, services, logger, render, pageCache });
  // What the test hears, on a connection of its own; and how many changes the store itself was told of.
  const heard: string[] = [];
  const counts = { heard: 0, changes: 0 };
  await database.listen(STOREFRONT_CHANNEL, (payload) => {
    heard.push(payload);
    counts.heard++;
  });
  services.storefrontChanges.onChange(() => counts.changes++);
  return {
    app,
    services,
    pageCache,
    heard,
    counts,
    page: async (path: string) => (await app.request(path)).text(),
    close: async () => {
      if (url) await database.close();
    },
  };
}

/** Waits until `check` holds, up to `ms`; returns how long it took. */
async function within(ms: number, check: () => Promise<boolean> | boolean): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return performance.now() - start;
}

describe("a change shows on every store process", () => {
  let first: TestStore;
  let second: Awaited<ReturnType<typeof secondStore>>;
  let product: { id: string; slug: string };

  beforeAll(async () => {
    first = await createTestStore();
    second = await secondStore(first);
    const rows = (await first.db.execute(sql`select id, slug from products where active order by slug limit 1`)) as unknown as {
      rows: { id: string; slug: string }[];
    };
    product = rows.rows[0]!;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /**
   * Everything the other process heard up to now: a marker sent last arrives after all of it. On
   * PostgreSQL the store listens on a connection of its own, so the marker is awaited there too:
   * a notice still on its way to the store would empty its caches in the middle of the next test.
   */
  async function heardSoFar(): Promise<string[]> {
    const marker = `marker-${Math.random()}`;
    await first.db.execute(sql`select pg_notify(${STOREFRONT_CHANNEL}, ${marker})`);
    await within(2000, () => second.heard.includes(marker));
    await within(2000, () => second.counts.changes >= second.counts.heard);
    return second.heard.splice(0).filter((p) => p !== marker);
  }
  // Each test hears only its own changes, whatever ran before it.
  beforeEach(async () => {
    await heardSoFar();
  });

  it("a new price written on one process shows in the other's product list and cached page within 2 seconds", async () => {
    const list = async () => {
      const res = await second.app.request("/api/product/list");
      const body = (await res.json()) as { products: { _id: string; price: number }[] };
      return body.products.find((p) => p._id === product.id)?.price;
    };
    const before = await list();
    expect(await second.page(`/product/${product.slug}`)).toContain(`₹${before}`);
    expect(second.pageCache.pages).toBe(1);
    await first.db.execute(sql`update products set price_paise = 123400 where id = ${product.id}`);
    await within(2000, async () => (await list()) === 1234);
    expect(await second.page(`/product/${product.slug}`)).toContain("₹1234");
  });

  it("a new price written on one process shows in the other's collection, on the card and in the band counts, within 2 seconds", async () => {
    type Page = { total: number; products: { _id: string; price: number }[] };
    const search = async (query: string) => (await (await second.app.request(`/api/product/search?${query}`)).json()) as Page;
    const [{ name }] = ((await first.db.execute(sql`select name from products where id = ${product.id}`)) as unknown as { rows: { name: string }[] })
      .rows;
    const byName = `q=${encodeURIComponent(name!)}`;
    const priceNow = async () => (await search(byName)).products.find((p) => p._id === product.id)?.price;
    const before = (await priceNow())!;
    // A band the product is not in now, and a price inside it.
    const [band, price] = before >= 1099 && before < 1499 ? ["399-799", 599] : ["1099-1499", 1345];
    const inBand = (await search(`band=${band}`)).total;
    await first.db.execute(sql`update products set price_paise = ${price * 100} where id = ${product.id}`);
    await within(2000, async () => (await priceNow()) === price);
    expect((await search(`band=${band}`)).total).toBe(inBand + 1);
  });

  it("a review posted on one process empties the other's page cache", async () => {
    await second.page(`/product/${product.slug}`);
    expect(second.pageCache.pages).toBe(1);
    const res = await first.post(`/api/product/${product.id}/addReview`, { userName: "Asha", rating: 5, comment: "Soft and heavy." });
    expect(res.status).toBeLessThan(300);
    await within(2000, () => second.pageCache.pages === 0);
  });

  it("an order that leaves stock changes nothing shown; the last unit taken and put back are both announced", async () => {
    const variant = sql`product_id = ${product.id} and size = (select min(size) from variants where product_id = ${product.id})`;
    await first.db.execute(sql`update variants set stock = 2 where ${variant}`);
    await heardSoFar();
    await first.db.execute(sql`update variants set stock = stock - 1 where ${variant}`);
    expect(await heardSoFar()).toEqual([]);
    await first.db.execute(sql`update variants set stock = stock - 1 where ${variant}`);
    expect(await heardSoFar()).toEqual(["variants"]);
    await first.db.execute(sql`update variants set stock = stock + 1 where ${variant}`);
    expect(await heardSoFar()).toEqual(["variants"]);
  });

  it("a coupon's use is announced only when it was the last one", async () => {
    await first.db.execute(sql`insert into coupons (code, kind, params, usage_limit) values ('LASTTWO', 'percent', '{"percent":10}', 2)`);
    expect(await heardSoFar()).toEqual(["coupons"]);
    await first.db.execute(sql`update coupons set used_count = used_count + 1 where code = 'LASTTWO'`);
    expect(await heardSoFar()).toEqual([]);
    await first.db.execute(sql`update coupons set used_count = used_count + 1 where code = 'LASTTWO'`);
    expect(await heardSoFar()).toEqual(["coupons"]);
    await first.db.execute(sql`update coupons set active = false where code = 'LASTTWO'`);
    expect(await heardSoFar()).toEqual(["coupons"]);
  });
});
