import http from "node:http";
import type { AddressInfo } from "node:net";
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

/** A bare node:http server that answers every request with the given bytes: the ceiling to compare with. */
export async function rawServer(body: Buffer, headers: Record<string, string>) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { ...headers, "content-length": body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((r) => server.close(() => r())) };
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
  const store = await load(`${storeUrl}/api/product/list`, headers, seconds);
  const ceiling = await load(raw.url, headers, seconds);
  await raw.close();
  return { bodyBytes: bytes.length, compressedBytes: compressed.length, store, raw: ceiling, ratio: store.requestsPerSec / ceiling.requestsPerSec };
}
