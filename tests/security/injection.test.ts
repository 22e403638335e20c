import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { createLogger } from "../../src/server/http/logger";
import { createStaticFiles } from "../../src/server/http/static-files";
import { expectNothingChanged, expectRefusal, fromAddress, mailsSettled, shopper } from "../support/attack-kit";
import { ADDRESS, variantWithStock } from "../support/order-kit";
import { createTestStore, type TestStore } from "../support/test-store";

/** Script in every text field, CRLF in mail headers, path traversal and SQL in parameters (OWASP API8, API10). */
let store: TestStore;
let v: Awaited<ReturnType<typeof variantWithStock>>;
beforeAll(async () => {
  store = await createTestStore({ config: { trustProxy: true } });
  v = await variantWithStock(store, 50);
});
afterAll(() => store?.close());

const XSS = `<script>alert(1)</script><img src=x onerror=alert(2)>"'`;

/** An answer that a browser could only ever treat as data: JSON, not sniffed. */
function expectJsonAnswer(res: { headers: Headers; text: string }) {
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
}

describe("script in every text field is kept as text and answered as JSON", () => {
  it("sign-up name: stored as written, answered as JSON", async () => {
    const email = `xss-${randomUUID().slice(0, 8)}@example.in`;
    const r = await store.post("/api/user/register", { name: XSS, email, password: "long-enough-pass-1" }, fromAddress());
    expect(r.status).toBe(200);
    const profile = await store.get("/api/user/profile", { token: r.json.token });
    expectJsonAnswer(profile);
    expect(profile.json.user.name).toBe(XSS);
  });

  it("review name and comment: stored as written, in the list as JSON", async () => {
    const r = await store.post(`/api/product/${v.product.id}/addReview`, { userName: XSS, rating: 4, comment: XSS }, fromAddress());
    expect(r.status).toBe(201);
    expectJsonAnswer(r);
    expect(r.json.newReview).toMatchObject({ userName: XSS, comment: XSS });
    const page = await store.get(`/api/product/${v.product.id}/reviews`);
    expectJsonAnswer(page);
    expect(page.json.reviews[0].comment).toBe(XSS);
  });

  it("delivery address fields: stored as written on the order, answered as JSON", async () => {
    const s = await shopper(store, "Addr");
    const address = { ...ADDRESS, firstName: XSS.slice(0, 40), lastName: "<svg/onload=alert(1)>", street: XSS };
    const r = await store.post(
      "/api/order/place",
      { address, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }] },
      { token: s.token, "idempotency-key": randomUUID() },
    );
    expect(r.status).toBe(200);
    await mailsSettled(store, s.email, 2);
    const list = await store.post("/api/order/userorders", {}, { token: s.token });
    expectJsonAnswer(list);
    expect(list.json.orders[0].address.street).toBe(XSS);
  });

  it("profile address: stored as written", async () => {
    const s = await shopper(store, "Profile");
    const r = await store.post(
      "/api/user/profile",
      { address: { street: XSS, city: "Pune", state: "", zip: "411001", country: "India" } },
      { token: s.token },
    );
    expect(r.status).toBe(200);
    expect((await store.get("/api/user/profile", { token: s.token })).json.user.addresses[0].street).toBe(XSS);
  });

  it("a reflected search term comes back as JSON only", async () => {
    const r = await store.get(`/api/product/search?q=${encodeURIComponent(XSS)}`);
    expect(r.status).toBe(200);
    expectJsonAnswer(r);
  });

  it("an unknown slug full of markup is a JSON 404 that does not echo it", async () => {
    const r = await store.get(`/api/product/by-slug/${encodeURIComponent(XSS)}`);
    expectRefusal(r, 404);
    expectJsonAnswer(r);
    expect(r.text).not.toContain("<script>");
  });
});

