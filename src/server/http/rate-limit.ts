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

    /** Counts one attempt and throws 429 with a clear message once the limit is passed. */
    async check(rule: RateRule, subject: string): Promise<void> {
      const r = await this.hit(rule, subject);
      if (!r.allowed) {
        const minutes = Math.ceil(r.retryAfter / 60);
        throw new AppError(
          "rate_limited",
          rule.message ?? `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        );
      }
    },

    /** Forgets a subject's count, e.g. after a successful login. */
    async reset(rule: RateRule, subject: string): Promise<void> {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${`${rule.name}:${subject}`.slice(0, 300)}`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
