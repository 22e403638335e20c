import type { PlaceOrderBody, WaitingAnswer } from "../../../contracts/orders";
import type { PublicConfig } from "../../../contracts/pages";
import { type ApiFailure, type ApiResult, type CallOptions, api } from "../api";
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
  /** Told the shopper's place each time the drop waiting room answers (decision 270). */
  onWaiting?(place: number): void;
}

/** How often a page in the waiting room asks for its turn. */
const WAITING_POLL_MS = 2_000;
type PlaceKey = "POST /api/order/place" | "POST /api/order/stripe" | "POST /api/order/razorpay";

/**
 * A checkout call that can wait its turn: it says so (`Prefer: respond-async`), and while the
 * store answers 202 with a place in line, the page shows that place and asks again, until the
 * answer is the placement's own.
 */
async function placeInTurn<K extends PlaceKey>(key: K, { body, idempotencyKey, onWaiting }: Attempt): Promise<ApiResult<K>> {
  // The three checkout calls take the same body.
  const call = api as (key: PlaceKey, options: CallOptions<"POST /api/order/place">) => Promise<ApiResult<K>>;
  let res = await call(key, { body, headers: { "idempotency-key": idempotencyKey, prefer: "respond-async" } });
  while (res.ok && res.status === 202) {
    const { waiting } = res.data as unknown as WaitingAnswer;
    onWaiting?.(waiting.place);
    await new Promise((turn) => setTimeout(turn, WAITING_POLL_MS));
    res = (await api("GET /api/order/waiting/{ticket}", { params: { ticket: waiting.ticket } })) as unknown as ApiResult<K>;
  }
  return res;
}

const failed = (failure: ApiFailure | { message: string }): PaymentOutcome => ({ kind: "failed", failure });

/** Cash on delivery: the order is placed at once. */
export async function payCashOnDelivery(attempt: Attempt): Promise<PaymentOutcome> {
  const res = await placeInTurn("POST /api/order/place", attempt);
  return res.ok ? { kind: "placed" } : failed(res);
}

/** Stripe Checkout: the order is placed unpaid and the shopper goes to Stripe's page; /verify confirms. */
export async function payWithStripe(attempt: Attempt): Promise<PaymentOutcome> {
  const res = await placeInTurn("POST /api/order/stripe", attempt);
  if (!res.ok) return failed(res);
  if (!res.data.session_url) return { kind: "paid" };
  window.location.assign(res.data.session_url);
  return { kind: "redirected" };
}

/**
 * Razorpay Checkout: the order is placed unpaid, Razorpay's window takes the payment, and the
 * server checks its signature over our stored order id before the order counts as paid.
 */
export async function payWithRazorpay(attempt: Attempt, config: PublicConfig): Promise<PaymentOutcome> {
  const { body } = attempt;
  const res = await placeInTurn("POST /api/order/razorpay", attempt);
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