describe("header injection in mail: a line break in a one-line field is refused, nothing is stored or mailed", () => {
  const CRLF = "Asha\r\nBcc: everyone@example.com";
  const partner = {
    acceptTerms: true,
    firstName: "Asha",
    lastName: "Verma",
    email: "asha@example.in",
    phoneNumber: "",
    topic: "Inquiry",
    message: "Hello there, bulk order.",
  };

  it.each([
    ["the partner form's first name", "/api/partner", { ...partner, firstName: CRLF }, "firstName"],
    ["the partner form's email", "/api/partner", { ...partner, email: "asha@example.in\r\nBcc: x@example.com" }, "email"],
    ["the partner form's topic", "/api/partner", { ...partner, topic: "Inquiry\r\nSubject: Win" }, "topic"],
    [
      "the grievance form's name",
      "/api/grievance",
      { name: CRLF, email: "asha@example.in", orderId: "", message: "A long enough complaint." },
      "name",
    ],
    [
      "the grievance form's order number",
      "/api/grievance",
      { name: "Asha", email: "asha@example.in", orderId: "1\nBcc: x@example.com", message: "A long enough complaint." },
      "orderId",
    ],
    ["the sign-up name", "/api/user/register", { name: CRLF, email: "crlf@example.in", password: "long-enough-pass-1" }, "name"],
  ])("%s", async (_what, route, body, field) => {
    const r = await expectNothingChanged(store, () => store.post(route, body, fromAddress()));
    expectRefusal(r, 400, field);
  });
});

describe("path traversal", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-traversal-"));
  const publicDir = path.join(root, "public");
  fs.mkdirSync(path.join(publicDir, "assets"), { recursive: true });
  fs.writeFileSync(path.join(publicDir, "assets", "app.js"), "console.log('ok')");
  fs.writeFileSync(path.join(root, "secret.txt"), "TOP SECRET");
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it.each([
    "/assets/..%2f..%2fsecret.txt",
    "/assets/%2e%2e/%2e%2e/secret.txt",
    "/assets/..%5c..%5csecret.txt",
    "/..%2fsecret.txt",
    "/%2e%2e%2fsecret.txt",
  ])("static files: %s does not leave the public folder", async (p) => {
    const app = createApp({
      config: store.config,
      database: store.database,
      services: store.services,
      logger: createLogger("silent"),
      staticFiles: createStaticFiles([{ prefix: "/", dir: publicDir, cacheControl: () => "no-store" }]),
    });
    const ok = await app.request("/assets/app.js");
    expect(ok.status).toBe(200);
    const res = await app.request(p);
    expect(res.status).not.toBe(200);
    expect(await res.text()).not.toContain("TOP SECRET");
  });

  it.each(["..%2f..%2f..%2fetc%2fpasswd", "%2e%2e%2f%2e%2e%2fetc%2fpasswd", "....%2f%2f....%2f%2fetc%2fpasswd"])(
    "uploaded media: %s is 404",
    async (p) => {
      const r = await store.get(`/media/${p}`);
      expect(r.status).toBe(404);
      expect(r.text).not.toContain("root:");
    },
  );

  it("an invoice asked for by a path is 404 JSON", async () => {
    const s = await shopper(store, "Invoice");
    const r = await store.get("/api/order/..%2f..%2f..%2fetc%2fpasswd/invoice", { token: s.token });
    expect(r.status).toBe(404);
    expect(r.text).not.toContain("root:");
  });
});

describe("SQL in parameters is data", () => {
  it.each(["' OR '1'='1", "x'; drop table products; --", "%' union select password_hash from users --"])(
    "search %j answers normally and drops nothing",
    async (q) => {
      const r = await expectNothingChanged(store, () => store.get(`/api/product/search?q=${encodeURIComponent(q)}`));
      expect(r.status).toBe(200);
      expect(JSON.stringify(r.json)).not.toMatch(/argon2/);
      expect((await store.get("/api/product/list")).json.products.length).toBeGreaterThan(40);
    },
  );

  it("a login with SQL in the email is refused like any wrong login", async () => {
    const r = await expectNothingChanged(store, () =>
      store.post("/api/user/login", { email: "' OR 1=1 --@x.in", password: "x' OR '1'='1" }, fromAddress()),
    );
    expect([400, 401]).toContain(r.status);
    expect(r.json.token).toBeUndefined();
  });
});
