import { type CartMap, cartLines } from "../../domain/cart";
import type { OrderDto } from "../../contracts/orders";

/** Where a guest's coupon is kept in the browser (a logged-in shopper's is kept with the account's cart). */
export const COUPON_STORAGE_KEY = "couponCode";

/** An order as POST /api/order/userorders lists it. */
export type OrderView = OrderDto;

export const itemsOf = (cart: CartMap) =>
  cartLines(cart).map((l) => ({ _id: l.productId, size: l.size, color: l.color, quantity: l.quantity }));

/** POSTs JSON with the session token; the answer's message becomes the error. */
export async function postJson<T>(path: string, body: unknown, token: string | null, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { token } : {}), ...headers },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({ success: false, message: `The store answered ${res.status}.` }))) as T & {
    success?: boolean;
    message?: string;
    field?: string;
  };
  if (!res.ok || data.success === false) {
    const err = new Error(data.message ?? "Something went wrong. Please try again.") as Error & { field?: string; status?: number };
    err.field = data.field;
    err.status = res.status;
    throw err;
  }
  return data;
}
