import { type CartMap, cartLines } from "../../domain/cart";
import type { OrderDto } from "../../contracts/orders";

/** Where the cart page keeps the shopper's coupon; the checkout reads it from there. */
export const COUPON_STORAGE_KEY = "couponCode";

export interface QuoteLine {
  _id: string;
  name: string;
  image: string;
  size: string;
  color: string;
  quantity: number;
  price: number;
  available: boolean;
  stock: number | null;
}

export interface Quote {
  lines: QuoteLine[];
  coupon: { ok: boolean; code: string; message?: string } | null;
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
}

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
