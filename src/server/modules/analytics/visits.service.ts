import { and, eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { productSlug } from "../../../domain/catalog";
import { indiaDay } from "../../../domain/india/india-day";
import { VISIT_PAGES } from "../../../domain/visits";
import type { Db } from "../../db/client";
import { pageVisits, products } from "../../db/schema";
import type { Logger } from "../../http/logger";
import { keyedCache } from "../../lib/cache";

/**
 * Visits one address counts per minute, before IP_RATE_LIMIT_SCALE; a person browsing never comes
 * close, while many shoppers behind one carrier address may, hence the scale.
 */
export const VISIT_LIMIT_PER_MINUTE = 60;
const WINDOW_MS = 60_000;
/** Addresses tracked at once; past this the oldest window is dropped, so memory stays bounded. */
const MAX_TRACKED_ADDRESSES = 50_000;
const FLUSH_EVERY_MS = 5_000;
const NAME_TTL_MS = 60_000;
/** Names remembered at once (known or not), so a flood of invented names cannot grow memory. */
const MAX_CACHED_NAMES = 5_000;

/**
 * Page visit counters. The request path never waits for the database: the rate limit is an
 * in-process window per address, counts gather in memory and one upsert per page and day is
 * written every few seconds. A flood costs a Map lookup per request (decision 022).
 */
export function createVisitCounter(db: Db, logger: Logger) {
  // One fixed window per address, counted in place: it ends WINDOW_MS after its first visit.
  const windows = new LRUCache<string, { count: number }>({ max: MAX_TRACKED_ADDRESSES, ttl: WINDOW_MS });
  let pending = new Map<string, number>();
  const fixed = new Set<string>(VISIT_PAGES);

  // A product's slug is derived from its name, so the unique slug index finds the one candidate;
  // the name is then compared as written. No catalog-wide read, whatever the catalog's size.
  async function lookUpProduct(name: string): Promise<boolean> {
    const rows = await db
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.slug, productSlug(name)), eq(products.active, true)))
      .limit(1);
    return rows.length === 1 && rows[0].name.trim() === name;
  }

  const knownNames = keyedCache<string, boolean>({ ttlMs: NAME_TTL_MS, max: MAX_CACHED_NAMES, load: lookUpProduct });

  /** Counts one request from an address; false once the address is over `limit` this minute. */
  function allow(address: string, limit = VISIT_LIMIT_PER_MINUTE): boolean {
    const w = windows.get(address);
    if (!w) {
      windows.set(address, { count: 1 });
      return true;
    }
    w.count += 1;
    return w.count <= limit;
  }

  // Days are India's, as the dashboard reports them (decision 096).
  const dayKey = () => indiaDay(new Date());

  async function flush(): Promise<void> {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const rows = [...batch].map(([key, count]) => {
      const [day, ...rest] = key.split("|");
      return { day, page: rest.join("|"), count };
    });
    await db
      .insert(pageVisits)
      .values(rows)
      .onConflictDoUpdate({ target: [pageVisits.page, pageVisits.day], set: { count: sql`${pageVisits.count} + excluded.count` } });
  }

  const timer = setInterval(() => {
    flush().catch((err) => logger.warn("page visits not saved", { error: String(err) }));
  }, FLUSH_EVERY_MS);
  timer.unref();

  return {
    allow,
    /** True when the name is a fixed page or an active product's name (remembered for a minute). */
    async isKnownPage(page: string): Promise<boolean> {
      return fixed.has(page) || knownNames.get(page);
    },
    /** Call after products are added, renamed or hidden: names are looked up again. */
    forgetNames() {
      knownNames.invalidate();
    },
    record(page: string): void {
      const key = `${dayKey()}|${page}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
    },
    flush,
    stop() {
      clearInterval(timer);
    },
  };
}

export type VisitCounter = ReturnType<typeof createVisitCounter>;
