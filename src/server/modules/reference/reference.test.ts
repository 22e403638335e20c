import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_AREAS } from "../../../contracts/api";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

/** Every JSON API route the app answers, as "METHOD /path" with OpenAPI's `{param}`. */
function appRoutes(): string[] {
  const keys = store.app.routes
    .filter((r) => r.path.startsWith("/api/") && r.method !== "ALL")
    .map((r) => `${r.method} ${r.path.replace(/:([A-Za-z_]+)/g, "{$1}")}`);
  return [...new Set(keys)].sort();
}

describe("the OpenAPI document", () => {
  it("names every API route the store answers, and no route it does not", async () => {
    const res = await store.get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe("3.1.0");
    const documented = Object.entries(res.json.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(appRoutes().length).toBeGreaterThan(30);
    expect(documented).toEqual(appRoutes());
  });

  it("describes a request body as the client sends it, with its limits", async () => {
    const { json } = await store.get("/api/openapi.json");
    const register = json.paths["/api/user/register"].post;
    const body = register.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(expect.arrayContaining(["name", "email", "password"]));
    expect(body.properties.password).toMatchObject({ type: "string", minLength: 8, maxLength: 128 });
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(["200", "400", "409", "429"]));
  });

  it("is readable as a page at /api/docs, one section per call", async () => {
    const res = await store.get("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.text).toContain("/api/openapi.json");
    for (const key of appRoutes()) {
      const [method, path] = key.split(" ");
      expect(res.text).toContain(`<span class="m">${method}</span> <code>${path}</code>`);
    }
  });
});

describe("the answers match their contracts", () => {
  const answer = (key: keyof (typeof API_AREAS)["catalog"] | keyof (typeof API_AREAS)["storefront"]) =>
    ({ ...API_AREAS.catalog, ...API_AREAS.storefront })[key].response;

  it("lists, finds and searches products in the documented shapes", async () => {
    const list = await store.get("/api/product/list");
    expect(answer("GET /api/product/list").safeParse(list.json).error).toBeUndefined();
    const slug = list.json.products[0].slug;
    const one = await store.get(`/api/product/by-slug/${slug}`);
    expect(answer("GET /api/product/by-slug/{slug}").safeParse(one.json).error).toBeUndefined();
    const search = await store.get("/api/product/search?category=Men&sort=low-high");
    expect(answer("GET /api/product/search").safeParse(search.json).error).toBeUndefined();
    const related = await store.get(`/api/product/${one.json.product._id}/related`);
    expect(answer("GET /api/product/{id}/related").safeParse(related.json).error).toBeUndefined();
    const recent = await store.get("/api/product/recent-purchases");
    expect(answer("GET /api/product/recent-purchases").safeParse(recent.json).error).toBeUndefined();
  });

  it("prices a guest's cart and checkout in the documented shapes", async () => {
    const { products } = (await store.get("/api/product/list")).json;
    const p = products[0];
    const cartData = { [p._id]: { [p.sizes[0]]: { [p.colors[0]]: 2 } } };
    const summary = await store.post("/api/cart/summary", { cartData, couponCode: "FLAT10" });
    expect(summary.json.coupon).toMatchObject({ code: "FLAT10", applied: true });
    expect(API_AREAS.cart["POST /api/cart/summary"].response.safeParse(summary.json).error).toBeUndefined();
    const items = [{ _id: p._id, size: p.sizes[0], color: p.colors[0], quantity: 2 }];
    const quote = await store.post("/api/order/quote", { items, couponCode: "FLAT10" });
    expect(API_AREAS.orders["POST /api/order/quote"].response.safeParse(quote.json).error).toBeUndefined();
  });

  it("answers a signed-up shopper's profile in the documented shape", async () => {
    const signup = await store.post("/api/user/register", { name: "Asha", email: "asha.contract@example.com", password: "a-long-secret-9" });
    expect(API_AREAS.users["POST /api/user/register"].response.safeParse(signup.json).error).toBeUndefined();
    const profile = await store.get("/api/user/profile", { token: signup.json.token });
    expect(API_AREAS.users["GET /api/user/profile"].response.safeParse(profile.json).error).toBeUndefined();
  });
});
