// `npm run bench`: measurements, not tests. Starts the built store on a fresh embedded database
// on a free loopback port and prints figures.
import { startStore } from "./store-process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchCatalogQuery } from "./catalog-query";
import { jsPerRoute } from "./js-per-route";
import { lighthouseScores } from "./lighthouse";
import { benchProductList } from "./product-list";

const root = path.resolve(import.meta.dirname, "../..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

// The figures are of the production build: make sure it is there and current.
// @ts-expect-error plain ES module without types
const { buildIsStale, buildNow } = await import("../build-state.mjs");
if (buildIsStale()) await buildNow();

const storeDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-bench-"));
const store = await startStore(Number(process.env.BENCH_PORT ?? 3290), { DATA_DIR: storeDataDir });
try {
  const list = await benchProductList(store.url, seconds);
  console.log("\nGET /api/product/list (autocannon, 50 connections, %ds each)", seconds);
  console.log("  body: %d bytes JSON, %d bytes as sent (br)", list.bodyBytes, list.compressedBytes);
  console.log(
    "  store:      %d req/s  p50 %d ms  p99 %d ms  errors %d",
    list.store.requestsPerSec,
    list.store.latencyP50,
    list.store.latencyP99,
    list.store.errors,
  );
  console.log("  raw http:   %d req/s  p50 %d ms  p99 %d ms", list.raw.requestsPerSec, list.raw.latencyP50, list.raw.latencyP99);
  console.log("  ratio store/raw: %s", list.ratio.toFixed(2));

  const slug = (await (await fetch(`${store.url}/api/product/list`)).json()).products[0].slug;
  const scores = await lighthouseScores([`${store.url}/`, `${store.url}/collection`, `${store.url}/product/${slug}`]);
  console.log("\nLighthouse 12 (mobile): performance / accessibility / SEO");
  for (const s of scores)
    console.log(
      "  %s  %d / %d / %d  (LCP %d ms, CLS %s)",
      s.url.replace(store.url, "").padEnd(40),
      s.performance,
      s.accessibility,
      s.seo,
      s.lcpMs,
      s.cls,
    );
} finally {
  await store.stop();
  fs.rmSync(storeDataDir, { recursive: true, force: true });
}

const js = jsPerRoute(path.join(root, "build/client"), ["routes/home", "routes/collection", "men", "routes/product"]);
console.log("\nJavaScript per route on a first visit (gzipped: entry + root + route + their chunks + manifest)");
for (const r of js) console.log("  %s  %d KB in %d files", r.route.padEnd(18), r.kb, r.files);

{
  const serverUrl = process.env.BENCH_DATABASE_URL;
  console.log("\nCollection query (page of cards + total + facet counts), same filters; cold = facets counted, warm = counts kept");
  for (const target of [undefined, ...(serverUrl ? [serverUrl] : [])]) {
    const small = await benchCatalogQuery(48, 40, { serverUrl: target });
    const large = await benchCatalogQuery(100_000, 20, { serverUrl: target });
    for (const r of [small, large]) {
      console.log(
        "  %s %s products: %d matching  cold median %d ms p95 %d ms  warm median %d ms p95 %d ms  (rows generated in %d ms)",
        r.database.padEnd(8),
        String(r.products).padStart(7),
        r.total,
        r.cold.median,
        r.cold.p95,
        r.warm.median,
        r.warm.p95,
        r.fillMs,
      );
    }
    console.log(
      "  %s ratio 100,000 / 48 (median): cold %s, warm %s",
      large.database.padEnd(8),
      (large.cold.median / small.cold.median).toFixed(1),
      (large.warm.median / small.warm.median).toFixed(1),
    );
  }
}

// ── Orders: checkout throughput through the API (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set) ──
{
  const { benchOrders } = await import("./orders");
  const port = Number(process.env.BENCH_PORT ?? 3290) + 1;
  const targets: (string | undefined)[] = [undefined, ...(process.env.BENCH_DATABASE_URL ? [process.env.BENCH_DATABASE_URL] : [])];
  console.log("\nPOST /api/order/place (50 concurrent shoppers, single-unit COD orders, %ds each)", seconds);
  for (const databaseUrl of targets) {
    const r = await benchOrders({ port, seconds, databaseUrl });
    console.log(
      "  %s: %d orders/s  (%d orders)  p50 %d ms  p99 %d ms  errors %d",
      r.database.padEnd(8),
      r.ordersPerSec,
      r.orders,
      r.latencyP50,
      r.latencyP99,
      r.errors,
    );
  }
}
