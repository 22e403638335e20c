import * as z from "zod";
import { WISHLIST_MAX, WISHLIST_TOO_MANY } from "../domain/wishlist";
import { ProductCard } from "./catalog";
import { endpoints, ok } from "./endpoint";

export { WISHLIST_MAX };

const productId = z.string({ error: "productId is required." }).trim().min(1, "productId is required.").max(64, "productId is too long.");
const productIds = z.array(productId, { error: "productIds must be a list." }).max(WISHLIST_MAX, WISHLIST_TOO_MANY);

export const WishlistItemBody = z.object({ productId });
export type WishlistItemBody = z.input<typeof WishlistItemBody>;
export const WishlistIdsBody = z.object({ productIds });
export type WishlistIdsBody = z.input<typeof WishlistIdsBody>;

const Ids = ok({ productIds: z.array(z.string()) });

/** The shopper's saved products: the account's on the server; a guest's in the browser, merged at login (decision 261). */
export const wishlistApi = endpoints({
  "GET /api/wishlist": {
    summary: "The account's wishlist: its product ids, newest first, and the cards of those still on sale (current price and sold-out sizes).",
    auth: "user",
    response: ok({ productIds: z.array(z.string()), items: z.array(ProductCard) }),
    errors: [401],
  },
  "POST /api/wishlist/add": {
    summary: "Saves a product to the account's wishlist; saving it again changes nothing.",
    auth: "user",
    body: WishlistItemBody,
    response: Ids,
    errors: [400, 401, 404, 409],
  },
  "POST /api/wishlist/remove": {
    summary: "Removes a product from the account's wishlist.",
    auth: "user",
    body: WishlistItemBody,
    response: Ids,
    errors: [400, 401],
  },
  "POST /api/wishlist/merge": {
    summary: "Adds a guest's saved products to the account's wishlist at login; products no longer on sale are left out.",
    auth: "user",
    body: WishlistIdsBody,
    response: Ids,
    errors: [400, 401],
  },
  "POST /api/wishlist/cards": {
    summary:
      "The cards of these products still on sale, in the order given: a guest's wishlist and the recently viewed products, kept in the browser.",
    body: WishlistIdsBody,
    response: ok({ items: z.array(ProductCard) }),
    errors: [400],
  },
});
