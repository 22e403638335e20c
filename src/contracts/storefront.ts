import { z } from "zod";
import { ProductCard } from "./catalog";
import { endpoints, ok } from "./endpoint";

/** One anonymised line of the recent-purchases panel: a first name and a city, never more. */
export const RecentPurchase = z.object({
  firstName: z.string(),
  city: z.string(),
  productName: z.string(),
  slug: z.string(),
  at: z.string().describe("ISO 8601"),
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
