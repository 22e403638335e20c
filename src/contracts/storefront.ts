import * as z from "zod";
import { PURCHASE_WHEN } from "../domain/recent-purchases";
import { ProductCard } from "./catalog";
import { endpoints, ok } from "./endpoint";

/**
 * One line of the recent-purchases panel (decision 125): a first name and a city only when the
 * shopper agreed at checkout, otherwise the state alone; the day, never the time.
 */
export const RecentPurchase = z.object({
  firstName: z.string().nullable().describe("one word of letters; only when the shopper agreed at checkout"),
  city: z.string().nullable().describe("India Post's name for the order's PIN code; only with firstName"),
  state: z.string().describe("the state of the order's PIN code"),
  productName: z.string(),
  slug: z.string(),
  when: z.enum(PURCHASE_WHEN),
});
export type RecentPurchaseDto = z.infer<typeof RecentPurchase>;

export const storefrontApi = endpoints({
  "GET /api/product/recent-purchases": {
    summary: "The latest purchases, anonymised, for the product page's panel.",
    response: ok({ purchases: z.array(RecentPurchase) }),
  },
  "GET /api/product/{id}/related": {
    summary: "Products to show beside a product, from its category.",
    params: z.object({ id: z.string() }),
    response: ok({ products: z.array(ProductCard) }),
    errors: [404],
  },
});
