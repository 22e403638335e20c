/** How an order is named to people: the first 8 characters of its id, upper-cased. */
export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

export const PAYMENT_METHODS = ["cod", "razorpay", "stripe"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** How an order was paid: a payment method, or store credit alone (no payment method needed). */
export type OrderPaymentMethod = PaymentMethod | "credit";
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "cod";

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === "string" && (PAYMENT_METHODS as readonly string[]).includes(value);
}
