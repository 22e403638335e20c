import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { AppError } from "./errors";

export interface RateRule {
  /** What is limited, e.g. "login:ip". */
  name: string;
  limit: number;
  windowSeconds: number;
  message?: string;
  /**
   * Past the limit, a further attempt is not refused until the window ends but waits twice as
   * long as the one before since the last attempt (30 seconds, 1, 2, 4… minutes, at most the window); the
   * count starts over once a whole window has passed without an attempt. For a person who
   * mistypes, never a lockout; for a guesser, a few dozen tries a day.
   */
  growingDelay?: boolean;
}

/**
 * Fixed-window counters in the database, so every process behind a load balancer shares them.
 * One upsert per check: the window restarts when it has run out.
 */
export function createRateLimiter(db: Db, opts: { ipLimitScale?: number } = {}) {
  // Per-address rules (named "…:ip") may be scaled by the operator, e.g. for a store that many
  // shoppers reach through one address, or a test run from one machine; per-account rules never are.
  const limitOf = (rule: RateRule) => (rule.name.endsWith(":ip") ? rule.limit * (opts.ipLimitScale ?? 1) : rule.limit);
  return {
    async hit(rule: RateRule, subject: string): Promise<{ allowed: boolean; count: number; retryAfter: number }> {
      if (rule.growingDelay) return this.hitWithDelay(rule, subject);
      const key = `${rule.name}:${subject}`.slice(0, 300);
      const window = `${rule.windowSeconds} seconds`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.windowStart} < now() - ${window}::interval then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${rateLimits.windowStart} < now() - ${window}::interval then now() else ${rateLimits.windowStart} end`,
          },
        })
        .returning({
          count: rateLimits.count,
          retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + ${window}::interval - now()))))::int`,
        });
      return { allowed: row.count <= limitOf(rule), count: row.count, retryAfter: Number(row.retryAfter) };
    },

    /**
     * One upsert, as above; here `window_start` is the last counted attempt. An attempt before its
     * delay has run out is refused and not counted, so waiting is the only way forward.
     */
    async hitWithDelay(rule: RateRule, subject: string): Promise<{ allowed: boolean; count: number; retryAfter: number }> {
      const key = `${rule.name}:${subject}`.slice(0, 300);
      const window = sql`${`${rule.windowSeconds} seconds`}::interval`;
      const limit = limitOf(rule);
      const delay = sql`least(${window}, make_interval(secs => 30 * power(2, greatest(${rateLimits.count} - ${limit}, 0))))`;
      const counted = sql`(${rateLimits.windowStart} < now() - ${window} or ${rateLimits.count} < ${limit} or now() >= ${rateLimits.windowStart} + ${delay})`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.windowStart} < now() - ${window} then 1 when ${counted} then ${rateLimits.count} + 1 else ${rateLimits.count} end`,
            windowStart: sql`case when ${counted} then now() else ${rateLimits.windowStart} end`,
          },
        })
        .returning({
          count: rateLimits.count,
          allowed: sql<boolean>`${rateLimits.windowStart} = now()`,
          retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + ${delay} - now()))))::int`,
        });
      return { allowed: Boolean(row.allowed), count: row.count, retryAfter: Number(row.retryAfter) };
    },

    /** Counts one attempt and throws 429 with a clear message once the limit is passed. */
    async check(rule: RateRule, subject: string): Promise<void> {
      const r = await this.hit(rule, subject);
      if (!r.allowed) {
        const minutes = Math.ceil(r.retryAfter / 60);
        throw new AppError("rate_limited", rule.message ?? `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
      }
    },

    /** Forgets a subject's count, e.g. after a successful login. */
    async reset(rule: RateRule, subject: string): Promise<void> {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${`${rule.name}:${subject}`.slice(0, 300)}`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
