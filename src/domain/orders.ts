export const ORDER_STATUSES = ["Order Placed", "Packing", "Shipped", "Out for Delivery", "Delivered", "Order Canceled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const CANCELED_STATUS: OrderStatus = "Order Canceled";

/** The progress display: every status but the canceled one, in order. */
export const PROGRESS_STEPS = ORDER_STATUSES.slice(0, 5) as readonly Exclude<OrderStatus, "Order Canceled">[];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Position in PROGRESS_STEPS; -1 for a canceled (or unknown) status. */
export function progressIndex(status: string): number {
  return (PROGRESS_STEPS as readonly string[]).indexOf(status);
}

/** Spec §4: the UI offers cancel while the order is neither canceled nor paid. */
export function canCancelFromUi(o: { status: string; payment: boolean }): boolean {
  return o.status !== CANCELED_STATUS && !o.payment;
}

/**
 * The server's stricter rule: also not once the parcel has left (Shipped or later),
 * and not for a status it does not know.
 */
export function canCancelOnServer(o: { status: string; payment: boolean }): boolean {
  const step = progressIndex(o.status);
  return canCancelFromUi(o) && step >= 0 && step < progressIndex("Shipped");
}

/**
 * A payment that arrived for an order already canceled (by the shopper, or after its stock went
 * to someone else): the payment is recorded on the order, which stays canceled, and is owed back.
 */
export function isRefundDue(o: { status: string; payment: boolean; refundedAt?: Date | null }): boolean {
  return o.payment && o.status === CANCELED_STATUS && !o.refundedAt;
}

/** The next step of the progress display, or null (delivered, canceled, unknown). */
export function nextProgressStep(status: string): OrderStatus | null {
  const i = progressIndex(status);
  return i >= 0 && i < PROGRESS_STEPS.length - 1 ? PROGRESS_STEPS[i + 1] : null;
}

/** How an order is named to people: the first 8 characters of its id, upper-cased. */
export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

export const PAYMENT_METHODS = ["cod", "razorpay", "stripe"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "cod";

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === "string" && (PAYMENT_METHODS as readonly string[]).includes(value);
}
