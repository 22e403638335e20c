import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../../tests/support/test-store";
import { testConfig } from "../config";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";
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
