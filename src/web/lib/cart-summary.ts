import { useCallback, useEffect, useState } from "react";
import { type CartMap, cartQuantity, cartTotals } from "../../domain/cart";
import { DELIVERY_FEE_PAISE } from "../../domain/constants";
import { evaluateCoupon } from "../../domain/coupons";
import type { CartSummary } from "../../contracts/cart";
import { useShop } from "./shop";

export type { CartSummary, SummaryLine } from "../../contracts/cart";

/**
 * The figures for a cart changed since the server last priced it, from the server's prices and
 * the applied coupon's rule, with the same domain functions the server runs. Shown for the
 * moment until the server's own answer arrives.
 */
export function repriceLocally(summary: CartSummary, cart: CartMap): CartSummary {
  const lines = summary.lines
    .map((l) => {
      const quantity = cartQuantity(cart, l.productId, l.size, l.color);
      const available = l.status === "ok" || (l.status === "short" && l.maxQuantity !== undefined && quantity <= l.maxQuantity);
      return { ...l, quantity, available };
    })
    .filter((l) => l.quantity > 0);
  const coupon = summary.coupon && summary.couponRule ? evaluateCoupon(summary.coupon.code, [summary.couponRule], lines) : null;
  return { ...summary, lines, totals: cartTotals(lines, coupon, DELIVERY_FEE_PAISE) };
}

async function fetchSummary(token: string | null, cart: CartMap, couponCode: string | null): Promise<CartSummary> {
  const res = token
    ? await fetch("/api/cart/summary", { headers: { token } })
    : await fetch("/api/cart/summary", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ cartData: cart, couponCode }),
      });
  const data = (await res.json()) as CartSummary & { success: boolean; message?: string };
  if (!data.success) throw new Error(data.message ?? "Could not price the cart.");
  return data;
}

/** Prices the shopper's cart on the server whenever it changes; guests pass their coupon code. */
export function useCartSummary(guestCoupon: string | null) {
  const { token, cart, cartReady } = useShop();
  const [priced, setPriced] = useState<{ summary: CartSummary; key: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const key = JSON.stringify([token, cart, token ? null : guestCoupon]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for token, cart and guestCoupon; version asks again
  useEffect(() => {
    if (!cartReady) return;
    let current = true;
    fetchSummary(token, cart, guestCoupon)
      .then((summary) => {
        if (!current) return;
        setPriced({ summary, key });
        setError(null);
      })
      .catch((e: unknown) => current && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      current = false;
    };
    // key stands for token, cart and guestCoupon.
  }, [key, cartReady, version]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const summary = priced ? (priced.key === key ? priced.summary : repriceLocally(priced.summary, cart)) : null;
  return { summary, error, refresh, fetchSummary: (code: string | null) => fetchSummary(token, cart, code) };
}
