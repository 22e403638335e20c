import * as z from "zod";
import { AddressSchema } from "../domain/checkout";
import { CART_QTY_MAX } from "../domain/constants";
import { variantKey } from "../domain/pricing";
import { PricedCart } from "./cart";
import { endpoints, ok } from "./endpoint";

export { AddressSchema };

export type DeliveryAddress = z.infer<typeof AddressSchema>;

/** A GST credit note as an order lists it; amount in rupees, date in epoch milliseconds. */
export const CreditNoteSummary = z.object({ id: z.string(), number: z.string(), amount: z.number(), date: z.number() });
export type CreditNoteSummary = z.infer<typeof CreditNoteSummary>;

const ItemSchema = z
  .object({
    _id: z.string().max(64).optional(),
    itemId: z.string().max(64).optional(),
    size: z.string({ error: "Size is required." }).trim().min(1, "Size is required.").max(20),
    color: z.string({ error: "Colour is required." }).trim().min(1, "Colour is required.").max(20),
    quantity: z
      .number({ error: "Quantity must be a number." })
      .int("Quantity must be a whole number.")
      .min(1, "Quantity must be at least 1.")
      .max(CART_QTY_MAX, `Quantity must be at most ${CART_QTY_MAX}.`),
  })
  .transform((i, ctx) => {
    const productId = i._id ?? i.itemId ?? "";
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(productId)) {
      ctx.addIssue({ code: "custom", message: "Each item needs a valid product id.", path: ["_id"] });
      return z.NEVER;
    }
    return { productId: productId.toLowerCase(), size: i.size, color: i.color, quantity: i.quantity };
  });

export const VARIANT_QTY_OVER_MAX = `An order can hold at most ${CART_QTY_MAX} of one size and colour.`;

const ItemsSchema = z
  .array(ItemSchema, { error: "items must be a list." })
  .min(1, "Your cart is empty.")
  .max(50, "An order can hold at most 50 lines.")
  // Lines repeating one variant (in any casing of its colour code) are added together for the order,
  // so the cap holds for their sum.
  .superRefine((items, ctx) => {
    const total = new Map<string, number>();
    for (const i of items) {
      const key = variantKey(i.productId, i.size, i.color);
      total.set(key, (total.get(key) ?? 0) + i.quantity);
    }
    if ([...total.values()].some((q) => q > CART_QTY_MAX)) ctx.addIssue({ code: "custom", message: VARIANT_QTY_OVER_MAX });
  });

const CouponField = z.string().trim().max(40, "Coupon code is too long.").optional().nullable();

const PaymentMethodField = z.enum(["cod", "razorpay", "stripe"], { error: "paymentMethod must be cod, razorpay or stripe." }).optional();
const UseCreditField = z.boolean({ error: "useCredit must be true or false." }).optional();
/** useCredit prices the account's store credit in (an account's quote only; a guest has none). */
export const QuoteBody = z.object({ items: ItemsSchema, couponCode: CouponField, paymentMethod: PaymentMethodField, useCredit: UseCreditField });
/** Which way the shopper will pay, for the fee lines of the quote; read for guests and accounts alike. */
export const QuoteMethodBody = z.object({
  paymentMethod: PaymentMethodField,
  useCredit: z.boolean({ error: "useCredit must be true or false." }).optional(),
});

/** amount and prices may be present (the spec's client sends them) and are ignored. */
export const PlaceOrderBody = z.object({
  address: AddressSchema,
  items: ItemsSchema,
  couponCode: CouponField,
  /** The checkout's unticked box: show this purchase's first name and city in "Recently bought". */
  sharePurchase: z.boolean({ error: "sharePurchase must be true or false." }).optional(),
  /** The checkout's "Save this address to my profile": kept once the order is made, never twice. */
  saveAddress: z.boolean({ error: "saveAddress must be true or false." }).optional(),
  /**
   * Pay with the account's store credit, as far as it goes: the server takes the lesser of the
   * balance and what is due. When it pays for everything, no payment method is used.
   */
  useCredit: z.boolean({ error: "useCredit must be true or false." }).optional(),
});
export type PlaceOrderInput = z.output<typeof PlaceOrderBody>;
export type OrderItemInput = PlaceOrderInput["items"][number];

export const CancelOrderBody = z.object({ orderId: z.string({ error: "orderId is required." }).min(1).max(64) });

