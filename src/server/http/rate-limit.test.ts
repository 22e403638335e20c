import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../../tests/support/test-store";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(() => store.close());

describe("the shared rate limiter", () => {
  const rule = { name: "test:ip", limit: 3, windowSeconds: 60 };

  it("allows the limit, then refuses with 429 and a clear message", async () => {
    for (let i = 0; i < 3; i++) await store.services.rateLimiter.check(rule, "1.2.3.4");
    await expect(store.services.rateLimiter.check(rule, "1.2.3.4")).rejects.toMatchObject({
      code: "rate_limited",
      message: "Too many attempts. Please try again in 1 minute.",
    });
  });

  it("counts each subject apart, and forgets a subject on reset", async () => {
    for (let i = 0; i < 3; i++) await store.services.rateLimiter.check(rule, "10.0.0.1");
    await expect(store.services.rateLimiter.check(rule, "10.0.0.2")).resolves.toBeUndefined();
    await expect(store.services.rateLimiter.check(rule, "10.0.0.1")).rejects.toMatchObject({ code: "rate_limited" });
    await store.services.rateLimiter.reset(rule, "10.0.0.1");
    await expect(store.services.rateLimiter.check(rule, "10.0.0.1")).resolves.toBeUndefined();
  });

  it("keeps a consistent count under a concurrent burst", async () => {
    const burst = { name: "test:burst", limit: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 25 }, () => store.services.rateLimiter.hit(burst, "x")));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(Math.max(...results.map((r) => r.count))).toBe(25);
  });
});

describe("scaling per-address limits", () => {
  it("multiplies rules named …:ip by IP_RATE_LIMIT_SCALE, and leaves per-account rules alone", async () => {
    const { createRateLimiter } = await import("./rate-limit");
    const scaled = createRateLimiter(store.db, { ipLimitScale: 3 });
    const ip = { name: "scale:ip", limit: 2, windowSeconds: 60 };
    const account = { name: "scale:account", limit: 2, windowSeconds: 60 };
    const ipHits = await Promise.all(Array.from({ length: 8 }, () => scaled.hit(ip, "a")));
    const accountHits = await Promise.all(Array.from({ length: 8 }, () => scaled.hit(account, "a")));
    expect(ipHits.filter((r) => r.allowed)).toHaveLength(6);
    expect(accountHits.filter((r) => r.allowed)).toHaveLength(2);
  });
});
