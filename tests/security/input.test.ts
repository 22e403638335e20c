import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOO_DEEP } from "../../src/server/http/strict-input";
import { expectNothingChanged, expectRefusal, fromAddress, shopper } from "../support/attack-kit";
import { createTestStore, type TestStore } from "../support/test-store";

/** Oversized, malformed and mistyped bodies (OWASP API4, API8): a clear 4xx, never a 500, nothing written. */
let store: TestStore;
let token: string;
beforeAll(async () => {
  store = await createTestStore({ config: { trustProxy: true } });
  token = (await shopper(store, "Input")).token;
});
afterAll(() => store?.close());

const raw = (path: string, body: string, headers: Record<string, string>) => store.call("POST", path, body, headers);

describe("oversized bodies", () => {
  it("a 1 MB review is refused with 413 before it is read", async () => {
    const body = JSON.stringify({ userName: "Big", rating: 5, comment: "x".repeat(1_000_000) });
    const product = (await store.get("/api/product/list")).json.products[0]._id;
    const r = await expectNothingChanged(store, () => raw(`/api/product/${product}/addReview`, body, fromAddress()));
    expectRefusal(r, 413);
    // The unread body ends the connection, and the answer says so.
    expect(r.headers.get("connection")).toBe("close");
  });

  it("a 1 MB review with its length declared is refused with 413, and one under the limit is read", async () => {
    const product = (await store.get("/api/product/list")).json.products[0]._id;
    const big = JSON.stringify({ userName: "Big", rating: 5, comment: "x".repeat(1_000_000) });
    const declared = (body: string) => ({ ...fromAddress(), "content-length": String(Buffer.byteLength(body)) });
    const r = await expectNothingChanged(store, () => raw(`/api/product/${product}/addReview`, big, declared(big)));
    expectRefusal(r, 413);
    expect(r.json.message).toBe("The request body is too large.");
    // Read as any body is: a JSON body of declared length under the limit reaches its handler.
    const bad = '{"email": "a@b.in", "password": ';
    const login = await raw("/api/user/login", bad, declared(bad));
    expect(login.status).toBe(400);
    expect(login.json.message).toBe("The request body must be valid JSON.");
  });

  it("a sign-up padded to 200 kB is refused with 413", async () => {
    const body = JSON.stringify({ name: "Pad", email: "pad@example.in", password: "long-enough-pass-1", pad: "y".repeat(200_000) });
    const r = await expectNothingChanged(store, () => raw("/api/user/register", body, fromAddress()));
    expectRefusal(r, 413);
  });

  it("a guest cart of 10,000 lines is refused naming the field", async () => {
    const items = Array.from({ length: 10_000 }, () => ({ _id: "00000000-0000-4000-8000-000000000000", size: "M", color: "#000000", quantity: 1 }));
    const r = await store.post("/api/order/quote", { items }, fromAddress());
    expect([400, 413]).toContain(r.status);
    expect(r.json.success).toBe(false);
  });
});

describe("malformed bodies", () => {
  it.each([
    ["cut-off JSON", '{"email": "a@b.in", "password": '],
    ["a bare string", '"hello"'],
    ["a list", "[1,2,3]"],
    ["null", "null"],
    ["JSON with a NUL byte in a key", '{"em\\u0000ail": "a@b.in", "password": "long-enough-pass-1"}'],
    ["an email that is an object", '{"email": {"$ne": null}, "password": "long-enough-pass-1"}'],
    ["a prototype-polluting key", '{"__proto__": {"admin": true}, "email": "a@b.in", "password": "long-enough-pass-1"}'],
  ])("login with %s is a 4xx JSON refusal", async (_what, body) => {
    const r = await expectNothingChanged(store, () => raw("/api/user/login", body, fromAddress()));
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.json.success).toBe(false);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it.each([
    ["arrays", `{"query":${"[".repeat(5000)}${"]".repeat(5000)}}`],
    ["objects", `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`],
  ])("JSON of %s nested 5,000 deep is a 400 naming the body, not a crash", async (_what, body) => {
    const r = await expectNothingChanged(store, () => raw("/api/query", body, { token }));
    expectRefusal(r, 400, "body");
    expect(r.json.message).toBe(TOO_DEEP);
  });
});

describe("wrong content types", () => {
  it.each([
    ["a form post (a cross-site form)", "application/x-www-form-urlencoded", "email=a%40b.in"],
    ["plain text", "text/plain", '{"email":"victim@example.in"}'],
    ["multipart", "multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.in\r\n--x--'],
    ["no content type", "", '{"email":"a@b.in"}'],
  ])("the newsletter refuses %s with 415", async (_what, type, body) => {
    const headers: Record<string, string> = { ...fromAddress(), "content-type": type };
    const r = await expectNothingChanged(store, () => raw("/api/newsletter/subscribe", body, headers));
    expectRefusal(r, 415);
  });
});

describe("control characters in the address", () => {
  it.each([
    ["a product slug", "GET", "/api/product/by-slug/a%00b"],
    ["a search", "GET", "/api/product/search?q=%00"],
    ["a review's product id", "POST", "/api/product/a%00b/addReview"],
    ["a PIN code", "GET", "/api/delivery/41100%0A"],
  ])("%s with an encoded control character is a 400 naming the address", async (_what, method, path) => {
    const r = await expectNothingChanged(store, () =>
      store.call(method, path, method === "POST" ? { userName: "A", rating: 3 } : undefined, fromAddress()),
    );
    expectRefusal(r, 400, "url");
  });

  it("a page's address with a NUL is a short 400, and an escaped percent sign is only text", async () => {
    const page = await store.get("/collection?q=%00");
    expect(page.status).toBe(400);
    expect(page.text).toContain("no control characters");
    const search = await store.get("/api/product/search?q=%2500");
    expect(search.status).toBe(200);
  });
});

describe("refusals in plain words", () => {
  it.each([
    ["a missing address", "/api/order/place", { items: [] }, "address", "address is required."],
    [
      "a PIN code sent as a number",
      "/api/order/place",
      {
        address: {
          firstName: "Asha",
          lastName: "Rao",
          email: "asha@example.in",
          street: "1 FC Road",
          city: "Pune",
          state: "Maharashtra",
          zipcode: 411004,
          country: "India",
          phone: "9876543210",
        },
      },
      "address.zipcode",
      "address.zipcode must be text.",
    ],
    ["an order id too long", "/api/order/cancelOrder", { orderId: "x".repeat(65) }, "orderId", "orderId is too long: at most 64 characters."],
    [
      "last 4 digits sent as a number",
      "/api/user/profile",
      { card: { brand: "Visa", last4: 1111, nameOnCard: "A B", expiryMonth: 5, expiryYear: 2030 } },
      "card.last4",
      "card.last4 must be text.",
    ],
  ])("%s is named and said plainly", async (_what, path, body, field, message) => {
    const r = await expectNothingChanged(store, () => store.post(path, body, { token, "idempotency-key": `plain-${field}` }));
    expectRefusal(r, 400, field);
    expect(r.json.message).toBe(message);
  });
});
