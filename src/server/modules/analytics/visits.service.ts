import { eq, sql } from "drizzle-orm";
import { VISIT_PAGES } from "../../../domain/visits";
import type { Db } from "../../db/client";
import { pageVisits, products } from "../../db/schema";
import type { Logger } from "../../http/logger";

/** Visits one address may report per minute; a person browsing never comes close. */
export const VISIT_LIMIT_PER_MINUTE = 60;
const WINDOW_MS = 60_000;
/** Addresses tracked at once; past this the oldest window is dropped, so memory stays bounded. */
const MAX_TRACKED_ADDRESSES = 50_000;
const FLUSH_EVERY_MS = 5_000;
const NAMES_TTL_MS = 60_000;

/**
 * Page visit counters. The request path never waits for the database: the rate limit is an
 * in-process window per address, counts gather in memory and one upsert per page and day is
 * written every few seconds. A flood costs a Map lookup per request (decision 022).
 */
export function createVisitCounter(db: Db, logger: Logger) {
  const windows = new Map<string, { start: number; count: number }>();
  let pending = new Map<string, number>();
  let productNames: { names: Set<string>; at: number } | null = null;
  let loadingNames: Promise<Set<string>> | null = null;
  const fixed = new Set<string>(VISIT_PAGES);

  async function names(): Promise<Set<string>> {
    if (productNames && Date.now() - productNames.at < NAMES_TTL_MS) return productNames.names;
    loadingNames ??= db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.active, true))
      .then((rows) => {
        const set = new Set(rows.map((r) => r.name));
        productNames = { names: set, at: Date.now() };
        return set;
      })
      .finally(() => {
        loadingNames = null;
      });
    return loadingNames;
  }

  /** Counts one request from an address; false once the address is over its limit. */
  function allow(address: string, now = Date.now()): boolean {
    const w = windows.get(address);
    if (!w || now - w.start >= WINDOW_MS) {
      windows.delete(address);
      if (windows.size >= MAX_TRACKED_ADDRESSES) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      windows.set(address, { start: now, count: 1 });
      return true;
    }
    w.count += 1;
    return w.count <= VISIT_LIMIT_PER_MINUTE;
  }

  const dayKey = () => new Date().toISOString().slice(0, 10);

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
    /** True when the name is a fixed page or an active product's name. */
    async isKnownPage(page: string): Promise<boolean> {
      return fixed.has(page) || (await names()).has(page);
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
