import * as z from "zod";
import { endpoints, ok } from "./endpoint";

/** The console's read-only view of shoppers: never a password hash, cards as brand and last 4 only. */

export const SHOPPER_PAGE_SIZE = 30;

export const ShopperListQuery = z.object({
  q: z.string().trim().max(100, "Search is at most 100 characters.").optional().default(""),
  page: z.coerce
    .number({ error: "page must be a whole number from 1." })
    .int("page must be a whole number from 1.")
    .min(1, "page must be a whole number from 1.")
    .default(1),
});
export type ShopperListQuery = z.infer<typeof ShopperListQuery>;

export const ShopperRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  joined: z.string(),
  orders: z.number(),
});
export type ShopperRow = z.infer<typeof ShopperRow>;

export const ShopperListAnswer = ok({ shoppers: z.array(ShopperRow), total: z.number(), page: z.number(), pages: z.number() });
export type ShopperListAnswer = z.infer<typeof ShopperListAnswer>;

export const ShopperDetail = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: z.string(),
  emailVerified: z.boolean(),
  /** Signs in with Google (the account's Google id itself is not shown). */
  google: z.boolean(),
  joined: z.string(),
  addresses: z.array(z.object({ id: z.string(), street: z.string(), city: z.string(), state: z.string(), zip: z.string(), country: z.string() })),
  cards: z.array(z.object({ brand: z.string(), last4: z.string() })),
  orders: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      date: z.string(),
      status: z.string(),
      paymentMethod: z.string(),
      paid: z.boolean(),
      amount: z.number().describe("rupees"),
      couponCode: z.string().nullable(),
    }),
  ),
});
export type ShopperDetail = z.infer<typeof ShopperDetail>;

export const ShopperIdParam = z.object({ id: z.uuid("No shopper with this id.") });

export const adminShoppersApi = endpoints({
  "GET /api/admin/shoppers": {
    summary: "Shoppers, newest first, searched by name, email or phone, 30 a page.",
    auth: "console",
    query: ShopperListQuery,
    response: ShopperListAnswer,
    errors: [400, 401, 403],
  },
  "GET /api/admin/shoppers/{id}": {
    summary: "One shopper: profile, saved addresses, cards (brand and last 4) and orders, newest first.",
    auth: "console",
    params: ShopperIdParam,
    response: ok({ shopper: ShopperDetail }),
    errors: [400, 401, 403, 404],
  },
});
