import { brotliDecompressSync } from "node:zlib";
import { createHash } from "node:crypto";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../../tests/support/test-store";
import { testConfig } from "../config";
import { compressHtml } from "./compress-html";
import { contentSecurityPolicy, pageWithScriptHashes, renderedScriptHashes, securityHeaders } from "./security-headers";
import type { AppEnv } from "./types";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(async () => {
  await store.close();
});

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

const razorpay = { keyId: "rzp_test_1", keySecret: "s", checkoutUrl: "https://checkout.razorpay.com/v1/checkout.js" };
const stripe = { secretKey: "sk_test_1" };

describe("security headers", () => {
  it.each([
    ["a JSON answer", "/api/product/list"],
    ["an error", "/api/nothing-here"],
    ["a health check", "/healthz"],
    ["a stored file", "/robots.txt"],
  ])("come with %s: nothing it names loads, and it is never framed or sniffed", async (_, path) => {
    const res = await store.get(path);
    const h = res.headers;
    expect(h.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(h.get("x-frame-options")).toBe("DENY");
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(h.get("strict-transport-security")).toBeNull();
  });

  it.each([
    ["a page", "text/html; charset=utf-8"],
    ["an invoice", "application/pdf"],
  ])("come with %s in full: a document's policy, referrer, permissions and opener", async (_, type) => {
    const app = new Hono<AppEnv>();
    app.use(securityHeaders(testConfig()));
    app.get("/doc", (c) => c.body("…", 200, { "content-type": type }));
    const h = (await app.request("/doc")).headers;
    expect(h.get("x-frame-options")).toBe("DENY");
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(h.get("permissions-policy")).toContain("camera=()");
    expect(h.get("cross-origin-opener-policy")).toMatch(/^same-origin/);
    const csp = h.get("content-security-policy") ?? "";
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
    expect(directive(csp, "base-uri")).toBe("base-uri 'none'");
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "script-src")).toBe("script-src 'self'");
  });

  it("leave a rendered page its own policy", async () => {
    const app = new Hono<AppEnv>();
    app.use(securityHeaders(testConfig()));
    app.get("/page", (c) => c.html("<p>x</p>", 200, { "content-security-policy": "default-src 'self'; script-src 'self' 'sha256-abc='" }));
    const h = (await app.request("/page")).headers;
    expect(h.get("content-security-policy")).toBe("default-src 'self'; script-src 'self' 'sha256-abc='");
    expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("HSTS only when the public address is https", async () => {
    const https = await createTestStore({ seed: false, config: { publicUrl: "https://dhaaga.example" } });
    try {
      for (const path of ["/healthz", "/api/product/list"])
        expect((await https.get(path)).headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}/);
    } finally {
      await https.close();
    }
  });

  it("names Razorpay's checkout only when Razorpay is on, and lets forms go to the providers that are on", () => {
    const off = contentSecurityPolicy(testConfig());
    expect(off).not.toContain("razorpay");
    expect(off).not.toContain("stripe");
    expect(directive(off, "form-action")).toBe("form-action 'self'");

    const on = contentSecurityPolicy(testConfig({ razorpay, stripe }));
    expect(directive(on, "script-src")).toBe("script-src 'self' https://checkout.razorpay.com");
    expect(directive(on, "frame-src")).toContain("https://api.razorpay.com");
    expect(directive(on, "form-action")).toBe("form-action 'self' https://api.razorpay.com https://checkout.stripe.com");

    const onlyStripe = contentSecurityPolicy(testConfig({ stripe }));
    expect(onlyStripe).not.toContain("razorpay");
    expect(directive(onlyStripe, "form-action")).toBe("form-action 'self' https://checkout.stripe.com");
  });

  it("never allows inline scripts wholesale", () => {
    for (const config of [testConfig(), testConfig({ razorpay, stripe })]) {
      const policy = contentSecurityPolicy(config, ["abc"]);
      expect(directive(policy, "script-src")).not.toContain("unsafe-inline");
      expect(directive(policy, "script-src")).not.toContain("unsafe-eval");
    }
  });
});

describe("a rendered page's policy", () => {
  const sha = (s: string) => createHash("sha256").update(s, "utf8").digest("base64");
  /** Pieces as React's string build writes an element: its name, each attribute in five, `>`, its text, its end tag. */
  const element = (name: string, attrs: Record<string, string>, ...inner: string[]) => [
    `<${name}`,
    ...Object.entries(attrs).flatMap(([k, v]) => [" ", k, '="', v, '"']),
    ">",
    ...inner,
    `</${name}>`,
  ];
  const context = 'window.__reactRouterContext = {"a":"\\u003c/script>"};';
  const loader = 'import "/assets/entry.js";';
  const jsonLd = '{"@type":"Product"}';
  const pieces = [
    "<!DOCTYPE html>",
    "<html",
    ">",
    ...element("head", {}, ...element("script", { src: "/assets/x.js" }), ...element("script", { type: "application/ld+json" }, jsonLd)),
    "<body",
    ">",
    // A part written in as markup: whatever it holds, React did not write it as a script.
    ...element("div", { "data-kept": "footer" }, "<p>Kept</p><script>steal(localStorage.token)</script>"),
    ...element("script", {}, context),
    ...element("script", { type: "module", async: "" }, loader),
    "</body>",
    "</html>",
  ];
  const page = pieces.join("");
  const html = { "content-type": "text/html; charset=utf-8" };

  it("lists each script React wrote as an element, skipping those loaded by src, and none inside markup", () => {
    expect(renderedScriptHashes(pieces)).toEqual([sha(jsonLd), sha(context), sha(loader)]);
  });

  it("travels with the page, which is unchanged, and lists the page step's own scripts beside React's", async () => {
    const res = await pageWithScriptHashes(new Response("not the page", { headers: html }), testConfig(), undefined, pieces, [sha("own()")]);
    expect(await res.text()).toBe(page);
    const scripts = directive(res.headers.get("content-security-policy") ?? "", "script-src");
    expect(scripts).toBe(`script-src 'self' 'sha256-${sha(jsonLd)}' 'sha256-${sha(context)}' 'sha256-${sha(loader)}' 'sha256-${sha("own()")}'`);
  });

  it("allows no script of a page handed over without React's pieces but the page step's own", async () => {
    const res = await pageWithScriptHashes(new Response(page, { headers: html }), testConfig(), undefined, undefined, [sha("own()")]);
    expect(await res.text()).toBe(page);
    expect(directive(res.headers.get("content-security-policy") ?? "", "script-src")).toBe(`script-src 'self' 'sha256-${sha("own()")}'`);
  });

  it("is made from the pieces the renderer hands over, compressed from the same bytes", async () => {
    // The body is not what the renderer handed over: only the pieces given are read.
    const rendered = new Response("not the page", { headers: html });
    // Past the size below which pages are sent as they are.
    const prices = "<p>₹1,299</p>".repeat(100);
    const rewrite = (segments: readonly string[]) => segments.map((s) => s.replace("<body>", `<body>${prices}`));
    const res = await pageWithScriptHashes(rendered, testConfig(), rewrite, pieces);
    const sent = page.replace("<body>", `<body>${prices}`);
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(sent)));
    expect(directive(res.headers.get("content-security-policy") ?? "", "script-src")).toContain(`'sha256-${sha(loader)}'`);
    const compressed = await compressHtml(new Request("http://store/", { headers: { "accept-encoding": "br" } }), res);
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString("utf8")).toBe(sent);
  });
});
