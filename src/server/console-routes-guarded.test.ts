import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_MESSAGES as M } from "../domain/console-messages";
import { createTestStore, type TestStore } from "../../tests/support/test-store";

/**
 * Walks the router's own list of console routes, so a route added later is checked too: each
 * answers 401 to nobody and 403 to a signed-in shopper, before reading anything it was sent.
 */
let store: TestStore;
let shopperToken: string;

beforeAll(async () => {
  store = await createTestStore({ seed: false });
  const res = await store.post("/api/user/register", { name: "Neha Shah", email: "neha@example.in", password: "Masala-Chai-2024" });
  shopperToken = res.json.token;
});
afterAll(() => store.close());

function consoleRoutes() {
  const seen = new Set<string>();
  return store.app.routes
    .filter((r) => r.path.startsWith("/api/admin/") && r.method !== "ALL")
    .map((r) => ({ method: r.method, path: r.path.replace(/:(\w+)(\{[^}]*\})?/g, "00000000-0000-4000-8000-000000000000") }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

describe("every /api/admin route", () => {
  it("is found in the router (the walk covers the console's areas)", () => {
    const paths = consoleRoutes().map((r) => r.path);
    expect(paths.length).toBeGreaterThanOrEqual(5);
    expect(paths).toContain("/api/admin/me");
    expect(paths).toContain("/api/admin/staff/invite");
  });

  it("answers 401 without a console session and 403 to a shopper's token", async () => {
    for (const r of consoleRoutes()) {
      const body = r.method === "GET" ? undefined : "{}";
      const anonymous = await store.call(r.method, r.path, body, { origin: store.config.publicUrl });
      expect(anonymous.status, `${r.method} ${r.path} without a session`).toBe(401);
      expect(anonymous.json).toEqual({ success: false, message: M.signInRequired });
      const shopperHeaders: Record<string, string>[] = [{ token: shopperToken }, { authorization: `Bearer ${shopperToken}` }];
      for (const headers of shopperHeaders) {
        const shopper = await store.call(r.method, r.path, body, { origin: store.config.publicUrl, ...headers });
        expect(shopper.status, `${r.method} ${r.path} with a shopper's token`).toBe(403);
        expect(shopper.json).toEqual({ success: false, message: M.shopperNotAllowed });
      }
    }
  });

  it("also guards paths the console does not have", async () => {
    expect((await store.get("/api/admin/no-such-area")).status).toBe(401);
  });
});
