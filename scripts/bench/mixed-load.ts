// A mixed load at a fixed arrival rate, as shoppers arrive whether or not the store keeps up:
// browse 70 %, search and filter 15 %, cart 10 %, checkout 5 %. Latency is counted from when a
// request was due, so a store that falls behind shows it (no coordinated omission).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { scratchDatabase } from "../scratch-database.mjs";
import { ADDRESS, prepare } from "./orders";
import { startStore } from "./store-process";

type Kind = "browse" | "search" | "cart" | "checkout";
const MIX: [Kind, number][] = [
  ["browse", 0.7],
  ["search", 0.15],
  ["cart", 0.1],
  ["checkout", 0.05],
];

/** The request kind at a point in [0, 1): the mix's shares laid end to end (a golden-ratio walk spreads them evenly). */
function kindAt(point: number): Kind {
  let end = 0;
  for (const [kind, share] of MIX) {
    end += share;
    if (point < end) return kind;
  }
  return "browse";
}

const SEARCHES = [
  "/collection?category=Hoodies&size=M",
  "/collection?sort=low-high&size=L",
  "/men?category=Sweatshirts&sort=high-low",
  "/women?band=799-1099",
  "/collection?q=black",
  "/collection?q=tee&sort=low-high",
  "/kids?size=4-6%20yr",
  "/collection?category=Oversized%20T-Shirts&color=%23151515",
];

export interface MixedFigures {
  database: string;
  rate: number;
  seconds: number;
  sent: number;
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  /** 5xx other than the designed 503, and failed connections. */
  errors: number;
  /** Designed 503s: the store said "busy, come back". */
  shed: number;
  byKind: Record<Kind, { n: number; p50: number; p99: number }>;
  rssIdleMb: number;
  rssMaxMb: number;
}

const pct = (sorted: number[], p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!) : 0);

export async function benchMixed(opts: { port: number; seconds: number; rate: number; databaseUrl?: string }): Promise<MixedFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-bench-mixed-"));
  const scratch = opts.databaseUrl ? await scratchDatabase(opts.databaseUrl, "dhaaga_bench") : null;
  const databaseUrl = scratch?.url;
  let store: Awaited<ReturnType<typeof startStore>> | null = null;
  try {
    await prepare({ databaseUrl, dataDir });
    store = await startStore(opts.port, {
      DATA_DIR: dataDir,
      IP_RATE_LIMIT_SCALE: "1000",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const { url } = store;
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await fetch(`${url}/api/user/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: `Mixed ${i}`, email: `mixed-${randomUUID()}@example.com`, password: "bench password 1" }),
      });
      tokens.push(((await r.json()) as { token: string }).token);
    }
    const list = (await (await fetch(`${url}/api/product/list`)).json()) as {
      products: { _id: string; slug: string; sizes: string[]; colors: string[] }[];
    };
    const products = list.products.filter((p) => p.sizes.length && p.colors.length);
    const browse = ["/", "/collection", "/men", ...products.slice(0, 20).map((p) => `/product/${p.slug}`)];
    const rssIdleMb = store.rssMb();
    // Steady state: every page asked for once, as shoppers before the measured minute did.
    for (const page of [...browse, ...SEARCHES]) await (await fetch(`${url}${page}`, { headers: { "accept-encoding": "br" } })).arrayBuffer();

    let n = 0;
    const pick = <T>(list: T[]) => list[n % list.length]!;
    const request = (kind: Kind): Promise<Response> => {
      const token = tokens[n % tokens.length]!;
      const p = products[(n * 7) % products.length]!;
      const line = { size: p.sizes[n % p.sizes.length]!, color: p.colors[n % p.colors.length]! };
      switch (kind) {
        case "browse":
          return fetch(`${url}${pick(browse)}`, { headers: { "accept-encoding": "br" } });
        case "search":
          return fetch(`${url}${pick(SEARCHES)}`, { headers: { "accept-encoding": "br" } });
        case "cart":
          return fetch(`${url}/api/cart/add`, {
            method: "POST",
            headers: { "content-type": "application/json", token },
            body: JSON.stringify({ itemId: p._id, ...line }),
          });
        case "checkout":
          return fetch(`${url}/api/order/place`, {
            method: "POST",
            headers: { "content-type": "application/json", token, "idempotency-key": randomUUID() },
            body: JSON.stringify({ address: ADDRESS, items: [{ _id: p._id, ...line, quantity: 1 }] }),
          });
      }
    };

    const latencies: number[] = [];
    const byKind = new Map<Kind, number[]>(MIX.map(([k]) => [k, []]));
    let errors = 0;
    let shed = 0;
    let rssMaxMb = rssIdleMb;
    const sampler = setInterval(() => {
      rssMaxMb = Math.max(rssMaxMb, store?.rssMb() ?? 0);
    }, 250);
    const interval = 1000 / opts.rate;
    const total = Math.round(opts.rate * opts.seconds);
    const start = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = start + i * interval;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      n = i;
      const kind = kindAt((i * 0.6180339887) % 1);
      inFlight.push(
        request(kind).then(
          async (res) => {
            await res.arrayBuffer();
            const ms = performance.now() - due;
            if (res.status === 503) shed++;
            else if (res.status >= 500) errors++;
            latencies.push(ms);
            byKind.get(kind)!.push(ms);
          },
          () => {
            errors++;
          },
        ),
      );
    }
    await Promise.all(inFlight);
    clearInterval(sampler);
    const elapsed = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    const kinds = Object.fromEntries(
      [...byKind].map(([k, list]) => {
        list.sort((a, b) => a - b);
        return [k, { n: list.length, p50: pct(list, 0.5), p99: pct(list, 0.99) }];
      }),
    ) as MixedFigures["byKind"];
    return {
      database: scratch ? "postgres" : "pglite",
      rate: opts.rate,
      seconds: opts.seconds,
      sent: total,
      throughput: Math.round(latencies.length / elapsed),
      p50: pct(latencies, 0.5),
      p95: pct(latencies, 0.95),
      p99: pct(latencies, 0.99),
      errors,
      shed,
      byKind: kinds,
      rssIdleMb,
      rssMaxMb,
    };
  } finally {
    await store?.stop();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
