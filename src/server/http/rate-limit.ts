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

/** One attempt to count: a rule and whom it counts for. */
export interface RateHit {
  rule: RateRule;
  subject: string;
}

interface HitResult {
  allowed: boolean;
  count: number;
  retryAfter: number;
}

/**
 * Fixed-window counters in the database, so every process behind a load balancer shares them.
 * One upsert per rule, the window restarting when it has run out; the rules a request is counted
 * against (of different names) go in one statement.
 */
export function createRateLimiter(db: Db, opts: { ipLimitScale?: number } = {}) {
  // Per-address rules (named "…:ip") may be scaled by the operator, e.g. for a store that many
  // shoppers reach through one address, or a test run from one machine; per-account rules never are.
  const limitOf = (rule: RateRule) => (rule.name.endsWith(":ip") ? rule.limit * (opts.ipLimitScale ?? 1) : rule.limit);
  /** The upsert that counts one attempt in a fixed window: the window restarts when it has run out. */
  const countInWindow = (rule: RateRule, subject: string) => {
    const key = `${rule.name}:${subject}`.slice(0, 300);
    const window = `${rule.windowSeconds} seconds`;
    return db
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
        retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + ${window}::interval - now()))))::int`.as(
          "retry_after",
        ),
      });
  };

  /** Fixed-window counts of several rules in one statement, one CTE each: a round trip, not one per rule. */
  async function hitFixed(hits: readonly RateHit[]): Promise<HitResult[]> {
    const names = hits.map((_, i) => sql.identifier(`hit${i}`));
    const counted = sql.join(
      hits.map((h, i) => sql`${names[i]} as (${countInWindow(h.rule, h.subject).getSQL()})`),
      sql`, `,
    );
    const read = sql.join(
      names.map((name, i) => sql`select ${i}::int as i, count, retry_after from ${name}`),
      sql` union all `,
    );
    const res = (await db.execute(sql`with ${counted} ${read}`)) as unknown as { rows: { i: number; count: number; retry_after: number }[] };
    const rows = [...res.rows].sort((a, b) => Number(a.i) - Number(b.i));
    return hits.map((h, i) => {
      const count = Number(rows[i]!.count);
      return { allowed: count <= limitOf(h.rule), count, retryAfter: Number(rows[i]!.retry_after) };
    });
  }

  return {
    async hit(rule: RateRule, subject: string): Promise<HitResult> {
      if (rule.growingDelay) return this.hitWithDelay(rule, subject);
      const [result] = await hitFixed([{ rule, subject }]);
      return result!;
    },

    /**
     * One upsert, as above; here `window_start` is the last counted attempt. An attempt before its
     * delay has run out is refused and not counted, so waiting is the only way forward.
     */
    async hitWithDelay(rule: RateRule, subject: string): Promise<HitResult> {
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
      await this.checkAll([{ rule, subject }]);
    },

    /**
     * Counts one attempt against every rule (the fixed-window ones in one statement) and throws
     * 429 with the message of the first rule, in the order given, whose limit is passed.
     */
    async checkAll(hits: readonly RateHit[]): Promise<void> {
      const fixed = hits.filter((h) => !h.rule.growingDelay);
      const counted = new Map<RateHit, HitResult>();
      if (fixed.length) for (const [i, r] of (await hitFixed(fixed)).entries()) counted.set(fixed[i]!, r);
      for (const h of hits) if (h.rule.growingDelay) counted.set(h, await this.hitWithDelay(h.rule, h.subject));
      const refused = hits.find((h) => !counted.get(h)!.allowed);
      if (!refused) return;
      const minutes = Math.ceil(counted.get(refused)!.retryAfter / 60);
      throw new AppError(
        "rate_limited",
        refused.rule.message ?? `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      );
    },

    /** Forgets a subject's count, e.g. after a successful login. */
    async reset(rule: RateRule, subject: string): Promise<void> {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${`${rule.name}:${subject}`.slice(0, 300)}`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
