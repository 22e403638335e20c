import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

describe("GET /api/product/list", () => {
  it("returns the demo catalog with every field the spec lists, newest first", async () => {
    const res = await store.get("/api/product/list");
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const products = res.json.products as any[];
    expect(products.length).toBeGreaterThanOrEqual(48);
    for (const key of [
      "_id",
      "name",
      "price",
      "originalPrice",
      "image",
      "category",
      "subCategory",
      "sizes",
      "colors",
      "reviews",
      "SKU",
      "description",
      "metadescription",
      "metatitle",
      "keywords",
      "slug",
      "bestseller",
    ]) {
      expect(products[0], key).toHaveProperty(key);
    }
    const dates = products.map((p) => Date.parse(p.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(products.some((p) => typeof p.rank === "number")).toBe(true);
    expect(products.every((p) => p.image.length >= 2)).toBe(true);
    expect(products.every((p) => p.originalPrice > p.price)).toBe(true);
  });

  it("sends prices in rupees, as the spec's client reads them", async () => {
    const { json } = await store.get("/api/product/list");
    const prices = (json.products as any[]).map((p) => p.price);
    expect(prices).toContain(899);
    expect(prices.every((p) => p >= 399 && p <= 2999)).toBe(true);
  });

  it("serves stored compressed bytes with an ETag and answers 304 to a matching If-None-Match", async () => {
    const first = await store.app.request("/api/product/list", { headers: { "accept-encoding": "br, gzip" } });
    expect(first.headers.get("content-encoding")).toBe("br");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await store.app.request("/api/product/list", { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
  });

  it("never carries the cost price of a variant or its stock count", async () => {
    const { text } = await store.get("/api/product/list");
    expect(text).not.toMatch(/"stock"/);
  });
});

describe("GET /api/product/by-slug/:slug", () => {
  it("finds a product by its slug in any case, with underscores or spaces", async () => {
    const { json } = await store.get("/api/product/list");
    const p = json.products[0];
    const upper = encodeURIComponent(p.slug.toUpperCase().replace(/_/g, " "));
    const res = await store.get(`/api/product/by-slug/${upper}`);
    expect(res.status).toBe(200);
    expect(res.json.product._id).toBe(p._id);
  });

  it("answers 404 with a JSON message for an unknown slug", async () => {
    const res = await store.get("/api/product/by-slug/no_such_shirt");
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: "Product not found.", field: "slug" });
  });
});

describe("the API's edges", () => {
  it("answers unknown API paths with a 404 JSON error", async () => {
    const res = await store.post("/api/nothing/here");
    expect(res.status).toBe(404);
    expect(res.json.success).toBe(false);
    expect(res.json.message).toMatch(/No API route/);
  });

  it("answers health and readiness checks", async () => {
    expect((await store.get("/healthz")).json).toEqual({ ok: true });
    const ready = await store.get("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.json.ok).toBe(true);
  });

  it("refuses a body over the size limit with 413", async () => {
    const res = await store.post("/api/product/list", "x".repeat(70_000));
    expect(res.status).toBe(413);
    expect(res.json.success).toBe(false);
  });

  it("writes one log line per request without the query string", async () => {
    const before = store.logLines.length;
    await store.get("/api/product/list?token=secret-value");
    // This request's line: earlier tests called the same path.
    const line = store.logLines
      .slice(before)
      .map((l) => JSON.parse(l))
      .find((l) => l.msg === "request" && l.path === "/api/product/list");
    expect(line).toMatchObject({ method: "GET", status: 200 });
    expect(typeof line.ms).toBe("number");
    expect(line.reqId).toBeTruthy();
    expect(store.logLines.join("")).not.toContain("secret-value");
  });
});
