import type { CodAvailability } from "./india/delivery";
import { INDIA_MESSAGES, noPaymentMethod } from "./messages";

/**
 * Why an order cannot be paid on this store, or null while a way of paying is left: cash on
 * delivery refused (outside the shop's COD zones, or over its cap) and no online payment set up.
 * The PIN check on the product page and in the cart, and checkout, all say it from this one rule
 * (decision 216).
 */
export function noPaymentMessage(cod: CodAvailability, onlinePayment: boolean): string | null {
  if (cod.available || onlinePayment) return null;
  return cod.reason === "zone" ? INDIA_MESSAGES.noPaymentForPin : noPaymentMethod;
}
