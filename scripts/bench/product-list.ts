import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSec: number;
  latencyP50: number;
  latencyP99: number;
  errors: number;
}

export async function load(url: string, headers: Record<string, string>, seconds: number): Promise<LoadResult> {
  const r = await autocannon({ url, headers, connections: 50, duration: seconds, pipelining: 1 });
  return {
    requestsPerSec: Math.round(r.requests.average),
    latencyP50: r.latency.p50,
    latencyP99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

/** Turns of equal length as one: mean throughput, the worst turn's percentiles, every error. */
function combined(turns: LoadResult[]): LoadResult {
  return {
    requestsPerSec: Math.round(turns.reduce((sum, t) => sum + t.requestsPerSec, 0) / turns.length),
    latencyP50: Math.max(...turns.map((t) => t.latencyP50)),
    latencyP99: Math.max(...turns.map((t) => t.latencyP99)),
    errors: turns.reduce((sum, t) => sum + t.errors, 0),
  };
}

/** The raw server (raw-server.mjs) in a process of its own, sending the given bytes. */
export async function rawServer(body: Buffer, headers: Record<string, string>) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-raw-")), "body");
  fs.writeFileSync(file, body);
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "raw-server.mjs"), file, JSON.stringify(headers)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", (d) => resolve(Number(String(d).trim())));
    child.once("exit", (code) => reject(new Error(`raw server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

/** GET /api/product/list on the store against a raw server sending the same bytes, in one run. */
export async function benchProductList(storeUrl: string, seconds: number) {
  const headers = { "accept-encoding": "br, gzip" };
  const res = await fetch(`${storeUrl}/api/product/list`, { headers });
  const bytes = Buffer.from(await (await fetch(`${storeUrl}/api/product/list`, { headers: { "accept-encoding": "br" } })).arrayBuffer());
  // fetch decodes the body; re-request the raw compressed bytes through node:http instead.
  const compressed = await new Promise<Buffer>((resolve, reject) => {
    http.get(`${storeUrl}/api/product/list`, { headers }, (r) => {
      const chunks: Buffer[] = [];
      r.on("data", (c) => chunks.push(c));
      r.on("end", () => resolve(Buffer.concat(chunks)));
      r.on("error", reject);
    });
  });
  const raw = await rawServer(compressed, {
    "content-type": res.headers.get("content-type") ?? "application/json",
    "content-encoding": res.headers.get("content-encoding") ?? "br",
    etag: res.headers.get("etag") ?? "",
  });
  // Each server first answers for two seconds unmeasured, so both are measured warm (compiled code
  // paths, grown buffers), not on how fast their first second is. Then they take turns, two seconds
  // each, so a shift in what else the machine's cores are doing weighs on both alike.
  await load(`${storeUrl}/api/product/list`, headers, 2);
  await load(raw.url, headers, 2);
  const rounds = Math.max(1, Math.round(seconds / 2));
  const turns: { store: LoadResult[]; raw: LoadResult[] } = { store: [], raw: [] };
  for (let i = 0; i < rounds; i++) {
    turns.store.push(await load(`${storeUrl}/api/product/list`, headers, seconds / rounds));
    turns.raw.push(await load(raw.url, headers, seconds / rounds));
  }
  const store = combined(turns.store);
  const ceiling = combined(turns.raw);
  await raw.close();
  return { bodyBytes: bytes.length, compressedBytes: compressed.length, store, raw: ceiling, ratio: store.requestsPerSec / ceiling.requestsPerSec };
}
