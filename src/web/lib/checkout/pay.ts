import type { PlaceOrderBody } from "../../../contracts/orders";
import type { PublicConfig } from "../../../contracts/pages";
import { type ApiFailure, api } from "../api";
import { razorpayDisplayOptions } from "../razorpay-options";
import { loadRazorpayScript } from "./razorpay-script";

/** How a payment attempt ended: paid or placed, sent on to the provider, closed by the shopper, or refused. */
export type PaymentOutcome =
  | { kind: "placed" }
  | { kind: "paid" }
  | { kind: "redirected" }
  | { kind: "dismissed" }
  | { kind: "failed"; failure: ApiFailure | { message: string; field?: string } };

interface Attempt {
  body: PlaceOrderBody;
  /** One key per distinct order: a double click or a retry of the same order is the same order. */
  idempotencyKey: string;
}

const failed = (failure: ApiFailure | { message: string }): PaymentOutcome => ({ kind: "failed", failure });

/** Cash on delivery: the order is placed at once. */
export async function payCashOnDelivery({ body, idempotencyKey }: Attempt): Promise<PaymentOutcome> {
  const res = await api("POST /api/order/place", { body, headers: { "idempotency-key": idempotencyKey } });
  return res.ok ? { kind: "placed" } : failed(res);
}

/** Stripe Checkout: the order is placed unpaid and the shopper goes to Stripe's page; /verify confirms. */
export async function payWithStripe({ body, idempotencyKey }: Attempt): Promise<PaymentOutcome> {
  const res = await api("POST /api/order/stripe", { body, headers: { "idempotency-key": idempotencyKey } });
  if (!res.ok) return failed(res);
  if (!res.data.session_url) return { kind: "paid" };
  window.location.assign(res.data.session_url);
  return { kind: "redirected" };
}

/**
 * Razorpay Checkout: the order is placed unpaid, Razorpay's window takes the payment, and the
 * server checks its signature over our stored order id before the order counts as paid.
 */
export async function payWithRazorpay({ body, idempotencyKey }: Attempt, config: PublicConfig): Promise<PaymentOutcome> {
  const res = await api("POST /api/order/razorpay", { body, headers: { "idempotency-key": idempotencyKey } });
  if (!res.ok) return failed(res);
  const { order, orderId } = res.data;
  if (!order) return { kind: "paid" };
  try {
    await loadRazorpayScript(config.razorpayCheckoutUrl ?? "https://checkout.razorpay.com/v1/checkout.js");
  } catch (err) {
    return failed({ message: (err as Error).message });
  }
  const { address } = body;
  return new Promise<PaymentOutcome>((resolve) => {
    const checkout = new window.Razorpay!({
      key: config.razorpayKeyId,
      amount: order.amount,
      currency: order.currency,
      name: "Dhaaga",
      description: "Order payment",
      order_id: order.id,
      receipt: order.receipt,
      prefill: { name: `${address.firstName} ${address.lastName}`, email: address.email, contact: address.phone },
      // UPI first: by app on a phone, by QR code on a desktop.
      config: razorpayDisplayOptions(window.matchMedia("(max-width: 767px), (pointer: coarse)").matches),
      handler: async (response: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) => {
        const verified = await api("POST /api/order/verifyRazorpay", { body: { ...response, orderId } });
        resolve(verified.ok ? { kind: "paid" } : failed(verified));
      },
      modal: { ondismiss: () => resolve({ kind: "dismissed" }) },
    });
    checkout.open();
  });
}
