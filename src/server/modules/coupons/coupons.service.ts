import { type CartTotals, cartTotals, type PricedLine } from "../../../domain/cart";
import { z } from "zod";
import { type CouponResult, type CouponRule, evaluateCoupon, normalizeCouponCode } from "../../../domain/coupons";
import { DELIVERY_FEE_PAISE } from "../../../domain/constants";
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
};

/** A rule as stored: the coupons table's kind and params. Kept off the browser's bundle. */
export const couponRuleSchema = z.discriminatedUnion("kind", [
  z.object({ code: z.string().min(1), kind: z.literal("percent"), percent: z.number().gt(0).max(100), ...windowShape }),
  z.object({
    code: z.string().min(1),
    kind: z.literal("bundle_fixed_total"),
    category: z.string().min(1),
    count: z.number().int().positive(),
    requiredTotalPaise: z.number().int().nonnegative(),
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
  const cache = valueCache<CouponRule[]>({
    ttlMs: RULES_TTL_MS,
    load: async () => {
      const rows = await db.select().from(coupons);
      const read: CouponRule[] = [];
      for (const row of rows) {
        const rule = ruleFromRow(row);
        if (rule) read.push(rule);
        else logger?.warn("coupon row cannot be read; it is ignored", { code: row.code, kind: row.kind });
      }
      return read;
    },
  });
  const rules = () => cache.get();

  return {
    rules,
    /** The live rule for a code, so the browser can re-run evaluateCoupon as quantities change. */
    async ruleFor(code: string): Promise<CouponRule | null> {
      const wanted = normalizeCouponCode(code);
      return (await rules()).find((r) => normalizeCouponCode(r.code) === wanted) ?? null;
    },
    /** Decides a code against priced lines, as evaluateCoupon does, with the stored rules. */
    async evaluate(code: string, lines: PricedLine[], now = Date.now()): Promise<CouponResult> {
      return evaluateCoupon(code, await rules(), lines, now);
    },
    /** Totals with the code re-checked against these lines: a cart that stopped qualifying gets no discount. */
    async totals(lines: PricedLine[], code: string | null): Promise<{ totals: CartTotals; coupon: CouponResult | null }> {
      const coupon = code ? await this.evaluate(code, lines) : null;
      return { totals: cartTotals(lines, coupon, DELIVERY_FEE_PAISE), coupon };
    },
    /** Call after any write to the coupons table: the rules are read again on their next use. */
    invalidate() {
      cache.invalidate();
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