/** A Confirm or Cancel link's token, as the page it opens hands it on. */
export const OrderLinkBody = z.object({ token: z.string({ error: "Token is required." }).trim().min(1, "Token is required.").max(200) });

export const VerifyStripeBody = z.object({
  success: z.union([z.boolean(), z.string()]).transform((v) => v === true || v === "true"),
  orderId: z.string({ error: "orderId is required." }).min(1).max(64),
});

export const VerifyRazorpayBody = z.object({
  razorpay_order_id: z.string({ error: "razorpay_order_id is required." }).min(1).max(100),
  razorpay_payment_id: z.string({ error: "razorpay_payment_id is required." }).min(1).max(100),
  razorpay_signature: z.string({ error: "razorpay_signature is required." }).min(1).max(200),
  orderId: z.string().max(64).optional(),
});

export type QuoteBody = z.input<typeof QuoteBody>;
/** What the checkout form sends; `amount` and prices may ride along and are ignored. */
export type PlaceOrderBody = z.input<typeof PlaceOrderBody>;
export type CancelOrderBody = z.input<typeof CancelOrderBody>;
export type OrderLinkBody = z.input<typeof OrderLinkBody>;
export type VerifyStripeBody = z.input<typeof VerifyStripeBody>;
export type VerifyRazorpayBody = z.input<typeof VerifyRazorpayBody>;

