import { sql } from "drizzle-orm";
import { type CatalogFilters, DEFAULT_FILTERS } from "../../src/domain/catalog";
import { openDatabase } from "../../src/server/db/client";
import { createCatalogSearch } from "../../src/server/modules/catalog/catalog-search";
import { scratchDatabase } from "../scratch-database.mjs";

/** A shopper's typical narrowing: men's hoodies and sweatshirts in M or L under ₹2,000, cheapest first. */
export const BENCH_FILTERS: CatalogFilters = {
  ...DEFAULT_FILTERS,
  audience: "men",
  categories: ["Hoodies", "Sweatshirts"],
  sizes: ["M", "L"],
  priceMax: 2000,
  sort: "low-high",
  page: 1,
};

/** Rows made inside the database, so 100,000 products take seconds, not minutes. */
export async function fillProducts(db: Awaited<ReturnType<typeof openDatabase>>["db"], n: number) {
  // Building the indexes once after the insert is much faster than updating them row by row.
  const indexes = (
    (await db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'products' and indexname not like '%pkey'`)) as unknown as {
      rows: { indexname: string; indexdef: string }[];
    }
  ).rows;
  for (const i of indexes) await db.execute(sql.raw(`drop index ${i.indexname}`));
  // The search text is made for the whole set at once, as the row trigger makes it one by one
  // (migration 0027): the same words, the colours' names joined in.
  await db.execute(sql`alter table products disable trigger products_search_text`);
  await db.execute(sql`
    insert into products (name, slug, sku, price_paise, original_price_paise, category, sub_category, sizes, colors, rank, images, created_at, search_text)
    select r.*, product_search_words(r.name, r.category, r.sub_category, c.name, '')
    from (select
      (array['Magma Black','Bone White','Moss Green','Midnight Blue','Amber Crust','Ivory Ember'])[1 + i % 6] || ' ' ||
        (array['Oversized Tee','Hoodie','Sweatshirt'])[1 + i % 3] || ' ' || i,
      'bench-' || i, 'BENCH-' || i,
      (39900 + (i * 7919) % 260000)::int, (59900 + (i * 7919) % 260000)::int,
      (array['Oversized T-Shirts','Hoodies','Sweatshirts'])[1 + i % 3],
      (array['M','F','K','B'])[1 + (i / 3) % 4],
      case when (i / 3) % 4 = 2 then (array['2-4 yr','4-6 yr','6-8 yr','8-12 yr'])[1 + i % 4 : 2 + i % 4]
           when i % 17 = 0 then '{}'::text[]
           else (array['S','M','L','XL','XXL'])[1 + i % 5 : 3 + i % 3] end,
      array[(array['#151515','#F6F6F6','#C5DDAC','#242E44','#745539','#FAEEB2'])[1 + i % 6]],
      case when i % 2 = 0 then i / 2 else null end,
      array['/images/demo/products/x-front-600.jpg','/images/demo/products/x-back-600.jpg'],
      now() - (i || ' minutes')::interval
    from generate_series(1, ${n}) as g(i)) as r (name, slug, sku, price_paise, original_price_paise, category, sub_category, sizes, colors, rank, images, created_at)
    left join colours c on c.hex = r.colors[1] or r.colors[1] = any (c.former_hexes)`);
  await db.execute(sql`alter table products enable trigger products_search_text`);
  for (const i of indexes) await db.execute(sql.raw(i.indexdef));
  await db.execute(sql`analyze products`);
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: Math.round(at(0.5) * 100) / 100, p95: Math.round(at(0.95) * 100) / 100 };
}

/**
 * The collection's query (page of cards + total + facet counts) on a fresh database (in-memory
 * PGlite, or a scratch database on serverUrl): "cold" is a new search each time (nothing kept in
 * the process), "warm" is a shopper paging or re-sorting within the same filters, each page read
 * once and then kept until the catalog changes (decision 192). Without a search text a page read
 * counts the facets from catalog_facet_counts (decision 160).
 */
export async function benchCatalogQuery(n: number, runs: number, opts: { filters?: CatalogFilters; serverUrl?: string } = {}) {
  const filters = opts.filters ?? BENCH_FILTERS;
  const scratch = opts.serverUrl ? await scratchDatabase(opts.serverUrl, "dhaaga_bench") : null;
  const database = await openDatabase(scratch ? { databaseUrl: scratch.url, dataDir: "" } : { dataDir: "memory://" });
  try {
    await database.migrate();
    const fillStart = performance.now();
    await fillProducts(database.db, n);
    const fillMs = Math.round(performance.now() - fillStart);
    for (let i = 0; i < 3; i++) await createCatalogSearch(database.db).search(filters);
    const cold: number[] = [];
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const search = createCatalogSearch(database.db);
      const t = performance.now();
      total = (await search.search(filters)).total;
      cold.push(performance.now() - t);
    }
    const search = createCatalogSearch(database.db);
    await search.search(filters);
    const warm: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await search.search({ ...filters, page: 1 + (i % 3), sort: i % 2 ? "high-low" : "low-high" });
      warm.push(performance.now() - t);
    }
    return { database: database.kind, products: n, fillMs, total, cold: stats(cold), warm: stats(warm) };
  } finally {
    await database.close();
    await scratch?.drop();
  }
}
