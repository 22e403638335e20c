import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageVisits } from "../../src/server/db/schema";
import { VISIT_LIMIT_PER_MINUTE } from "../../src/server/modules/analytics/visits.service";
import { createTestStore, type TestStore } from "../support/test-store";

let store: TestStore;
let productName: string;
beforeAll(async () => {
  store = await createTestStore({ config: { trustProxy: true } });
  productName = (await store.get("/api/product/list")).json.products[0].name;
});
afterAll(() => store.close());

const visit = (body: unknown, ip = "10.0.0.1") => store.post("/api/analytics/visit", body, { "x-forwarded-for": ip });

async function counts() {
  await store.services.visits.flush();
  const rows = await store.db.select().from(pageVisits);
  return new Map(rows.map((r) => [r.page, r.count]));
}

describe("POST /api/analytics/visit", () => {
  it("counts the spec's page names and product names, one row per page and day", async () => {
    // Other tests count visits to the same pages: this one checks what its own visits add.
    const before = await counts();
    const added = async (page: string) => ((await counts()).get(page) ?? 0) - (before.get(page) ?? 0);
    for (const page of ["Home", "Collection", "About", "Contact Page", "Cart", "Home", productName]) {
      const res = await visit({ page }, `10.1.0.${page.length}`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ success: true, counted: true });
    }
    expect(await added("Home")).toBe(2);
    expect(await added("Contact Page")).toBe(1);
    expect(await added(productName)).toBe(1);
    const rows = await store.db.select().from(pageVisits);
    expect(rows.filter((r) => r.page === "Home")).toHaveLength(1);
    await visit({ page: "Home" }, "10.1.0.99");
    expect(await added("Home")).toBe(3);
  });

  it("refuses a missing, empty, non-string, over-long, unprintable or unknown page with a clear 400", async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /page is required/],
      [{ page: "" }, /must not be empty/],
      [{ page: "   " }, /must not be empty/],
      [{ page: 42 }, /must be a string/],
      [{ page: ["Home"] }, /must be a string/],
      [{ page: "x".repeat(121) }, /at most 120/],
      [{ page: "Home\u0000" }, /printable/],
      [{ page: "Home\nCart" }, /printable/],
      [{ page: "<script>alert(1)</script>" }, /'Home'.*product's name/],
      [{ page: "undefined" }, /product's name/],
    ];
    for (const [body, message] of cases) {
      const res = await visit(body, "10.2.0.1");
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.success).toBe(false);
      expect(res.json.message).toMatch(message);
      expect(res.json.field).toBe("page");
    }
    expect((await visit("not json", "10.2.0.2")).status).toBe(400);
    const c = await counts();
    expect(c.has("undefined")).toBe(false);
    expect(c.has("<script>alert(1)</script>")).toBe(false);
  });

  it("over an address's limit accepts visits with 202 without counting them, while other addresses go on", async () => {
    const before = (await counts()).get("Cart") ?? 0;
    const results = [];
    for (let i = 0; i < VISIT_LIMIT_PER_MINUTE + 5; i++) results.push((await visit({ page: "Cart" }, "10.3.0.1")).status);
    expect(results.filter((s) => s === 200)).toHaveLength(VISIT_LIMIT_PER_MINUTE);
    expect(results.slice(VISIT_LIMIT_PER_MINUTE)).toEqual([202, 202, 202, 202, 202]);
    expect((await visit({ page: "Cart" }, "10.3.0.1")).json).toEqual({ success: true, counted: false });
    expect((await visit({ page: "Cart" }, "10.3.0.2")).status).toBe(200);
    expect((await counts()).get("Cart")).toBe(before + VISIT_LIMIT_PER_MINUTE + 1);
  });

  it("still refuses a missing or absurd page name with 400 over the limit", async () => {
    for (let i = 0; i < VISIT_LIMIT_PER_MINUTE; i++) await visit({ page: "About" }, "10.3.0.3");
    const missing = await visit({}, "10.3.0.3");
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ success: false, field: "page" });
    expect((await visit({ page: "x".repeat(121) }, "10.3.0.3")).status).toBe(400);
  });

  it("recognises a product's name by its slug, not by a name that only shares the slug", async () => {
    expect((await visit({ page: productName.toUpperCase() }, "10.4.0.1")).status).toBe(400);
    expect((await visit({ page: `  ${productName}  ` }, "10.4.0.1")).status).toBe(200);
    expect((await visit({ page: productName.replace(/\s+/g, "_") }, "10.4.0.1")).status).toBe(400);
  });
});

describe("POST /api/analytics/visit with IP_RATE_LIMIT_SCALE", () => {
  let scaled: TestStore;
  beforeAll(async () => {
    scaled = await createTestStore({ config: { trustProxy: true, ipRateLimitScale: 2 } });
  });
  afterAll(() => scaled.close());

  it("counts the per-address limit times the scale", async () => {
    const statuses = [];
    for (let i = 0; i < 2 * VISIT_LIMIT_PER_MINUTE + 1; i++) {
      statuses.push((await scaled.post("/api/analytics/visit", { page: "Home" }, { "x-forwarded-for": "10.5.0.1" })).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(2 * VISIT_LIMIT_PER_MINUTE);
    expect(statuses.at(-1)).toBe(202);
  });
});
