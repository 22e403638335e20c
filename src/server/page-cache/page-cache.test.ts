import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, isAnonymous, pageKey, type Render } from "./page-cache";

const CSP = "default-src 'self'; script-src 'self' 'sha256-abc='";

/**
 * A stand-in for server rendering that writes down who asked: the page names the visitor when the
 * request carries a shopper's credentials, as a page that read them would.
 */
function renderer(opts: { status?: number; headers?: Record<string, string>; filler?: number } = {}) {
  let renders = 0;
  let release: (() => void) | null = null;
  let hold = false;
  const render: Render = async (request) => {
    renders += 1;
    if (hold) await new Promise<void>((r) => (release = r));
    const who = request.headers.get("authorization") ?? request.headers.get("token") ?? request.headers.get("cookie") ?? "a visitor";
    const url = new URL(request.url);
    const body = `<!DOCTYPE html><html><body><h1>${url.pathname}${url.search}</h1><p>Hello ${who}</p><p>render ${renders}</p>${"<li>Magma Black Oversized Tee ₹899</li>".repeat(opts.filler ?? 50)}</body></html>`;
    return new Response(body, {
      status: opts.status ?? 200,
      headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": CSP, ...opts.headers },
    });
  };
  return {
    render,
    get renders() {
      return renders;
    },
    holdNext() {
      hold = true;
    },
    release() {
      hold = false;
      release?.();
    },
  };
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://shop.test${path}`, { headers });
const text = async (res: Response) => Buffer.from(await res.arrayBuffer()).toString();
const MB = 1024 * 1024;

describe("the anonymous page cache", () => {
  it("renders a page once and serves the next visitors the same bytes, with the CSP it was rendered with", async () => {
    const cache = createPageCache({ maxBytes: MB, ttlMs: 60_000 });
    const r = renderer();
    const first = await cache.serve(get("/product/magma-black-tee"), r.render);
    const second = await cache.serve(get("/product/magma-black-tee"), r.render);
    expect(r.renders).toBe(1);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("content-security-policy")).toBe(CSP);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(await text(second)).toBe(await text(first));
  });

  it("sends the stored Brotli or gzip bytes the browser accepts, and a 304 for the ETag it holds", async () => {
    const cache = createPageCache({ maxBytes: MB, ttlMs: 60_000 });
    const r = renderer();
    const plain = await text(await cache.serve(get("/"), r.render));
    const br = await cache.serve(get("/", { "accept-encoding": "gzip, deflate, br" }), r.render);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("accept-encoding");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(Buffer.byteLength(plain) / 5);
    expect(brotliDecompressSync(brBytes).toString()).toBe(plain);
    const gz = await cache.serve(get("/", { "accept-encoding": "gzip" }), r.render);
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    const etag = br.headers.get("etag") ?? "";
    const again = await cache.serve(get("/", { "if-none-match": etag }), r.render);
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBe(CSP);
    expect(await again.text()).toBe("");
    expect(r.renders).toBe(1);
  });

  it("finds a kept page for the server's listener by the same visitor test and key, and nothing for an address it cannot read", async () => {
    const cache = createPageCache({ maxBytes: 8 * MB, ttlMs: 10_000 });
    const r = renderer();
    await cache.serve(get("/collection?size=M&sort=low-high"), r.render);
    const asReceived = (url: string, headers: IncomingHttpHeaders = {}, method = "GET") => ({ method, url, headers }) as IncomingMessage;
    const found = cache.lookup(asReceived("/collection?sort=low-high&size=M"));
    expect(found?.headers).toMatchObject({ "content-security-policy": CSP, "x-page-cache": "hit" });
    expect(found?.cacheControl).toBe("no-cache");
    expect(cache.lookup(asReceived("/collection?sort=low-high&size=M", {}, "HEAD"))).toBeDefined();
    expect(cache.lookup(asReceived("/collection?sort=low-high&size=M", { authorization: "Bearer t" }))).toBeUndefined();
    expect(cache.lookup(asReceived("/collection?sort=low-high&size=M", { cookie: "s=1" }))).toBeUndefined();
    expect(cache.lookup(asReceived("/collection?sort=low-high&size=M", {}, "POST"))).toBeUndefined();
    expect(cache.lookup(asReceived("/collection"))).toBeUndefined();
    for (const hostile of ["//", "///", "//:99999/", "*", "http://[::1", ""]) expect(cache.lookup(asReceived(hostile))).toBeUndefined();
    expect(r.renders).toBe(1);
  });

  it("keeps one page per query, whatever the order of its parameters", async () => {
    const cache = createPageCache({ maxBytes: MB, ttlMs: 60_000 });
    const r = renderer();
    await cache.serve(get("/collection?size=M&category=Hoodies"), r.render);
    const same = await cache.serve(get("/collection?category=Hoodies&size=M"), r.render);
    expect(same.headers.get("x-page-cache")).toBe("hit");
    const other = await cache.serve(get("/collection?category=Hoodies&size=L"), r.render);
    expect(other.headers.get("x-page-cache")).toBe("miss");
    expect(r.renders).toBe(2);
    expect(pageKey(new URL("http://x/c?b=2&a=1&b=1"))).toBe("/c?a=1&b=2&b=1");
  });

  it("never keeps or serves a page to a request carrying a shopper's or the console's credentials", async () => {
    const cache = createPageCache({ maxBytes: MB, ttlMs: 60_000 });
    const r = renderer();
    const credentials: Record<string, string>[] = [
      { authorization: "Bearer asha-secret" },
      { token: "asha-secret" },
      { cookie: "dhaaga_console=asha-secret" },
    ];
    for (const headers of credentials) {
      const mine = await text(await cache.serve(get("/profile", headers), r.render));
      expect(mine).toContain("asha-secret");
    }
    expect(cache.pages).toBe(0);
    const visitor = await cache.serve(get("/profile"), r.render);
    expect(await text(visitor)).not.toContain("asha-secret");
    // A page kept for visitors is not what a signed-in request gets either: it is rendered for it.
    const signedIn = await cache.serve(get("/profile", { authorization: "Bearer ravi-secret" }), r.render);
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    expect(await text(signedIn)).toContain("ravi-secret");
    expect(r.renders).toBe(5);
  });

  it("keeps neither the console, the development mailbox, failures, nor responses that set a cookie or say private", async () => {
    expect(isAnonymous(get("/admin"))).toBe(false);
    expect(isAnonymous(get("/admin/products"))).toBe(false);
    expect(isAnonymous(get("/admin.data"))).toBe(false);
    expect(isAnonymous(get("/dev/mailbox"))).toBe(false);
    expect(isAnonymous(new Request("http://shop.test/login", { method: "POST" }))).toBe(false);
    expect(isAnonymous(get("/administration-fees"))).toBe(true);
    for (const r of [
      renderer({ status: 404 }),
      renderer({ headers: { "set-cookie": "a=b" } }),
      renderer({ headers: { "cache-control": "private, no-store" } }),
    ]) {
      const cache = createPageCache({ maxBytes: MB, ttlMs: 60_000 });
      await cache.serve(get("/somewhere"), r.render);
      await cache.serve(get("/somewhere"), r.render);
      expect(r.renders).toBe(2);
      expect(cache.pages).toBe(0);
    }
  });

  it("forgets every page when what pages show changes, and does not keep a render that began before the change", async () => {
    const cache = createPageCache({ maxBytes: MB, ttlMs: 60_000 });
    const r = renderer();
    await cache.serve(get("/"), r.render);
    cache.clear();
    expect(cache.pages).toBe(0);
    r.holdNext();
    const during = cache.serve(get("/"), r.render);
    await new Promise((res) => setImmediate(res));
    cache.clear();
    r.release();
    expect(await text(await during)).toContain("render 2");
    expect(cache.pages).toBe(0);
    expect(await text(await cache.serve(get("/"), r.render))).toContain("render 3");
    expect(cache.pages).toBe(1);
  });

  it("shares one render among visitors asking for the same page at once", async () => {
    const cache = createPageCache({ maxBytes: MB, ttlMs: 60_000 });
    const r = renderer();
    r.holdNext();
    const answers = Array.from({ length: 20 }, () => cache.serve(get("/collection"), r.render));
    await new Promise((res) => setImmediate(res));
    r.release();
    const bodies = await Promise.all((await Promise.all(answers)).map(text));
    expect(r.renders).toBe(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it("stays within its memory cap, the least recently used page going first", async () => {
    const cache = createPageCache({ maxBytes: 64 * 1024, ttlMs: 60_000 });
    const r = renderer({ filler: 200 });
    for (let i = 0; i < 40; i++) await cache.serve(get(`/product/p-${i}`), r.render);
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.pages).toBeGreaterThan(1);
    expect(cache.pages).toBeLessThan(40);
    const newest = await cache.serve(get("/product/p-39"), r.render);
    expect(newest.headers.get("x-page-cache")).toBe("hit");
    const oldest = await cache.serve(get("/product/p-0"), r.render);
    expect(oldest.headers.get("x-page-cache")).toBe("miss");
  });

  it("renders a page again once it is older than its time to live", async () => {
    let t = 1_000;
    const cache = createPageCache({ maxBytes: MB, ttlMs: 10_000, now: () => t });
    const r = renderer();
    await cache.serve(get("/"), r.render);
    t += 9_000;
    expect((await cache.serve(get("/"), r.render)).headers.get("x-page-cache")).toBe("hit");
    t += 2_000;
    expect((await cache.serve(get("/"), r.render)).headers.get("x-page-cache")).toBe("miss");
    expect(r.renders).toBe(2);
  });
});