/** An order as its shopper sees it, amounts in rupees. */
export const Order = z.object({
  _id: z.string(),
  status: z.string(),
  payment: z.boolean(),
  /** Paid, but for an order that stays canceled: the payment is owed back. */
  refundDue: z.boolean(),
  /** The shopper may cancel it now: the same rule the cancel call applies. */
  canCancel: z.boolean(),
  paymentMethod: z.string(),
  date: z.number().describe("epoch milliseconds"),
  amount: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  deliveryFee: z.number(),
  couponCode: z.string().nullable(),
  /** Set once the parcel ships. */
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The courier's scans of a parcel booked through Shiprocket, oldest first, with its tracking link (decision 234). */
  tracking: z
    .object({
      awb: z.string(),
      courier: z.string(),
      url: z.string().nullable(),
      scans: z.array(z.object({ at: z.string(), place: z.string(), words: z.string() })),
    })
    .nullable()
    .optional(),
  /** An order not shipped yet: the day it is expected to leave (YYYY-MM-DD, India). */
  expectedDispatch: z.string().nullable().optional(),
  /** A refund due that the shop has paid back. */
  refunded: z.boolean(),
  /** Set once the order is confirmed; GET /api/order/:orderId/invoice then answers its PDF. */
  invoiceNumber: z.string().nullable(),
  /** Cash on delivery fee, in rupees. */
  codFee: z.number(),
  /** Paid from store credit, in rupees; amount is the rest. */
  credit: z.number(),
  /** GST credit notes against the invoice (a refunded return, a cancellation); each PDF is at GET /api/order/:orderId/credit-notes/:id. */
  creditNotes: z.array(CreditNoteSummary),
  address: AddressSchema,
  items: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      image: z.array(z.string()),
      category: z.string(),
      price: z.number(),
      size: z.string(),
      color: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type OrderDto = z.infer<typeof Order>;

const IDEMPOTENCY = { "Idempotency-Key": "Names this order: a retry or a double click with the same key makes one order." };
const Placed = { orderId: z.string(), replayed: z.boolean().describe("true when this key had already made the order") };

/**
 * The drop waiting room's answer (202, decision 270): the checkout waits its turn; the shopper's
 * page polls GET /api/order/waiting/{ticket} until it answers the placement's own answer.
 */
export const WaitingAnswer = ok({ message: z.string(), waiting: z.object({ ticket: z.string(), place: z.number().int().min(1) }) });
export type WaitingAnswer = z.infer<typeof WaitingAnswer>;
const WAITS = " Past the store's waiting-room threshold the answer is 202 with a ticket and the shopper's place in line instead (WaitingAnswer).";

export const ordersApi = endpoints({
  "POST /api/order/quote": {
    summary:
      "The checkout's figures: with a token, the account's cart and stored coupon; without, the items and code sent (only the shop's public codes apply without an account).",
    auth: "optional",
    body: QuoteBody,
    response: ok({ quote: PricedCart }),
    errors: [400, 429],
  },
  "POST /api/order/place": {
    summary:
      "Places a cash-on-delivery order; amounts come from the database, never the client. With useCredit, store credit pays first; an order it pays in full needs no payment method and is paid at once." +
      WAITS,
    auth: "user",
    headers: IDEMPOTENCY,
    body: PlaceOrderBody,
    response: ok({ message: z.string(), ...Placed }),
    errors: [400, 401, 409, 422],
  },
  "POST /api/order/razorpay": {
    summary:
      "Places an order paid with Razorpay and answers the Razorpay order to open Checkout with; an order store credit pays in full (useCredit) answers paidByCredit instead.",
    auth: "user",
    headers: IDEMPOTENCY,
    body: PlaceOrderBody,
    response: ok({
      order: z
        .object({ id: z.string(), amount: z.number().int().describe("paise, as Razorpay counts"), currency: z.string(), receipt: z.string() })
        .optional(),
      paidByCredit: z.literal(true).optional(),
      ...Placed,
    }),
    errors: [400, 401, 409, 422, 503],
  },
  "POST /api/order/stripe": {
    summary:
      "Places an order paid with Stripe and answers the Checkout page to send the shopper to; an order store credit pays in full (useCredit) answers paidByCredit instead.",
    auth: "user",
    headers: IDEMPOTENCY,
    body: PlaceOrderBody,
    response: ok({ session_url: z.string().optional(), paidByCredit: z.literal(true).optional(), ...Placed }),
    errors: [400, 401, 409, 422, 503],
  },
  "GET /api/order/waiting/{ticket}": {
    summary:
      "A place in the drop waiting room: 202 with the shopper's place while it waits, then the answer its checkout call would have given (200, or that call's refusal).",
    auth: "user",
    params: z.object({ ticket: z.string() }),
    response: z.union([WaitingAnswer, z.looseObject({ success: z.literal(true) })]),
    errors: [400, 401, 404, 409, 422, 503],
  },
  "POST /api/order/verifyRazorpay": {
    summary: "Confirms a Razorpay payment by its signature over the stored order id.",
    auth: "user",
    body: VerifyRazorpayBody,
    response: ok({ message: z.string(), orderId: z.string() }),
    errors: [400, 401, 402, 404, 409],
  },
  "POST /api/order/verifyStripe": {
    summary: "Asks Stripe whether the order's Checkout session was paid (success false when it was not).",
    auth: "user",
    body: VerifyStripeBody,
    response: z.object({ success: z.boolean(), message: z.string() }),
    errors: [400, 401, 404, 409],
  },
  "POST /api/order/userorders": {
    summary: "The shopper's orders, newest first.",
    auth: "user",
    response: ok({ orders: z.array(Order) }),
    errors: [401],
  },
  "POST /api/order/cancelOrder": {
    summary: "Cancels one of the shopper's orders while it may still be cancelled; the stock returns.",
    auth: "user",
    body: CancelOrderBody,
    response: ok({ message: z.string(), status: z.string() }),
    errors: [400, 401, 404, 409],
  },
  "POST /api/order/cod/confirm": {
    summary:
      "The Confirm link mailed with a cash-on-delivery order (no login): confirms the order and verifies the account's email address. Once, until the confirmation is due; a used link is 409, an expired one 410, any other 400, and nothing changes.",
    body: OrderLinkBody,
    response: ok({ message: z.string(), orderNumber: z.string() }),
    errors: [400, 409, 410, 429],
  },
  "POST /api/order/cod/cancel": {
    summary:
      "The Cancel link mailed with a cash-on-delivery order (no login): the shopper's cancel, while it may still be made; the stock returns and a mail says so. A used link is 409, an expired one 410, any other 400.",
    body: OrderLinkBody,
    response: ok({ message: z.string(), orderNumber: z.string() }),
    errors: [400, 409, 410, 429],
  },
  "POST /api/order/webhook/razorpay": {
    summary: "Razorpay's webhook (payment.captured, order.paid), signed with RAZORPAY_WEBHOOK_SECRET.",
    headers: { "X-Razorpay-Signature": "HMAC-SHA256 of the raw body", "X-Razorpay-Event-Id": "the event's id, applied once" },
    body: "raw",
    response: z.object({ success: z.literal(true) }).passthrough(),
    errors: [400, 409, 500],
  },
  "POST /api/order/webhook/stripe": {
    summary: "Stripe's webhook (checkout.session.completed, checkout.session.async_payment_succeeded).",
    headers: { "Stripe-Signature": "Stripe's signature header over the raw body" },
    body: "raw",
    response: z.object({ success: z.literal(true) }).passthrough(),
    errors: [400, 409, 500],
  },
});
