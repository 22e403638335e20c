// `npm run bench`: measurements, not tests. Starts the built store on a fresh embedded database
// on a free loopback port and prints figures.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchProductList } from "./product-list";

const root = path.resolve(import.meta.dirname, "../..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function startStore(port: number, env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-bench-"));
  const child = spawn(process.execPath, [path.join(root, "build/server/main.js")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const store = await startStore(Number(process.env.BENCH_PORT ?? 3290));
try {
  const list = await benchProductList(store.url, seconds);
  console.log("\nGET /api/product/list (autocannon, 50 connections, %ds each)", seconds);
  console.log("  body: %d bytes JSON, %d bytes as sent (br)", list.bodyBytes, list.compressedBytes);
  console.log("  store:      %d req/s  p50 %d ms  p99 %d ms  errors %d", list.store.requestsPerSec, list.store.latencyP50, list.store.latencyP99, list.store.errors);
  console.log("  raw http:   %d req/s  p50 %d ms  p99 %d ms", list.raw.requestsPerSec, list.raw.latencyP50, list.raw.latencyP99);
  console.log("  ratio store/raw: %s", list.ratio.toFixed(2));
} finally {
  await store.stop();
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
