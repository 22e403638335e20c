import * as z from "zod";
import { endpoints, ok } from "./endpoint";

/** The console's dashboard: how the shop did today, over 7 and 30 days, and what needs doing. Amounts in rupees. */

export const DASHBOARD_PERIODS = ["today", "7d", "30d"] as const;

export const PeriodFigures = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** First and last day of the period, in India. */
  from: z.string(),
  to: z.string(),
  revenue: z.number(),
  orders: z.number().int(),
  /** Revenue per order; 0 without orders. */
  averageOrderValue: z.number(),
  visits: z.number().int(),
  /** Orders per 100 visits; null without visits. */
  conversion: z.number().nullable(),
});
export type PeriodFigures = z.infer<typeof PeriodFigures>;

export const DayFigures = z.object({ day: z.string(), revenue: z.number(), orders: z.number().int(), visits: z.number().int() });
export type DayFigures = z.infer<typeof DayFigures>;

const Rate = { delivered: z.number().int(), back: z.number().int(), rate: z.number().nullable().describe("units back per 100 delivered") };

/** Of the units of orders delivered in the last 30 days, how many a standing return or exchange asks back. */
export const ReturnRates = z.object({
  from: z.string(),
  to: z.string(),
  ...Rate,
  /** Products with units back, the highest rate first. */
  byProduct: z.array(z.object({ productId: z.string(), name: z.string(), ...Rate })),
  /** Every size delivered, in size order. */
  bySize: z.array(z.object({ size: z.string(), ...Rate })),
  /** Units back by the shopper's reason, in the form's order; `rate` is per 100 units delivered in all. */
  byReason: z.array(z.object({ reason: z.string(), back: z.number().int(), rate: z.number().nullable() })),
});
export type ReturnRates = z.infer<typeof ReturnRates>;

export const DashboardAnswer = ok({
  /** Today in India, "YYYY-MM-DD". */
  today: z.string(),
  periods: z.array(PeriodFigures),
  /** The last 30 days in India, oldest first, days without orders or visits included. */
  days: z.array(DayFigures),
  topProducts: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number().int(), revenue: z.number() })),
  lowStock: z.object({
    threshold: z.number().int(),
    /** Published products with a size and colour at or below the threshold (sold out ones included). */
    total: z.number().int(),
    products: z.array(z.object({ id: z.string(), name: z.string(), sku: z.string(), stock: z.number().int(), soldOut: z.boolean() })),
  }),
  refundsDue: z.object({
    total: z.number().int(),
    amount: z.number(),
    orders: z.array(z.object({ id: z.string(), number: z.string(), amount: z.number(), paymentMethod: z.string() })),
  }),
  /** Customer queries and partner inquiries not answered yet (the inbox's open ones). */
  openQueries: z.number().int(),
  returnRates: ReturnRates,
});
export type DashboardAnswer = z.infer<typeof DashboardAnswer>;

export const adminDashboardApi = endpoints({
  "GET /api/admin/dashboard": {
    summary:
      "Revenue, orders, average order value, visits and conversion for today, 7 and 30 days (days in India), the 30 days one by one, top products, low stock, refunds due, open queries, and the return rate of the last 30 days' deliveries by product, size and reason. Revenue and orders count orders placed by cash on delivery or paid online, never canceled ones.",
    auth: "console",
    response: DashboardAnswer,
    errors: [401, 403],
  },
});
