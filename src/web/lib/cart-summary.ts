import { useCallback, useEffect, useState } from "react";
import type { CartMap } from "../../domain/cart";
import type { PricedCartDto } from "../../contracts/cart";
import { answerOf, api } from "./api";
import { useShop } from "./shop";

export type CartSummary = PricedCartDto;
export type SummaryLine = PricedCartDto["lines"][number];

type Repricer = typeof import("./cart-reprice").repriceLocally;
let repricer: Repricer | null = null;
let loadingRepricer: Promise<unknown> | null = null;

/**
 * The local repricing (the domain's pricing and coupon rules) runs only once the shopper changes
 * the cart, between that change and the server's answer: it loads then, not with the page.
 */
function loadRepricer(): Promise<unknown> {
  loadingRepricer ??= import("./cart-reprice").then((m) => {
    repricer = m.repriceLocally;
  });
  return loadingRepricer;
}

/** The account's cart with its stored code when logged in; otherwise the guest's map and code. */
async function fetchSummary(token: string | null, cart: CartMap, couponCode: string | null): Promise<CartSummary> {
  const { success: _, ...summary } = token
    ? answerOf(await api("GET /api/cart/summary"))
    : answerOf(await api("POST /api/cart/summary", { body: { cartData: cart, couponCode } }));
  return summary;
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
  }, [key, cartReady, version]);

  // A cart changed since the server priced it is repriced here until the server answers; the
  // figures before the change stay the moment the repricing takes to load the first time.
  const stale = priced !== null && priced.key !== key;
  const [, setRepricerReady] = useState(repricer !== null);
  useEffect(() => {
    if (stale && !repricer) loadRepricer().then(() => setRepricerReady(true));
  }, [stale]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const summary = priced ? (stale && repricer ? repricer(priced.summary, cart) : priced.summary) : null;
  return { summary, error, refresh, fetchSummary: (code: string | null) => fetchSummary(token, cart, code) };
}
