import { type CartMap, cartLines } from "../../domain/cart";
import type { Api } from "../../contracts/api";
import type { AnswerOf } from "../../contracts/endpoint";
import type { OrderDto } from "../../contracts/orders";

/** Where a guest's coupon is kept in the browser (a logged-in shopper's is kept with the account's cart). */
export const COUPON_STORAGE_KEY = "couponCode";

/** An order as POST /api/order/userorders lists it. */
export type OrderView = OrderDto;

/** A delivered order's returns as GET /api/order/:orderId/returns answers them: the requests, and what may still be asked. */
export type ReturnsAnswer = AnswerOf<Api["GET /api/order/{orderId}/returns"]>;

export const itemsOf = (cart: CartMap) => cartLines(cart).map((l) => ({ _id: l.productId, size: l.size, color: l.color, quantity: l.quantity }));
