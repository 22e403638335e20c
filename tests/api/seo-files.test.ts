import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSeoService } from "../../src/server/modules/seo/seo.service";
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
    for (const page of ["/", "/collection", "/men", "/women", "/kids", "/about", "/contact", "/chat", "/scratch", "/customize", "/sitemap"]) {
      expect(locs).toContain(`https://shop.example.in${page}`);
    }
    expect(locs.some((l) => l.includes("/cart") || l.includes("/login"))).toBe(false);
  });

  it("serves an index of parts of at most the chunk size when the URLs do not fit in one file", async () => {
    const whole = [...(await store.get("/sitemap.xml")).text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const single = store.services.seo;
    store.services.seo = createSeoService(store.db, "https://shop.example.in", { sitemapChunkSize: 10 });
    try {
      const res = await store.get("/sitemap.xml");
      expect(res.status).toBe(200);
      expect(res.text).toContain("<sitemapindex");
      const parts = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(parts).toHaveLength(Math.ceil(whole.length / 10));
      const listed: string[] = [];
      for (const [i, url] of parts.entries()) {
        expect(url).toBe(`https://shop.example.in/sitemap-${i + 1}.xml`);
        const part = await store.get(new URL(url).pathname);
        expect(part.status).toBe(200);
        expect(part.headers.get("content-type")).toMatch(/application\/xml/);
        const locs = [...part.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
        expect(locs.length).toBeLessThanOrEqual(10);
        listed.push(...locs);
      }
      expect(listed).toEqual(whole);
      const beyond = await store.get(`/sitemap-${parts.length + 1}.xml`);
      expect(beyond.status).toBe(404);
      expect(beyond.json.success).toBe(false);
    } finally {
      store.services.seo = single;
    }
  });

  it("has no sitemap parts while the sitemap fits in one file", async () => {
    const res = await store.get("/sitemap-1.xml");
    expect(res.status).toBe(404);
    expect(res.json.success).toBe(false);
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
