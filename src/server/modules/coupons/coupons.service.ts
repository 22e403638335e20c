import * as z from "zod";
import type { CouponRule } from "../../../domain/coupons";
import type { Db } from "../../db/client";
import { coupons } from "../../db/schema";
import type { Logger } from "../../http/logger";
import { valueCache } from "../../lib/cache";

/** A merchant's edit reaches every process behind a load balancer within this time. */
const RULES_TTL_MS = 5_000;

type CouponRow = typeof coupons.$inferSelect;

const windowShape = {
  startsAt: z.number().int().nullish(),
  endsAt: z.number().int().nullish(),
  active: z.boolean().optional(),
  minOrderPaise: z.number().int().nonnegative().nullish(),
  perShopperLimit: z.number().int().positive().nullish(),
};

/** A rule as stored: the coupons table's kind and params. Kept off the browser's bundle. */
export const couponRuleSchema = z.discriminatedUnion("kind", [
  z.object({ code: z.string().min(1), kind: z.literal("percent"), percent: z.number().gt(0).max(100), ...windowShape }),
  z.object({ code: z.string().min(1), kind: z.literal("flat"), amountPaise: z.number().int().positive(), ...windowShape }),
  z.object({
    code: z.string().min(1),
    kind: z.literal("bundle_fixed_total"),
    category: z.string().min(1),
    count: z.number().int().positive(),
    requiredTotalPaise: z.number().int().nonnegative().nullish(),
    fixedTotalPaise: z.number().int().nonnegative(),
    ...windowShape,
  }),
]);

/** A row of the coupons table as the domain reads it; a row it cannot read is left out. */
export function ruleFromRow(row: CouponRow): CouponRule | null {
  const spent = row.usageLimit != null && row.usedCount >= row.usageLimit;
  const params = typeof row.params === "object" && row.params !== null ? row.params : {};
  const parsed = couponRuleSchema.safeParse({
    ...params,
    code: row.code,
    kind: row.kind,
    active: row.active && !spent,
    startsAt: row.startsAt?.getTime() ?? null,
    endsAt: row.endsAt?.getTime() ?? null,
  });
  return parsed.success ? parsed.data : null;
}

export function createCouponService(db: Db, logger?: Logger) {
  /** The rules as the table holds them now, read through the given connection or transaction. */
  async function readRules(exec: Pick<Db, "select"> = db): Promise<CouponRule[]> {
    const rows = await exec.select().from(coupons);
    const read: CouponRule[] = [];
    for (const row of rows) {
      const rule = ruleFromRow(row);
      if (rule) read.push(rule);
      else logger?.warn("coupon row cannot be read; it is ignored", { code: row.code, kind: row.kind });
    }
    return read;
  }
  const cache = valueCache<CouponRule[]>({ ttlMs: RULES_TTL_MS, load: () => readRules() });

  return {
    readRules,
    /** The rules, at most RULES_TTL_MS old. */
    rules: (): Promise<CouponRule[]> => cache.get(),
    /** Call after any write to the coupons table: the rules are read again on their next use. */
    invalidate() {
      cache.invalidate();
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
