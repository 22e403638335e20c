import * as z from "zod";
import { endpoints, ok } from "./endpoint";
import { CreditEntryView } from "./returns";

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

/** Store credit the merchant gives a shopper as a gesture (a late parcel, a fault): rupees, with the reason the shopper reads. */
export const GoodwillRequest = z.object({
  amount: z
    .number({ error: "Amount must be a number of rupees." })
    .positive("Amount must be more than 0.")
    .max(50_000, "Amount must be at most ₹50,000.")
    .refine((v) => Math.round(v * 100) === v * 100, "Amount can have at most 2 decimals."),
  note: z.string({ error: "Say why the credit is given." }).trim().min(1, "Say why the credit is given.").max(300, "Note is at most 300 characters."),
});
export type GoodwillRequest = z.infer<typeof GoodwillRequest>;

const ShopperCredit = { balance: z.number().describe("rupees"), entries: z.array(CreditEntryView) };

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
  "GET /api/admin/shoppers/{id}/credit": {
    summary: "The shopper's store credit: the balance and the dated ledger, newest first (as the shopper's profile shows it).",
    auth: "console",
    params: ShopperIdParam,
    response: ok(ShopperCredit),
    errors: [400, 401, 403, 404],
  },
  "POST /api/admin/shoppers/{id}/credit": {
    summary: "Gives the shopper goodwill store credit with a note: an entry of their ledger, in the audit log, and mailed to them.",
    auth: "console",
    params: ShopperIdParam,
    body: GoodwillRequest,
    response: ok({ message: z.string(), ...ShopperCredit }),
    status: 201,
    errors: [400, 401, 403, 404],
  },
});
