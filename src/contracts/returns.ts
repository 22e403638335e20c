import * as z from "zod";
import { CART_QTY_MAX } from "../domain/constants";
import { REFUND_DESTINATIONS, RETURN_KINDS, RETURN_PHOTOS_MAX, RETURN_REASONS, IFSC_PATTERN, UPI_PATTERN } from "../domain/returns";
import { endpoints, ok } from "./endpoint";

/** A shopper's returns and exchanges, and their store credit. Amounts in rupees. */

/** A photo the store keeps (an uploaded image's path). */
const PhotoPath = z.string().regex(/^\/media\/[A-Za-z0-9._-]{1,120}$/, "Each photo must be one the store keeps (/media/…).");

const ReturnLineBody = z.object({
  orderItemId: z.uuid("Pick an item of this order."),
  quantity: z
    .number({ error: "Quantity must be a number." })
    .int("Quantity must be a whole number.")
    .min(1, "Quantity must be at least 1.")
    .max(CART_QTY_MAX, `Quantity must be at most ${CART_QTY_MAX}.`),
  reason: z.enum(RETURN_REASONS, { error: `Pick a reason: ${RETURN_REASONS.join(", ")}.` }),
  photos: z.array(PhotoPath).max(RETURN_PHOTOS_MAX, `Add at most ${RETURN_PHOTOS_MAX} photos.`).optional().default([]),
  /** An exchange: the size wanted (and the colour, when another; the line's own by default). */
  size: z.string().trim().min(1, "Pick the size you want instead.").max(20).optional(),
  color: z.string().trim().min(1).max(20).optional(),
});

export const BankAccount = z.object({
  accountName: z.string({ error: "Account holder's name is required." }).trim().min(2, "Account holder's name is required.").max(100),
  accountNumber: z
    .string({ error: "Account number is required." })
    .trim()
    .regex(/^\d{9,18}$/, "An account number is 9 to 18 digits."),
  ifsc: z
    .string({ error: "IFSC is required." })
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(IFSC_PATTERN, "Enter a valid IFSC: 4 letters, 0, then 6 letters or digits (like HDFC0001234).")),
});

export const UpiAccount = z.object({
  upiId: z.string({ error: "UPI ID is required." }).trim().regex(UPI_PATTERN, "Enter a valid UPI ID, like name@bank."),
});

export const ReturnRequestBody = z
  .object({
    kind: z.enum(RETURN_KINDS, { error: "kind must be return or exchange." }),
    lines: z.array(ReturnLineBody, { error: "lines must be a list." }).min(1, "Pick at least one item.").max(50),
    refundTo: z.enum(REFUND_DESTINATIONS, { error: "refundTo must be original, credit, bank or upi." }).optional(),
    bank: BankAccount.optional(),
    upi: UpiAccount.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "exchange")
      v.lines.forEach((l, i) => {
        if (!l.size) ctx.addIssue({ code: "custom", message: "Pick the size you want instead.", path: ["lines", i, "size"] });
      });
    if (v.refundTo === "bank" && !v.bank) ctx.addIssue({ code: "custom", message: "Give the bank account for the refund.", path: ["bank"] });
    if (v.refundTo === "upi" && !v.upi) ctx.addIssue({ code: "custom", message: "Give the UPI ID for the refund.", path: ["upi", "upiId"] });
  });
export type ReturnRequestBody = z.output<typeof ReturnRequestBody>;

export const OrderIdParams = z.object({ orderId: z.string().min(1).max(64) });

/** A request as the shopper sees it: its lines, where the money goes, and its timeline. */
/** An order's line as a return names it: which item, in which size and colour, how many. */
const OrderLineRef = z.object({
  orderItemId: z.string(),
  name: z.string(),
  size: z.string(),
  color: z.string(),
  quantity: z.number().int(),
});

export const ReturnView = z.object({
  id: z.string(),
  kind: z.enum(RETURN_KINDS),
  status: z.string(),
  date: z.number().describe("epoch milliseconds"),
  refund: z.number().describe("rupees a return pays back"),
  refundTo: z.enum(REFUND_DESTINATIONS).nullable(),
  /** The bank account (last 4 digits) or UPI ID the refund goes to. */
  refundAccount: z.string().nullable(),
  rejectReason: z.string().nullable(),
  pickupOn: z.string().nullable().describe("YYYY-MM-DD"),
  inspection: z.enum(["accepted", "refused"]).nullable(),
  inspectionNote: z.string().nullable(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  lines: z.array(
    OrderLineRef.extend({
      reason: z.enum(RETURN_REASONS),
      photos: z.array(z.string()),
      exchangeSize: z.string().nullable(),
      exchangeColor: z.string().nullable(),
    }),
  ),
  /** The steps of this kind of request in order, each with when it was reached (null: not yet). */
  timeline: z.array(z.object({ status: z.string(), at: z.number().nullable(), note: z.string().nullable() })),
});
export type ReturnView = z.infer<typeof ReturnView>;

export const CreditEntryView = z.object({
  date: z.number().describe("epoch milliseconds"),
  amount: z.number().describe("rupees: positive a credit, negative a use"),
  balance: z.number().describe("rupees after this entry"),
  kind: z.string(),
  note: z.string().nullable(),
  expires: z.number().nullable(),
});

export const returnsApi = endpoints({
  "POST /api/order/{orderId}/returns": {
    summary:
      "Asks to return or exchange some units of a delivered order within the return window. A refusal (window closed, not delivered, already returned, more than bought, not returnable, photos missing, a second exchange, a sold-out size) is 409 naming the reason, and nothing is written. An exchange takes the new size's stock at once.",
    auth: "user",
    params: OrderIdParams,
    body: ReturnRequestBody,
    response: ok({ message: z.string(), request: ReturnView }),
    status: 201,
    errors: [400, 401, 404, 409],
  },
  "POST /api/order/{orderId}/returns/photos": {
    summary:
      "Keeps one photo of an item of this delivered order for a return request (up to 3 per line); answers its path to list in the request's photos.",
    auth: "user",
    params: OrderIdParams,
    body: { bytes: ["image/jpeg", "image/png", "image/webp", "image/avif"], description: "The photo's bytes, as read from the phone or disk." },
    response: ok({ photo: z.string() }),
    status: 201,
    errors: [400, 401, 404, 409, 413, 422, 429],
  },
  "GET /api/order/{orderId}/returns": {
    summary: "The order's return and exchange requests with their timelines, and whether another may be asked (another shopper's order is 404).",
    auth: "user",
    params: OrderIdParams,
    response: ok({
      requests: z.array(ReturnView),
      /** The last India day a return may be asked (YYYY-MM-DD); null when the order is not delivered. */
      windowLastDay: z.string().nullable(),
      canAsk: z.boolean(),
      /** The order's lines: how many may still be asked for, whether they may come back for any reason, and the sizes to exchange for. */
      lines: z.array(
        OrderLineRef.extend({
          left: z.number().int(),
          returnable: z.boolean(),
          /** The product's other variants, each with whether it is in stock now. */
          exchangeFor: z.array(z.object({ size: z.string(), color: z.string(), inStock: z.boolean() })),
        }),
      ),
      canExchange: z.boolean(),
      refundDestinations: z.array(z.enum(REFUND_DESTINATIONS)),
    }),
    errors: [401, 404],
  },
  "GET /api/user/credit": {
    summary: "The shopper's store credit: the balance and the dated ledger, newest first.",
    auth: "user",
    response: ok({ balance: z.number(), entries: z.array(CreditEntryView) }),
    errors: [401],
  },
});
