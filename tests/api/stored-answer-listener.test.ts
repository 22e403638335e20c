import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListener } from "../../src/server/app";
import { createTestStore, type TestStore } from "../support/test-store";

/** One request over a real socket: status, headers as node:http reads them, and the raw bytes. */
function get(port: number, path: string, headers: Record<string, string> = {}, method = "GET", body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** What a caller sees of an answer, but for what differs per answer by design (its id, its date). */
const seen = (a: { status: number; headers: http.IncomingHttpHeaders; body: Buffer }) => {
  const { date: _date, "x-request-id": _id, ...headers } = a.headers;
  return { status: a.status, headers, body: a.body.toString("base64") };
};

const requestLines = (store: TestStore) =>
  store.logLines.map((l) => JSON.parse(l)).filter((l) => l.msg === "request" && l.path === "/api/product/list");

describe("stored answers before routing (the product list)", () => {
  let store: TestStore;
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    store = await createTestStore();
    server = http.createServer(createListener(store.app, store));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await store.close();
  });

  it("answers a kept list exactly as the router answered it: headers, encodings, 304, HEAD, a log line each", async () => {
    for (const encoding of ["br, gzip", "gzip", "identity"]) {
      store.services.catalog.invalidate();
      expect(store.services.catalog.peekProductListBody()).toBeUndefined();
      const routed = await get(port, "/api/product/list", { "accept-encoding": encoding });
      expect(store.services.catalog.peekProductListBody()).toBeDefined();
      const stored = await get(port, "/api/product/list", { "accept-encoding": encoding });
      expect(seen(stored)).toEqual(seen(routed));
      expect(stored.status).toBe(200);
    }
    const first = await get(port, "/api/product/list", { "accept-encoding": "br" });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(Number(first.headers["content-length"])).toBe(first.body.length);

    const revalidated = await get(port, "/api/product/list", { "if-none-match": String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);

    const head = await get(port, "/api/product/list", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);

    const mine = await get(port, "/api/product/list", { "x-request-id": "trace-42" });
    expect(mine.headers["x-request-id"]).toBe("trace-42");
    const other = await get(port, "/api/product/list");
    expect(other.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines(store).at(-1)).toMatchObject({ method: "GET", status: 200, reqId: other.headers["x-request-id"] });
    expect(requestLines(store).some((l) => l.reqId === "trace-42")).toBe(true);
  });

  it("shows a new review at once: a change forgets the kept list, and the router reads it again", async () => {
    const before = await get(port, "/api/product/list");
    const product = JSON.parse(before.body.toString()).products[0];
    const posted = await store.post(`/api/product/${product._id}/addReview`, {
      userName: "Meera",
      rating: 5,
      comment: "Kept its shape after ten washes",
    });
    expect(posted.status).toBe(201);
    const after = await get(port, "/api/product/list");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const shown = JSON.parse(after.body.toString()).products.find((p: { _id: string }) => p._id === product._id);
    expect(JSON.stringify(shown.reviews)).toContain("Kept its shape after ten washes");
  });

  it("leaves a query string, a POST and other paths to the router", async () => {
    await get(port, "/api/product/list");
    const queried = await get(port, "/api/product/list?page=2");
    expect(queried.status).toBe(200);
    expect(JSON.parse(queried.body.toString()).success).toBe(true);
    const posted = await get(port, "/api/product/list", { "content-type": "application/json" }, "POST", "{}");
    expect(posted.status).toBe(405);
    expect(posted.headers.allow).toBe("GET, HEAD");
    const missing = await get(port, "/api/product/lists");
    expect(missing.status).toBe(404);
  });
});
