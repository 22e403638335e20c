import type { CartLine } from "../../../domain/cart";
import { normalizeColor, variantKey } from "../../../domain/pricing";
import type { OrderItemInput } from "../../../contracts/orders";

/** An order's items as cart lines: repeated variants added together, so each variant is decremented once. */
export function mergeItems(items: OrderItemInput[]): CartLine[] {
  const byKey = new Map<string, CartLine>();
  for (const i of items) {
    const line = { productId: i.productId, size: i.size, color: normalizeColor(i.color), quantity: i.quantity };
    const key = variantKey(line.productId, line.size, line.color);
    const prev = byKey.get(key);
    byKey.set(key, prev ? { ...prev, quantity: prev.quantity + line.quantity } : line);
  }
  return [...byKey.values()];
}
