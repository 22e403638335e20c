import { asc, sql } from "drizzle-orm";
import type * as z from "zod";
import type { CouponInput, CouponView, NewCouponInput } from "../../../contracts/admin-coupons";
import { indiaDay, indiaDayEnd, indiaDayStart } from "../../../domain/india/india-day";
import { COUPON_VALUE_FIELD, type CouponRule, type CouponRuleInRupees, ruleFromRupees, ruleInRupees } from "../../../domain/coupons";
import { formatINR, rupeesToPaise } from "../../../domain/money";
import type { Db } from "../../db/client";
import { coupons } from "../../db/schema";
import { AppError } from "../../http/errors";
import { type Actor, recordAudit } from "../audit/audit.service";

type CouponRow = typeof coupons.$inferSelect;
type Input = z.output<typeof CouponInput>;
type Params = Record<string, number | string | null | undefined>;

const NOT_FOUND = "No coupon with this code.";
const numberOf = (v: unknown) => (typeof v === "number" ? v : null);

function summaryOf(c: Omit<CouponView, "summary" | "state">): string {
  const rule =
    c.kind === "percent"
      ? `${c.value}% off`
      : c.kind === "flat"
        ? `${formatINR(rupeesToPaise(c.value))} off`
        : `${c.count} ${c.category} for ${formatINR(rupeesToPaise(c.value))}${c.requiredTotal != null ? ` (when they total ${formatINR(rupeesToPaise(c.requiredTotal))})` : ""}`;
  return c.minOrder != null ? `${rule} on orders from ${formatINR(rupeesToPaise(c.minOrder))}` : rule;
}

/** A coupons row as the console shows it, whatever wrote it (the seed or the console). */
export function couponView(row: CouponRow, now = Date.now()): CouponView {
  const p = (typeof row.params === "object" && row.params !== null ? row.params : {}) as Params;
  const kind = row.kind as CouponView["kind"];
  const r = ruleInRupees({ ...p, code: row.code, kind } as CouponRule) as Record<string, unknown>;
  const base = {
    code: row.code,
    kind,
    value: numberOf(r[COUPON_VALUE_FIELD[kind]]) ?? 0,
    category: typeof r.category === "string" ? r.category : null,
    count: numberOf(r.count),
    requiredTotal: numberOf(r.requiredTotal),
    minOrder: numberOf(r.minOrder),
    usageLimit: row.usageLimit,
    perShopperLimit: numberOf(p.perShopperLimit),
    validFrom: row.startsAt ? indiaDay(row.startsAt) : null,
    validTo: row.endsAt ? indiaDay(new Date(row.endsAt.getTime() - 1)) : null,
    active: row.active,
    usedCount: row.usedCount,
  };
  const state: CouponView["state"] = !row.active
    ? "paused"
    : row.usageLimit != null && row.usedCount >= row.usageLimit
      ? "used up"
      : row.startsAt && now < row.startsAt.getTime()
        ? "scheduled"
        : row.endsAt && now >= row.endsAt.getTime()
          ? "expired"
          : "active";
  return { ...base, state, summary: summaryOf(base) };
}

/** The row's columns for a rule: params hold what the domain's CouponRule reads, in paise, converted as the wire's rule is. */
function columnsOf(c: Input) {
  const bundle = c.kind === "bundle_fixed_total" ? { category: c.category, count: c.count, requiredTotal: c.requiredTotal } : {};
  const wire = { code: "", kind: c.kind, [COUPON_VALUE_FIELD[c.kind]]: c.value, ...bundle, minOrder: c.minOrder } as CouponRuleInRupees;
  const params = Object.fromEntries(Object.entries(ruleFromRupees(wire)).filter(([key]) => key !== "code" && key !== "kind")) as Params;
  if (c.perShopperLimit != null) params.perShopperLimit = c.perShopperLimit;
  return {
    kind: c.kind,
    params,
    usageLimit: c.usageLimit,
    // A date the merchant typed is an India day: from its first instant to the first instant of the next.
    startsAt: c.validFrom ? indiaDayStart(c.validFrom) : null,
    endsAt: c.validTo ? indiaDayEnd(c.validTo) : null,
  };
}

/**
 * Coupon codes as the merchant runs them. The rows are the ones the shop prices with (see
 * coupons.service.ts), so a code made here is checked exactly as the seeded ones are.
 */
export function createConsoleCoupons(db: Db) {
  const byCode = (code: string) => sql`upper(${coupons.code}) = ${code.toUpperCase()}`;

  async function find(code: string, exec: Pick<Db, "select"> = db): Promise<CouponRow> {
    const [row] = await exec.select().from(coupons).where(byCode(code));
    if (!row) throw new AppError("not_found", NOT_FOUND, "code");
    return row;
  }

  async function setActive(actor: Actor, code: string, active: boolean): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(coupons).where(byCode(code)).for("update");
      if (!row) throw new AppError("not_found", NOT_FOUND, "code");
      if (row.active === active) throw new AppError("conflict", active ? "This coupon is not paused." : "This coupon is already paused.");
      const [after] = await tx.update(coupons).set({ active }).where(byCode(code)).returning();
      await recordAudit(tx, actor, {
        action: active ? "coupon.resume" : "coupon.pause",
        targetType: "coupon",
        targetId: row.code,
        before: couponView(row),
        after: couponView(after!),
      });
    });
  }

  return {
    async list(): Promise<CouponView[]> {
      const rows = await db.select().from(coupons).orderBy(asc(coupons.code));
      return rows.map((r) => couponView(r));
    },

    get: async (code: string) => couponView(await find(code)),

    async create(actor: Actor, input: z.output<typeof NewCouponInput>): Promise<CouponView> {
      return db.transaction(async (tx) => {
        const taken = () => new AppError("conflict", "A coupon with this code already exists.", "code");
        if ((await tx.select({ code: coupons.code }).from(coupons).where(byCode(input.code))).length) throw taken();
        // Two merchants making the same code at once: the second insert finds the first.
        const [row] = await tx
          .insert(coupons)
          .values({ code: input.code, ...columnsOf(input) })
          .onConflictDoNothing()
          .returning();
        if (!row) throw taken();
        const view = couponView(row!);
        await recordAudit(tx, actor, { action: "coupon.create", targetType: "coupon", targetId: row!.code, after: view });
        return view;
      });
    },

    async update(actor: Actor, code: string, input: Input): Promise<CouponView> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(coupons).where(byCode(code)).for("update");
        if (!before) throw new AppError("not_found", NOT_FOUND, "code");
        const [row] = await tx.update(coupons).set(columnsOf(input)).where(byCode(code)).returning();
        const view = couponView(row!);
        await recordAudit(tx, actor, { action: "coupon.update", targetType: "coupon", targetId: row!.code, before: couponView(before), after: view });
        return view;
      });
    },

    pause: (actor: Actor, code: string) => setActive(actor, code, false),
    resume: (actor: Actor, code: string) => setActive(actor, code, true),
  };
}

export type ConsoleCoupons = ReturnType<typeof createConsoleCoupons>;
