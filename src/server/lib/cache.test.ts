import { describe, expect, it } from "vitest";
import { keyedCache, valueCache } from "./cache";

function clock() {
  let t = 1_000;
  return { now: () => t, pass: (ms: number) => (t += ms) };
}

/** A load that counts its calls and resolves when told to. */
function loader() {
  let calls = 0;
  const pending: ((v: string) => void)[] = [];
  return {
    load: (key: string) => {
      calls += 1;
      return new Promise<string>((resolve) => pending.push((v) => resolve(`${key}:${v}`)));
    },
    settle: (v: string) => {
      for (const r of pending.splice(0)) r(v);
    },
    get calls() {
      return calls;
    },
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe("the cache helper", () => {
  it("keeps a value for its ttl, then loads again", async () => {
    const c = clock();
    let n = 0;
    const cache = valueCache({ ttlMs: 5_000, now: c.now, load: async () => ++n });
    expect(await cache.get()).toBe(1);
    c.pass(4_999);
    expect(await cache.get()).toBe(1);
    c.pass(2);
    expect(await cache.get()).toBe(2);
  });

  it("peeks at a fresh value only: nothing before the first load, while it runs, once stale or invalidated", async () => {
    const c = clock();
    const l = loader();
    const cache = keyedCache({ ttlMs: 1_000, staleMs: 5_000, max: 10, now: c.now, load: l.load });
    expect(cache.peek("a")).toBeUndefined();
    const first = cache.get("a");
    expect(cache.peek("a")).toBeUndefined();
    l.settle("x");
    await first;
    expect(cache.peek("a")).toBe("a:x");
    expect(l.calls).toBe(1);
    c.pass(1_001);
    expect(cache.peek("a")).toBeUndefined();
    // The stale value a peek passed over is still served while it reloads.
    expect(await cache.get("a")).toBe("a:x");
    l.settle("y");
    await tick();
    expect(cache.peek("a")).toBe("a:y");
    cache.invalidate();
    expect(cache.peek("a")).toBeUndefined();
  });

  it("shares one load between callers asking at once", async () => {
    const l = loader();
    const cache = keyedCache({ ttlMs: 1_000, max: 10, load: l.load });
    const both = Promise.all([cache.get("a"), cache.get("a")]);
    await tick();
    l.settle("x");
    expect(await both).toEqual(["a:x", "a:x"]);
    expect(l.calls).toBe(1);
  });

  it("serves a stale value while one reload runs, until staleMs; past it callers wait", async () => {
    const c = clock();
    const l = loader();
    const cache = keyedCache({ ttlMs: 60_000, staleMs: 600_000, max: 10, now: c.now, load: l.load });
    const first = cache.get("f");
    await tick();
    l.settle("1");
    expect(await first).toBe("f:1");

    c.pass(61_000);
    expect(await cache.get("f")).toBe("f:1");
    expect(await cache.get("f")).toBe("f:1");
    expect(l.calls).toBe(2);
    l.settle("2");
    await tick();
    expect(await cache.get("f")).toBe("f:2");

    c.pass(700_000);
    const waited = cache.get("f");
    let done = false;
    void waited.then(() => (done = true));
    await tick();
    expect(done).toBe(false);
    l.settle("3");
    expect(await waited).toBe("f:3");
  });

  it("does not keep a failed load", async () => {
    let fail = true;
    const cache = valueCache({
      ttlMs: 60_000,
      load: async () => {
        if (fail) throw new Error("database away");
        return "ok";
      },
    });
    await expect(cache.get()).rejects.toThrow("database away");
    fail = false;
    expect(await cache.get()).toBe("ok");
  });

  it("forgets everything on invalidate, and keeps at most max entries", async () => {
    let n = 0;
    const cache = keyedCache({ ttlMs: 60_000, max: 2, load: async (k: string) => `${k}${++n}` });
    expect(await cache.get("a")).toBe("a1");
    cache.invalidate();
    expect(await cache.get("a")).toBe("a2");
    await cache.get("b");
    await cache.get("c");
    expect(await cache.get("a")).toBe("a5");
  });

  it("answers callers waiting on a load that an invalidate overtook, without keeping it", async () => {
    const l = loader();
    const cache = valueCache({ ttlMs: 60_000, load: () => l.load("v") });
    const waiting = cache.get();
    await tick();
    cache.invalidate();
    l.settle("old");
    expect(await waiting).toBe("v:old");
    const next = cache.get();
    await tick();
    l.settle("new");
    expect(await next).toBe("v:new");
  });
});
