import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type consoleClient, ownerConsole } from "../../../tests/support/console-kit";
import type { TestStore } from "../../../tests/support/test-store";
import { CONSOLE_MESSAGES as M } from "../../domain/console-messages";
import { createApp } from "../app";

let store: TestStore;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;

beforeAll(async () => {
  ({ store, kit, cookie } = await ownerConsole());
});
afterAll(() => store?.close());

describe("a shop API path asked with a method it does not take", () => {
  it.each([
    ["GET", "/api/order/place", "POST", "This address does not take GET. Use POST."],
    ["DELETE", "/api/product/list", "GET, HEAD", "This address does not take DELETE. Use GET or HEAD."],
    ["PUT", "/api/cart/summary", "GET, HEAD, POST", "This address does not take PUT. Use GET, HEAD or POST."],
    ["POST", "/api/product/6650a1b2c3d4e5f601234567/reviews", "GET, HEAD", "This address does not take POST. Use GET or HEAD."],
    ["PATCH", "/api/delivery/411004", "GET, HEAD", "This address does not take PATCH. Use GET or HEAD."],
    ["OPTIONS", "/api/product/list", "GET, HEAD", "This address does not take OPTIONS. Use GET or HEAD."],
  ])("%s %s is 405, with Allow: %s", async (method, path, allow, message) => {
    const res = await store.call(method, path);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe(allow);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.json).toEqual({ success: false, message });
  });

  it("answers HEAD on a path that only takes POST with 405 and no body", async () => {
    const res = await store.call("HEAD", "/api/order/place");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(res.text).toBe("");
  });

  it("says nothing about the caller: a wrong method is 405 with a shopper's token or without", async () => {
    const anonymous = await store.call("GET", "/api/order/userorders");
    const withToken = await store.call("GET", "/api/order/userorders", undefined, { token: "not-a-session" });
    expect(anonymous.status).toBe(405);
    expect(withToken.status).toBe(405);
    expect(withToken.json).toEqual(anonymous.json);
  });
});

describe("what stays as it was", () => {
  it("an address that is not there is 404, whatever the method", async () => {
    for (const [method, path] of [
      ["GET", "/api/nothing/here"],
      ["POST", "/api/nothing/here"],
      ["DELETE", "/api/product/list/extra"],
      ["GET", "/api/product/list/"],
    ]) {
      const res = await store.call(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get("allow")).toBeNull();
      expect(res.json).toEqual({ success: false, message: `No API route for ${method} ${path}.` });
    }
  });

  it("the right method still answers, and its guard still runs", async () => {
    const list = await store.get("/api/product/list");
    expect(list.status).toBe(200);
    expect(list.json.success).toBe(true);
    const place = await store.post("/api/order/place", {});
    expect(place.status).toBe(401);
    expect(place.headers.get("allow")).toBeNull();
  });

  it("HEAD on a GET route answers as GET does, without the body", async () => {
    const res = await store.call("HEAD", "/api/product/list");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.text).toBe("");
    expect((await store.call("HEAD", "/api/delivery/411004")).status).toBe(200);
  });

  it("a wrong method's body is checked before it is refused, as any API body is", async () => {
    const res = await store.call("PUT", "/api/order/place", { name: "a\u0000b" });
    expect(res.status).toBe(400);
  });
});

describe("the console's paths", () => {
  it("without a console session, a wrong method is 401 like an unknown path", async () => {
    const wrong = await store.call("PUT", "/api/admin/orders", {}, { origin: kit.origin });
    const unknown = await store.call("GET", "/api/admin/nothing");
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("allow")).toBeNull();
    expect(wrong.json).toEqual({ success: false, message: M.signInRequired });
    expect(unknown.json).toEqual(wrong.json);
  });

  it("signed in, a wrong method is 405 with Allow; a write from elsewhere is still 403 first", async () => {
    const res = await kit.call("PUT", "/api/admin/orders", cookie);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(res.json).toEqual({ success: false, message: "This address does not take PUT. Use GET or HEAD." });

    const product = await kit.call("POST", "/api/admin/products/6650a1b2c3d4e5f601234567", cookie);
    expect(product.status).toBe(405);
    expect(product.headers.get("allow")).toBe("GET, HEAD, PUT, DELETE");

    const elsewhere = await kit.call("PUT", "/api/admin/orders", cookie, {}, { origin: "https://evil.example" });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.json.message).toBe(M.crossOrigin);

    expect((await kit.call("GET", "/api/admin/nothing", cookie)).status).toBe(404);
  });

  it("the console's sign-in paths answer 405 too", async () => {
    const res = await kit.call("DELETE", "/api/admin-auth/login", null);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });
});

describe("storefront pages", () => {
  it("every method on a page path still goes to the page renderer", async () => {
    const app = createApp({
      config: store.config,
      database: store.database,
      services: store.services,
      logger: store.logger,
      render: async (request) =>
        new Response(`<p>${request.method} ${new URL(request.url).pathname}</p>`, { headers: { "content-type": "text/html; charset=utf-8" } }),
    });
    for (const method of ["GET", "POST", "PUT", "DELETE"]) {
      const res = await app.request("/collection", { method });
      expect(res.status, method).toBe(200);
      expect(res.headers.get("allow")).toBeNull();
      expect(await res.text()).toBe(`<p>${method} /collection</p>`);
    }
    const api = await app.request("/api/product/list", { method: "DELETE" });
    expect(api.status).toBe(405);
  });
});
