import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListener } from "../../src/server/app";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { type Config, testConfig } from "../../src/server/config";
import { METRICS_MESSAGES, metricsRoute } from "../../src/server/metrics/metrics-route";
import { createStoreMetrics } from "../../src/server/metrics/store-metrics";
import { ADDRESS, auth, registerUser, variantWithStock } from "../support/order-kit";
import { createTestStore, type TestStore } from "../support/test-store";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(port: number, path: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method: opts.method ?? "GET", headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on("error", reject);
    req.end(opts.body);
  });
}

/** The value of one sample in Prometheus' text format, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function serve(store: TestStore) {
  const server = http.createServer(createListener(store.app, store));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, port: (server.address() as AddressInfo).port };
}

describe("GET /metrics on this machine", () => {
  let store: TestStore;
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    store = await createTestStore();
    ({ server, port } = await serve(store));
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await store.close();
  });

  const scrape = async () => {
    const res = await request(port, "/metrics");
    expect(res.status).toBe(200);
    return res.body;
  };

  it("answers in Prometheus' text format with the process's memory and event-loop lag, never cached", async () => {
    const res = await request(port, "/metrics");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(sample(res.body, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(res.body).toMatch(/^dhaaga_db_pool_connections\{state="total"\} \d+$/m);
  });

  it("counts requests by route pattern and status, the stored answers too, with their latency", async () => {
    const before = await scrape();
    const routed = 'dhaaga_http_requests_total{route="/api/product/by-slug/:slug",method="GET",status="404"}';
    const list = 'dhaaga_http_requests_total{route="/api/product/list",method="GET",status="200"}';
    await request(port, "/api/product/by-slug/no-such-tee");
    await request(port, "/api/product/by-slug/another-missing-tee");
    store.services.catalog.invalidate();
    await request(port, "/api/product/list"); // the router answers, and keeps the bytes
    await request(port, "/api/product/list"); // the stored answer, before the router
    const after = await scrape();
    expect((sample(after, routed) ?? 0) - (sample(before, routed) ?? 0)).toBe(2);
    expect((sample(after, list) ?? 0) - (sample(before, list) ?? 0)).toBe(2);
    // The path's own words never become a label.
    expect(after).not.toContain("no-such-tee");
    const count = 'dhaaga_http_request_duration_seconds_count{route="/api/product/by-slug/:slug",method="GET"}';
    expect(sample(after, count)).toBeGreaterThanOrEqual(2);
  });

  it("counts order placements by method and result, and webhooks by provider and result", async () => {
    const { token } = await registerUser(store);
    const v = await variantWithStock(store, 5);
    const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }];
    const headers = { "content-type": "application/json", ...auth(token, randomUUID()) };
    const placed = await request(port, "/api/order/place", { method: "POST", headers, body: JSON.stringify({ address: ADDRESS, items }) });
    expect(placed.status).toBe(200);
    const refused = await request(port, "/api/order/place", {
      method: "POST",
      headers: { ...headers, "idempotency-key": randomUUID() },
      body: JSON.stringify({ address: ADDRESS, items: [{ ...items[0], quantity: 99 }] }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const webhook = await request(port, "/api/order/webhook/razorpay", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(webhook.status).toBeGreaterThanOrEqual(400);

    const text = await scrape();
    expect(sample(text, 'dhaaga_order_placements_total{method="cod",result="ok"}')).toBe(1);
    expect(sample(text, 'dhaaga_order_placements_total{method="cod",result="refused"}')).toBe(1);
    expect(sample(text, 'dhaaga_order_placement_seconds_count{method="cod"}')).toBe(2);
    expect(sample(text, 'dhaaga_webhook_events_total{provider="razorpay",result="refused"}')).toBe(1);
  });
});

/** The metrics route alone on a real socket, with the access settings a test gives it. */
async function metricsOnly(config: Pick<Config, "trustProxy" | "metricsToken">) {
  const app = new Hono().get("/metrics", metricsRoute(testConfig({ dataDir: "memory://", ...config }), createStoreMetrics()));
  const server = http.createServer(getRequestListener(app.fetch));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, port: (server.address() as AddressInfo).port };
}

describe("who may read the metrics", () => {
  it("behind a proxy, a caller on this machine is refused without the token: the proxy is on this machine too", async () => {
    const { server, port } = await metricsOnly({ trustProxy: true });
    try {
      const res = await request(port, "/metrics");
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body)).toEqual({ success: false, message: METRICS_MESSAGES.notHere });
      expect(res.body).not.toContain("dhaaga_http_requests_total");
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it("with METRICS_TOKEN, the right bearer token opens them and a wrong or missing one is 401", async () => {
    const token = "m3trics-token-for-the-scraper";
    const { server, port } = await metricsOnly({ trustProxy: true, metricsToken: token });
    try {
      const wrong = await request(port, "/metrics", { headers: { authorization: "Bearer m3trics-token-for-the-scrapeR" } });
      expect(wrong.status).toBe(401);
      expect(JSON.parse(wrong.body).message).toBe(METRICS_MESSAGES.badToken);
      expect(wrong.headers["www-authenticate"]).toBe("Bearer");
      const none = await request(port, "/metrics");
      expect(none.status).toBe(401);
      const right = await request(port, "/metrics", { headers: { authorization: `Bearer ${token}` } });
      expect(right.status).toBe(200);
      expect(right.body).toContain("# TYPE dhaaga_http_requests_total counter");
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it("a request with no connection to read an address from (app.request) is refused", async () => {
    const app = new Hono().get("/metrics", metricsRoute(testConfig({ dataDir: "memory://" }), createStoreMetrics()));
    const res = await app.request("/metrics");
    expect(res.status).toBe(403);
  });
});
