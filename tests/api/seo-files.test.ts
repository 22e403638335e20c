import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/test-store";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ config: { publicUrl: "https://shop.example.in" } });
});
afterAll(() => store.close());

describe("search engine files", () => {
  it("lists every product and fixed page in /sitemap.xml with absolute URLs", async () => {
    const res = await store.get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/xml/);
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const products = (await store.get("/api/product/list")).json.products as any[];
    for (const p of products) expect(locs).toContain(`https://shop.example.in/product/${p.slug}`);
    for (const page of ["/", "/collection", "/men", "/women", "/kids", "/about", "/contact"]) {
      expect(locs).toContain(`https://shop.example.in${page}`);
    }
    expect(locs.some((l) => l.includes("/cart") || l.includes("/login"))).toBe(false);
  });

  it("serves /robots.txt allowing all, keeping crawlers off the API and account pages, naming the sitemap", async () => {
    const res = await store.get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/plain/);
    const lines = res.text.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const p of ["/api/", "/login", "/profile", "/orders", "/cart"]) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).toContain("Sitemap: https://shop.example.in/sitemap.xml");
  });
});
