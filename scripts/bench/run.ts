// `npm run bench`: measurements, not tests. Starts the built store on fresh databases on loopback
// ports and prints each figure, then the table: figure, measured, target, met.
// BENCH_ONLY=list,pages,lighthouse,js,start,catalog,search,orders,mixed picks sections (default: all).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchCatalogQuery } from "./catalog-query";
import { jsPerRoute } from "./js-per-route";
import { lighthouseScores } from "./lighthouse";
import { benchMixed } from "./mixed-load";
import { benchOrders, ORDERS_WARM_UP_SECONDS } from "./orders";
import { benchPages, RENDER_WARM_UP_SECONDS } from "./pages";
import { benchProductList } from "./product-list";
import { benchSearch } from "./search-query";
import { startStore } from "./store-process";

const root = path.resolve(import.meta.dirname, "../..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const basePort = Number(process.env.BENCH_PORT ?? 3290);
const serverUrl = process.env.BENCH_DATABASE_URL;
const only = new Set((process.env.BENCH_ONLY ?? "list,pages,lighthouse,js,start,catalog,search,orders,mixed").split(",").map((s) => s.trim()));
const mixedRate = Number(process.env.BENCH_MIXED_RATE ?? 200);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const table: { figure: string; measured: string; target: string; met: boolean }[] = [];
const row = (figure: string, measured: string, target: string, met: boolean) => table.push({ figure, measured, target, met });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const tempDir = (tag: string) => fs.mkdtempSync(path.join(os.tmpdir(), `dhaaga-bench-${tag}-`));

// The figures are of the production build: make sure it is there and current.
// @ts-expect-error plain ES module without types
const { buildIsStale, buildNow } = await import("../build-state.mjs");
if (buildIsStale()) await buildNow();

console.log("Machine: %s, %d cores, %s, Node %s", os.cpus()[0]?.model ?? "?", os.cpus().length, os.platform(), process.version);

if (only.has("list") || only.has("pages") || only.has("lighthouse")) {
  const dataDir = tempDir("store");
  const store = await startStore(basePort, { DATA_DIR: dataDir });
  const uncached = only.has("pages") ? await startStore(basePort + 1, { DATA_DIR: tempDir("uncached"), PAGE_CACHE_MB: "0" }) : null;
  try {
    const slug = (await (await fetch(`${store.url}/api/product/list`)).json()).products[0].slug;
    if (only.has("list")) {
      const list = await benchProductList(store.url, seconds);
      console.log("\nGET /api/product/list (autocannon, 50 connections, %ds each)", seconds);
      console.log("  body: %d bytes JSON, %d bytes as sent (br)", list.bodyBytes, list.compressedBytes);
      console.log(
        "  store:    %d req/s  p50 %d ms  p99 %d ms  errors %d",
        list.store.requestsPerSec,
        list.store.latencyP50,
        list.store.latencyP99,
        list.store.errors,
      );
      console.log("  raw http: %d req/s  p50 %d ms  p99 %d ms", list.raw.requestsPerSec, list.raw.latencyP50, list.raw.latencyP99);
      row(
        "GET /api/product/list vs raw node:http",
        `${list.ratio.toFixed(2)}× (${list.store.requestsPerSec} vs ${list.raw.requestsPerSec} req/s)`,
        "≥ 0.9×",
        list.ratio >= 0.9,
      );
    }
    if (only.has("pages") && uncached) {
      const pages = await benchPages(store.url, uncached.url, ["/", "/collection", `/product/${slug}`], seconds);
      console.log(
        "\nAnonymous pages (autocannon, 20 connections, br, %ds each; the store rendering each time served the three in turn for %ds first): cached / rendered each time / raw node:http, same bytes",
        seconds,
        RENDER_WARM_UP_SECONDS,
      );
      for (const p of pages)
        console.log("  %s  %d / %d / %d req/s  (cached = %s% of raw)", p.path.padEnd(44), p.cached, p.uncached, p.raw, (p.share * 100).toFixed(1));
      const minShare = Math.min(...pages.map((p) => p.share));
      const minUncached = Math.min(...pages.map((p) => p.uncached));
      row("anonymous pages cached, share of raw (lowest of 3)", `${(minShare * 100).toFixed(1)} %`, "≥ 25 %", minShare >= 0.25);
      row("anonymous pages uncached (lowest of 3)", `${minUncached} req/s`, "≥ 150 req/s", minUncached >= 150);
    }
    if (only.has("lighthouse")) {
      const urls = [`${store.url}/`, `${store.url}/collection`, `${store.url}/product/${slug}`, `${store.url}/cart`];
      const runs = [];
      for (let i = 0; i < lighthouseRuns; i++) runs.push(await lighthouseScores(urls));
      console.log("\nLighthouse 12 (mobile), median of %d: performance / accessibility / SEO", lighthouseRuns);
      let lowest = 100;
      for (const [i, url] of urls.entries()) {
        const perf = median(runs.map((r) => r[i]!.performance));
        lowest = Math.min(lowest, perf);
        const last = runs.at(-1)![i]!;
        console.log(
          "  %s  %d / %d / %d  (LCP %d ms, TBT %d ms, CLS %s)",
          url.replace(store.url, "").padEnd(40),
          perf,
          last.accessibility,
          last.seo,
          last.lcpMs,
          last.tbtMs,
          last.cls,
        );
      }
      row("Lighthouse mobile performance (lowest median of /, /collection, product, /cart)", String(lowest), "≥ 98", lowest >= 98);
    }
  } finally {
    await store.stop();
    await uncached?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (only.has("js")) {
  const js = jsPerRoute(path.join(root, "build/client"), ["routes/home", "routes/collection", "men", "routes/product", "routes/cart"]);
  console.log("\nJavaScript per route on a first visit (gzipped: entry + root + route + their chunks; the manifest file is never fetched)");
  console.log("  framework floor (react, react-dom, react-router: the entry and its imports)  %d KB in %d files", js.floorKb, js.floorFiles);
  for (const r of js.routes) console.log("  %s  %d KB in %d files: floor + %d KB of the store's own", r.route.padEnd(18), r.kb, r.files, r.ownKb);
  const most = Math.max(...js.routes.map((r) => r.kb));
  const mostOwn = Math.max(...js.routes.map((r) => r.ownKb));
  row("JS per route, gzipped (largest)", `${most} KB (floor ${js.floorKb} KB)`, "≤ 120 KB", most <= 120);
  row("JS per route beyond React + React Router, gzipped (largest)", `${mostOwn} KB`, "≤ 25 KB", mostOwn <= 25);
}

if (only.has("start")) {
  console.log("\nRestart to ready (`npm start` with the build current, data already there): median of 3");
  for (const databaseUrl of [undefined, ...(serverUrl ? [serverUrl] : [])]) {
    const { scratchDatabase } = await import("../scratch-database.mjs");
    const scratch = databaseUrl ? await scratchDatabase(databaseUrl, "dhaaga_bench") : null;
    const dataDir = tempDir("start");
    const env = { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
    try {
      await (await startStore(basePort + 2, env, "scripts/start.mjs")).stop();
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const s = await startStore(basePort + 2, env, "scripts/start.mjs");
        times.push(s.readyMs);
        await s.stop();
      }
      const name = scratch ? "postgres" : "pglite";
      const ms = median(times);
      console.log("  %s: %d ms (runs: %s)", name.padEnd(8), ms, times.join(", "));
      const limit = scratch ? 1000 : 1500;
      row(`restart to ready, ${name}`, `${(ms / 1000).toFixed(2)} s`, `≤ ${limit / 1000} s`, ms <= limit);
    } finally {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

if (only.has("catalog")) {
  console.log(
    "\nCollection query (page of cards + total + facet counts, decision 160), same filters; cold = a new search, warm = the same search again",
  );
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
    const ratio = large.cold.p95 / Math.max(0.01, small.cold.p95);
    row(
      `collection with facets, 100,000 / 48 products, cold p95, ${large.database}`,
      `${ratio.toFixed(1)}× (${large.cold.p95} vs ${small.cold.p95} ms)`,
      "≤ 3×",
      ratio <= 3,
    );
  }
}

if (only.has("search")) {
  console.log(
    "\nSearch at 100,000 products (decision 260), cold: each query through a new search service; 10 queries, typos, synonyms and nonsense among them",
  );
  for (const target of [undefined, ...(serverUrl ? [serverUrl] : [])]) {
    const r = await benchSearch(100_000, 5, { serverUrl: target });
    console.log(
      "  %s %s products, %d searches: results page (cards + total + facet counts) median %d ms p95 %d ms  suggestions median %d ms p95 %d ms",
      r.database.padEnd(8),
      String(r.products).padStart(7),
      r.queries,
      r.results.median,
      r.results.p95,
      r.suggestions.median,
      r.suggestions.p95,
    );
    row(`search suggestions, 100,000 products, cold p95, ${r.database}`, `${r.suggestions.p95} ms`, "≤ 30 ms", r.suggestions.p95 <= 30);
    row(`search results page, 100,000 products, cold p95, ${r.database}`, `${r.results.p95} ms`, "≤ 30 ms", r.results.p95 <= 30);
  }
}

if (only.has("orders")) {
  console.log(
    "\nPOST /api/order/place (50 concurrent shoppers, single-unit COD orders, %ds each after %ds of warm-up)",
    seconds,
    ORDERS_WARM_UP_SECONDS,
  );
  for (const databaseUrl of [undefined, ...(serverUrl ? [serverUrl] : [])]) {
    const r = await benchOrders({ port: basePort + 3, seconds, databaseUrl });
    const ofBare = r.bareInsertsPerSec
      ? `${Math.round((100 * r.ordersPerSec) / r.bareInsertsPerSec)} % of bare INSERTs (${r.bareInsertsPerSec}/s)`
      : "";
    console.log(
      "  %s: %d orders/s  (%d orders)  p50 %d ms  p99 %d ms  errors %d  = %s",
      r.database.padEnd(8),
      r.ordersPerSec,
      r.orders,
      r.latencyP50,
      r.latencyP99,
      r.errors,
      ofBare,
    );
    console.log("            the %d s before, not counted: %d orders, p99 %d ms", ORDERS_WARM_UP_SECONDS, r.warmUp.orders, r.warmUp.latencyP99);
    if (r.database === "pglite")
      row(
        "orders, 50 concurrent, embedded",
        `${r.ordersPerSec}/s, p99 ${r.latencyP99} ms; ${ofBare}`,
        "≥ 100/s, p99 ≤ 1 s",
        r.ordersPerSec >= 100 && r.latencyP99 <= 1000,
      );
    else row("orders, 50 concurrent, PostgreSQL", `${r.ordersPerSec}/s, p99 ${r.latencyP99} ms; ${ofBare}`, "≥ 250/s", r.ordersPerSec >= 250);
  }
}

if (only.has("mixed")) {
  console.log("\nMixed load at %d requests/s for %ds: browse 70 %, search and filter 15 %, cart 10 %, checkout 5 %", mixedRate, seconds);
  for (const databaseUrl of [undefined, ...(serverUrl ? [serverUrl] : [])]) {
    const m = await benchMixed({ port: basePort + 4, seconds, rate: mixedRate, databaseUrl });
    console.log(
      "  %s: %d req/s done of %d sent  p50 %d ms  p95 %d ms  p99 %d ms  errors %d  busy 503s %d  RSS %d MB idle, %d MB at most",
      m.database.padEnd(8),
      m.throughput,
      m.sent,
      m.p50,
      m.p95,
      m.p99,
      m.errors,
      m.shed,
      m.rssIdleMb,
      m.rssMaxMb,
    );
    for (const [kind, k] of Object.entries(m.byKind)) console.log("    %s %d requests  p50 %d ms  p99 %d ms", kind.padEnd(9), k.n, k.p50, k.p99);
    row(`mixed load, ${m.database}: errors (5xx other than designed 503s)`, String(m.errors), "0", m.errors === 0);
    const limit = m.database === "pglite" ? 300 : 150;
    row(`resident memory under load, ${m.database}`, `${m.rssMaxMb} MB`, `≤ ${limit} MB`, m.rssMaxMb <= limit);
  }
}

console.log("\n| figure | measured | target | met |\n|---|---|---|---|");
for (const r of table) console.log(`| ${r.figure} | ${r.measured} | ${r.target} | ${r.met ? "yes" : "no"} |`);
