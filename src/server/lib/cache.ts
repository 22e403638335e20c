import { LRUCache } from "lru-cache";

export interface CacheOptions<K, V, C = undefined> {
  /** How long a loaded value is served as it is. */
  ttlMs: number;
  /**
   * Past `ttlMs` and up to this age, the old value is still served while one reload runs in the
   * background; past it, callers wait for the reload. Unset: nobody is served a stale value.
   */
  staleMs?: number;
  /** Entries kept at once; the least recently used goes first. */
  max?: number;
  /** Loads a missing or expired value; `context` is what the get that started the load passed. */
  load: (key: K, context: C) => Promise<V>;
  /** Milliseconds from any origin; tests pass a clock they move. */
  now?: () => number;
}

export interface KeyedCache<K, V, C = undefined> {
  /** The kept value while it is fresh, without loading or waiting: undefined when a get would load. */
  peek(key: K): V | undefined;
  /**
   * The kept value, or a freshly loaded one; callers asking for the same key at once share one
   * load. `context` reaches the load (e.g. the full input a key was made from).
   */
  get(key: K, context?: C): Promise<V>;
  /** Forgets every entry: the next get loads again. A load still running is not kept. */
  invalidate(): void;
}

export interface ValueCache<V> {
  get(): Promise<V>;
  /** The kept value while it is fresh, without loading: undefined when a get would load. */
  peek(): V | undefined;
  invalidate(): void;
}

/**
 * The one way the server keeps values it has read or computed (lru-cache underneath): bounded,
 * expiring, loads shared between concurrent callers, a failed load not kept. Every process keeps
 * its own, so a value may be up to `ttlMs` old behind a load balancer; writes on this process call
 * `invalidate` to show at once here.
 */
export function keyedCache<K extends {}, V extends {}, C = undefined>(opts: CacheOptions<K, V, C>): KeyedCache<K, V, C> {
  const staleFor = Math.max(0, (opts.staleMs ?? opts.ttlMs) - opts.ttlMs);
  const lru = new LRUCache<K, V, unknown>({
    max: opts.max ?? 1,
    ttl: opts.ttlMs,
    fetchMethod: (key, _stale, { context }) => opts.load(key, context as C),
    // A load overtaken by invalidate() still answers the callers that were waiting for it.
    ignoreFetchAbort: true,
    ...(opts.now ? { perf: { now: opts.now }, ttlResolution: 0 } : {}),
  });
  return {
    peek(key) {
      return lru.get(key, { allowStale: false, noDeleteOnStaleGet: true });
    },
    async get(key, context) {
      // getRemainingTTL is negative once an entry is stale: by how long it is past its ttl.
      const allowStale = staleFor > 0 && -lru.getRemainingTTL(key) < staleFor;
      const value = await lru.fetch(key, { allowStale, context });
      if (value === undefined) throw new Error("cache load returned nothing");
      return value;
    },
    invalidate() {
      lru.clear();
    },
  };
}

const ONLY = "value";

/** A cache of one value, e.g. a whole response body. */
export function valueCache<V extends {}>(opts: Omit<CacheOptions<typeof ONLY, V>, "max" | "load"> & { load: () => Promise<V> }): ValueCache<V> {
  const cache = keyedCache<typeof ONLY, V>({ ...opts, max: 1, load: () => opts.load() });
  return { get: () => cache.get(ONLY), peek: () => cache.peek(ONLY), invalidate: () => cache.invalidate() };
}
