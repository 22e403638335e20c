import * as z from "zod";
import { categoryNames } from "../domain/vocabulary";
import { oneOf } from "./vocabulary-values";
import { COUPON_KINDS } from "../domain/coupons";
import { Done, endpoints, ok } from "./endpoint";

/** The console's coupon calls. Money in rupees, as on the shop's wire; dates are India days. */

export const COUPON_STATES = ["active", "paused", "scheduled", "expired", "used up"] as const;

/** Rupees and paise: at most 2 decimals (as typed, so 0.1 × 100 counts as 10). */
const inPaise = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
const money = (label: string) =>
  z
    .number({ error: `${label} must be a number of rupees.` })
    .min(0, `${label} cannot be negative.`)
    .max(1_000_000, `${label} must be at most ₹10,00,000.`)
    .refine(inPaise, `${label} can have at most 2 decimals.`);
const positiveMoney = (v: number) => v > 0 && v <= 1_000_000 && inPaise(v);
const optional = <T extends z.ZodType>(schema: T) => schema.nullable().optional().default(null);
const count = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(max, `${label} is at most ${max}.`);
const day = (label: string) => z.iso.date(`${label}: use a date like 2026-01-31.`);

/**
 * What a merchant sets on a code. `value` is the percent off, the rupees off, or (buy N) the
 * price of the N units together.
 */
export const CouponInput = z
  .object({
    kind: z.enum(COUPON_KINDS, { error: "Type must be percent, flat or bundle_fixed_total (buy N)." }),
    value: z.number({ error: "Value must be a number." }),
    category: optional(oneOf(categoryNames, (names) => `Category must be one of ${names.join(", ")}.`)),
    count: optional(count("Number of items", 50)),
    requiredTotal: optional(money("Exact total")),
    minOrder: optional(money("Minimum order")),
    usageLimit: optional(count("Total uses", 1_000_000)),
    perShopperLimit: optional(count("Uses per shopper", 1000)),
    validFrom: optional(day("Valid from")),
    validTo: optional(day("Valid to")),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (c.kind === "percent" && !(c.value > 0 && c.value <= 100 && inPaise(c.value))) {
      issue("value", "A percent off must be more than 0 and at most 100, with at most 2 decimals.");
    }
    if (c.kind === "flat" && !positiveMoney(c.value)) issue("value", "The amount off must be more than ₹0, with at most 2 decimals.");
    if (c.kind === "bundle_fixed_total") {
      if (!positiveMoney(c.value)) issue("value", "The bundle price must be more than ₹0, with at most 2 decimals.");
      if (c.count == null || c.count < 2) issue("count", "A buy-N code needs a number of items, 2 or more.");
      if (c.category == null) issue("category", "A buy-N code needs a category.");
      if (c.requiredTotal != null && c.requiredTotal <= c.value) issue("requiredTotal", "The exact total must be more than the bundle price.");
    }
    if (c.kind !== "bundle_fixed_total") {
      // The rest of a buy-N code's rule would be kept and ignored: refused instead.
      if (c.category != null) issue("category", "Only a buy-N code has a category.");
      if (c.count != null) issue("count", "Only a buy-N code has a number of items.");
      if (c.requiredTotal != null) issue("requiredTotal", "Only a buy-N code has an exact total.");
    }
    if (c.validFrom && c.validTo && c.validTo < c.validFrom) issue("validTo", "Valid to must be on or after valid from.");
  });
export type CouponInput = z.input<typeof CouponInput>;

export const CouponCode = z
  .string({ error: "Code is required." })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,20}$/, "Code must be 3 to 20 letters or digits.");

export const NewCouponInput = z.intersection(z.object({ code: CouponCode }), CouponInput);
export type NewCouponInput = z.input<typeof NewCouponInput>;

export const CouponParam = z.object({ code: CouponCode });

export const CouponView = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  category: z.string().nullable(),
  count: z.number().nullable(),
  requiredTotal: z.number().nullable(),
  minOrder: z.number().nullable(),
  usageLimit: z.number().nullable(),
  perShopperLimit: z.number().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  active: z.boolean(),
  usedCount: z.number(),
  state: z.enum(COUPON_STATES),
  /** In the shop's words: "10% off", "₹200 off", "2 Hoodies for ₹1,500". */
  summary: z.string(),
});
export type CouponView = z.infer<typeof CouponView>;

export const CouponListAnswer = ok({ coupons: z.array(CouponView) });
export type CouponListAnswer = z.infer<typeof CouponListAnswer>;
export const CouponAnswer = ok({ message: z.string(), coupon: CouponView });

export const adminCouponsApi = endpoints({
  "GET /api/admin/coupons": {
    summary: "Every code, with its rule, limits, uses and state.",
    auth: "console",
    response: CouponListAnswer,
    errors: [401, 403],
  },
  "POST /api/admin/coupons": {
    summary: "Creates a code: percent off, flat amount off, or buy N of a category for a fixed total; with a minimum order, caps and dates.",
    auth: "console",
    body: NewCouponInput,
    response: CouponAnswer,
    status: 201,
    errors: [400, 401, 403, 409],
  },
  "GET /api/admin/coupons/{code}": {
    summary: "One code.",
    auth: "console",
    params: CouponParam,
    response: ok({ coupon: CouponView }),
    errors: [400, 401, 403, 404],
  },
  "PUT /api/admin/coupons/{code}": {
    summary: "Changes a code's rule, limits and dates (the code itself stays: orders name it).",
    auth: "console",
    params: CouponParam,
    body: CouponInput,
    response: CouponAnswer,
    errors: [400, 401, 403, 404],
  },
  "POST /api/admin/coupons/{code}/pause": {
    summary: "Pauses a code: the shop refuses it until it is resumed.",
    auth: "console",
    params: CouponParam,
    response: Done,
    errors: [400, 401, 403, 404, 409],
  },
  "POST /api/admin/coupons/{code}/resume": {
    summary: "Resumes a paused code.",
    auth: "console",
    params: CouponParam,
    response: Done,
    errors: [400, 401, 403, 404, 409],
  },
});
