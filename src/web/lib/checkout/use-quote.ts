import { useEffect, useState } from "react";
import type { PaymentMethod } from "../../../domain/orders";
import type { CartSummary } from "../cart-summary";
import { api } from "../api";

type Items = { _id: string; size: string; color: string; quantity: number }[];

/**
 * The server prices the account's cart with the coupon stored with it, as the cart page showed it,
 * for the chosen way to pay (cash on delivery adds its fee) and with store credit when the shopper
 * uses it; asked again when either changes.
 */
export function useQuote(token: string | null, items: Items, paymentMethod: PaymentMethod, useCredit = false) {
  const [quote, setQuote] = useState<CartSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!token || items.length === 0) {
      setQuote(null);
      return;
    }
    const ctrl = new AbortController();
    api("POST /api/order/quote", { body: { items, paymentMethod, useCredit }, signal: ctrl.signal }).then((res) => {
      if (ctrl.signal.aborted) return;
      if (res.ok) {
        setQuote(res.data.quote);
        setError(null);
      } else setError(res.networkError ? "The order summary could not be loaded." : res.message);
    });
    return () => ctrl.abort();
  }, [items, token, paymentMethod, useCredit]);
  return { quote, error };
}
