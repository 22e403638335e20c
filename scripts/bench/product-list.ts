import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { type LoadResult, load as loadWith } from "./load";

const CONNECTIONS = 50;
const load = (url: string, headers: Record<string, string>, seconds: number) => loadWith(url, headers, CONNECTIONS, seconds);

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

/**
 * A response's body and headers exactly as the store sends them, but for the headers Node's http
 * server writes itself (date, connection, keep-alive, length): a raw server sending these sends the
 * same bytes.
 */
export function asSent(url: string, headers: Record<string, string>): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        const sent: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (typeof value === "string" && !NODE_WRITES.has(name)) sent[name] = value;
        }
        resolve({ body: Buffer.concat(chunks), headers: sent });
      });
      res.on("error", reject);
    });
  });
}
const NODE_WRITES = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

/** GET /api/product/list on the store against a raw server sending the same bytes, in one run. */
export async function benchProductList(storeUrl: string, seconds: number) {
  const headers = { "accept-encoding": "br, gzip" };
  const json = Buffer.from(await (await fetch(`${storeUrl}/api/product/list`)).arrayBuffer());
  const sent = await asSent(`${storeUrl}/api/product/list`, headers);
  const raw = await rawServer(sent.body, sent.headers);
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
  return { bodyBytes: json.length, compressedBytes: sent.body.length, store, raw: ceiling, ratio: store.requestsPerSec / ceiling.requestsPerSec };
}
