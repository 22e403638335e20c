import { describe, expect, it } from "vitest";
import type { coupons } from "../../db/schema";
import { SEEDED_COUPONS } from "../../../domain/coupons";
import { couponRuleSchema, ruleFromRow } from "./coupons.service";

type Row = typeof coupons.$inferSelect;
const row = (over: Partial<Row>): Row => ({
  code: "FLAT10",
  kind: "percent",
  params: { percent: 10 },
  active: true,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usedCount: 0,
  createdAt: new Date(0),
  ...over,
});

describe("ruleFromRow (a coupons table row as the domain reads it)", () => {
  it.each<[string, Row, object | null]>([
    ["a percent code", row({}), { code: "FLAT10", kind: "percent", percent: 10, active: true }],
    ["a switched-off code", row({ active: false }), { active: false }],
    ["a used-up code is read as inactive", row({ usageLimit: 5, usedCount: 5 }), { active: false }],
    ["a code with uses left is active", row({ usageLimit: 5, usedCount: 4 }), { active: true }],
    ["dates become epoch ms", row({ startsAt: new Date(1000), endsAt: new Date(2000) }), { startsAt: 1000, endsAt: 2000 }],
    [
      "a bundle code",
      row({
        code: "BUY2",
        kind: "bundle_fixed_total",
        params: { category: "Oversized T-Shirts", count: 2, requiredTotalPaise: 179800, fixedTotalPaise: 150000 },
      }),
      { kind: "bundle_fixed_total", count: 2, fixedTotalPaise: 150000 },
    ],
    ["params cannot overwrite the row's code", row({ params: { percent: 10, code: "OTHER" } }), { code: "FLAT10" }],
    ["an unknown kind is left out", row({ kind: "free_shipping", params: {} }), null],
    ["a percent over 100 is left out", row({ params: { percent: 150 } }), null],
    ["params that are not an object are left out", row({ params: "10%" }), null],
  ])("%s", (_name, r, expected) => {
    const rule = ruleFromRow(r);
    if (expected === null) expect(rule).toBeNull();
    else expect(rule).toMatchObject(expected);
  });
});

describe("couponRuleSchema", () => {
  it("accepts the seeded rules", () => {
    for (const r of SEEDED_COUPONS) expect(couponRuleSchema.parse(r)).toEqual(r);
  });

  it.each([
    ["unknown kind", { code: "X", kind: "bogo" }],
    ["percent above 100", { code: "X", kind: "percent", percent: 150 }],
    ["percent zero", { code: "X", kind: "percent", percent: 0 }],
    ["bundle missing totals", { code: "X", kind: "bundle_fixed_total", category: "Hoodies", count: 2 }],
    ["empty code", { code: "", kind: "percent", percent: 10 }],
  ])("rejects %s", (_name, value) => {
    expect(couponRuleSchema.safeParse(value).success).toBe(false);
  });
});
