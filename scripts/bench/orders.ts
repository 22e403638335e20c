// Orders per second placed through the API: many shoppers placing single-unit COD orders at once,
// each order one transaction (stock taken, order written, cart emptied, confirmation queued).
import { startStore } from "./store-process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client";
import { orderItems, orders } from "../../src/server/db/schema";
import { seedDemoIfEmpty } from "../../src/server/db/seed/seed";
import { scratchDatabase } from "../scratch-database.mjs";

export interface OrdersBench {
  database: string;
  orders: number;
  ordersPerSec: number;
  latencyP50: number;
  latencyP99: number;
  errors: number;
  /** The ceiling: the same rows inserted bare, one transaction per order, by as many workers. */
  bareInsertsPerSec: number;
  /** The first seconds on the just-started store, not counted above: orders placed and their p99. */
  warmUp: { orders: number; latencyP99: number };
}

/**
 * Seconds of orders before the counted ones, as the other sections warm up: a store just started
 * compiles its code (and the embedded database's WebAssembly) while the first shoppers wait.
 */
export const ORDERS_WARM_UP_SECONDS = 2;

export const ADDRESS = {
  firstName: "Bench",
  lastName: "Shopper",
  email: "bench@example.com",
  street: "1 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  zipcode: "560001",
  country: "India",
  phone: "9876543210",
};

/** Seeds the database and gives every variant ample stock, so the run measures orders and not sell-outs. */
export async function prepare(opts: { databaseUrl?: string; dataDir: string }) {
  const database = await openDatabase(opts);
  await database.migrate();
  await seedDemoIfEmpty(database.db);
  await database.db.execute(sql`update variants set stock = 1000000`);
  await database.close();
}

/**
 * Orders per second the database takes when nothing but the rows is asked of it: each worker
 * inserts a copy of a placed order and its line in a transaction of its own, for as long as the
 * placements ran, through as many connections as the store keeps (10 on PostgreSQL; the embedded
 * database runs one transaction at a time whatever the workers).
 */
async function bareInserts(opts: { databaseUrl?: string; dataDir: string; seconds: number; connections: number }): Promise<number> {
  const database = await openDatabase({ ...opts, pool: { size: 10, waitMs: 60_000 } });
  try {
    const [order] = await database.db.select().from(orders).limit(1);
    if (!order) return 0;
    const [line] = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    let n = 0;
    const until = performance.now() + opts.seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: opts.connections }, async () => {
        while (performance.now() < until) {
          await database.db.transaction(async (tx) => {
            const id = randomUUID();
            await tx.insert(orders).values({ ...order, id, invoiceNumber: null });
            if (line) await tx.insert(orderItems).values({ ...line, id: randomUUID(), orderId: id });
          });
          n++;
        }
      }),
    );
    return Math.round(n / ((performance.now() - started) / 1000));
  } finally {
    await database.close();
  }
}

/**
 * One shopper's POST on the shopper's own kept-alive connection, as each browser has its own. (A
 * shared pool, such as Node's fetch, queued the first requests of most of 50 shoppers behind the
 * few connections it kept busy: they waited in the load generator until the run ended, while the
 * store answered the others; decision 170.)
 */
function postOn(agent: http.Agent, url: string, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: "POST", agent, headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)), ...headers } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0);

export async function benchOrders(opts: {
  port: number;
  seconds: number;
  /** A PostgreSQL server: the run gets a database of its own there, dropped afterwards. */
  databaseUrl?: string;
  connections?: number;
}): Promise<OrdersBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-bench-orders-"));
  const scratch = opts.databaseUrl ? await scratchDatabase(opts.databaseUrl, "dhaaga_bench") : null;
  const databaseUrl = scratch?.url;
  let store: Awaited<ReturnType<typeof startStore>> | null = null;
  try {
    await prepare({ databaseUrl, dataDir });
    // Twenty accounts on one address place every order: the order limits and hold caps stand aside.
    const unlimited = {
      IP_RATE_LIMIT_SCALE: "1000",
      ORDER_MAX_PER_HOUR: "1000000",
      ORDER_MAX_OPEN_COD: "1000000",
      ORDER_MAX_UNITS_ON_HOLD: "1000000",
    };
    store = await startStore(opts.port, { DATA_DIR: dataDir, ...unlimited, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    const { url } = store;
    const connections = opts.connections ?? 50;
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await fetch(`${url}/api/user/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: `Bench ${i}`, email: `bench-${randomUUID()}@example.com`, password: "bench password 1" }),
      });
      tokens.push(((await r.json()) as { token: string }).token);
    }
    const list = (await (await fetch(`${url}/api/product/list`)).json()) as {
      products: { _id: string; sizes: string[]; colors: string[] }[];
    };
    const variants = list.products.flatMap((p) => p.sizes.flatMap((size) => p.colors.map((color) => ({ _id: p._id, size, color }))));

    const latencies: number[] = [];
    const warmLatencies: number[] = [];
    let errors = 0;
    const agents = Array.from({ length: connections }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    const started = performance.now() + ORDERS_WARM_UP_SECONDS * 1000;
    const until = started + opts.seconds * 1000;
    await Promise.all(
      agents.map(async (agent, w) => {
        let n = 0;
        while (performance.now() < until) {
          const v = variants[(w * 7919 + n++ * 31) % variants.length]!;
          const t0 = performance.now();
          const status = await postOn(agent, `${url}/api/order/place`, JSON.stringify({ address: ADDRESS, items: [{ ...v, quantity: 1 }] }), {
            token: tokens[w % tokens.length]!,
            "idempotency-key": randomUUID(),
          }).catch(() => 0);
          if (status >= 200 && status < 300) (t0 < started ? warmLatencies : latencies).push(performance.now() - t0);
          else errors++;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    for (const agent of agents) agent.destroy();
    latencies.sort((a, b) => a - b);
    warmLatencies.sort((a, b) => a - b);
    await store.stop();
    store = null;
    const bareInsertsPerSec = await bareInserts({ databaseUrl, dataDir, seconds: opts.seconds, connections });
    return {
      database: scratch ? "postgres" : "pglite",
      orders: latencies.length,
      ordersPerSec: Math.round(latencies.length / elapsed),
      latencyP50: Math.round(percentile(latencies, 0.5)),
      latencyP99: Math.round(percentile(latencies, 0.99)),
      errors,
      bareInsertsPerSec,
      warmUp: { orders: warmLatencies.length, latencyP99: Math.round(percentile(warmLatencies, 0.99)) },
    };
  } finally {
    await store?.stop();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
