import * as z from "zod";
import { CreditNoteSummary } from "./orders";
import { ADVANCE_STATUSES, ORDER_STATUSES, stepNeedsCourier } from "../domain/order-states";
import { PAYMENT_METHODS } from "../domain/orders";
import { dayRange, RANGE_BACKWARDS, rangeInOrder } from "./day-range";
import { endpoints, ok } from "./endpoint";

/** The console's order calls: list, detail, steps, cancel, COD paid, refunds. Amounts in rupees. */

export const ORDER_PAGE_SIZE = 25;
const empty = z.literal("").transform(() => undefined);

export const OrderListQuery = z
  .object({
    q: z.string().trim().max(100, "Search is at most 100 characters.").optional().default(""),
    status: z
      .enum([...ORDER_STATUSES, "refund-due", "unconfirmed"], { error: "status is not one of the order statuses." })
      .optional()
      .or(empty),
    method: z.enum(PAYMENT_METHODS, { error: "method must be cod, razorpay or stripe." }).optional().or(empty),
    paid: z.enum(["yes", "no"], { error: "paid must be yes or no." }).optional().or(empty),
    ...dayRange,
    page: z.coerce.number().int("page must be a whole number from 1.").min(1, "page must be a whole number from 1.").default(1),
  })
  .refine(rangeInOrder, RANGE_BACKWARDS);
export type OrderListQuery = z.infer<typeof OrderListQuery>;

export const OrderRowSchema = z.object({
  id: z.string(),
  number: z.string(),
  date: z.string(),
  status: z.string(),
  paymentMethod: z.string(),
  paid: z.boolean(),
  refundDue: z.boolean(),
  /** A cash-on-delivery order nobody has confirmed yet. */
  unconfirmed: z.boolean(),
  amount: z.number(),
  customer: z.string(),
  email: z.string(),
  phone: z.string(),
  items: z.number(),
});
export type OrderRowView = z.infer<typeof OrderRowSchema>;

export const OrderListAnswer = z.object({
  success: z.literal(true),
  orders: z.array(OrderRowSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
  /** Whether orders are booked with Shiprocket (the list then offers Bulk ship). */
  shiprocket: z.boolean(),
});
export type OrderListAnswer = z.infer<typeof OrderListAnswer>;

export const AdvanceRequest = z
  .object({
    status: z.enum(ADVANCE_STATUSES, { error: "status must be the order's next step." }),
    courier: z.string().trim().max(60, "Courier is at most 60 characters.").optional().default(""),
    trackingNumber: z.string().trim().max(60, "Tracking number is at most 60 characters.").optional().default(""),
  })
  .superRefine((v, ctx) => {
    if (!stepNeedsCourier(v.status)) return;
    if (!v.courier) ctx.addIssue({ code: "custom", message: "Courier is required to mark an order Shipped.", path: ["courier"] });
    else if (!v.trackingNumber)
      ctx.addIssue({ code: "custom", message: "Tracking number is required to mark an order Shipped.", path: ["trackingNumber"] });
  });
export type AdvanceRequest = z.infer<typeof AdvanceRequest>;

export const CancelRequest = z.object({ reason: z.string().trim().max(300, "Reason is at most 300 characters.").optional().default("") });

export const ConfirmCodRequest = z.object({
  note: z.string().trim().max(300, "Note is at most 300 characters.").optional().default(""),
});

export const RefundRequest = z.object({
  via: z.enum(["provider", "manual"], { error: "via must be provider or manual." }),
  reference: z.string().trim().max(120, "Reference is at most 120 characters.").optional().default(""),
});
export type RefundRequest = z.infer<typeof RefundRequest>;

export const OrderDetail = z.object({
  id: z.string(),
  number: z.string(),
  date: z.string(),
  status: z.string(),
  paymentMethod: z.string(),
  paid: z.boolean(),
  refundDue: z.boolean(),
  refund: z.object({ at: z.string(), method: z.string(), reference: z.string() }).nullable(),
  /** The GST invoice's number once the order is confirmed (COD placed, online paid); its PDF is at /api/admin/orders/{id}/invoice. */
  invoiceNumber: z.string().nullable(),
  /** GST credit notes against the invoice; each PDF is at /api/admin/orders/{id}/credit-notes/{noteId}. */
  creditNotes: z.array(CreditNoteSummary),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  subtotal: z.number(),
  discount: z.number(),
  deliveryFee: z.number(),
  codFee: z.number(),
  amount: z.number(),
  couponCode: z.string().nullable(),
  address: z.record(z.string(), z.unknown()),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      size: z.string(),
      color: z.string(),
      quantity: z.number(),
      price: z.number(),
      image: z.string(),
    }),
  ),
  history: z.array(
    z.object({ at: z.string(), kind: z.string(), status: z.string().nullable(), note: z.string().nullable(), actor: z.string().nullable() }),
  ),
  paymentEvents: z.array(z.object({ provider: z.string(), type: z.string(), at: z.string() })),
  earlierOrders: z.array(z.object({ id: z.string(), number: z.string(), date: z.string(), status: z.string(), amount: z.number() })),
  nextStep: z.string().nullable(),
  canCancel: z.boolean(),
  canMarkPaid: z.boolean(),
  /** Cash on delivery: whether it still waits for a confirmation, until when, and who gave it. */
  confirmation: z
    .object({
      awaiting: z.boolean(),
      dueAt: z.string(),
      /** What the sweep does with it when it is still unconfirmed at dueAt (COD_UNCONFIRMED). */
      ifUnanswered: z.enum(["cancel", "keep"]),
      confirmedAt: z.string().nullable(),
      confirmedBy: z.string().nullable(),
    })
    .nullable(),
  refundVia: z.enum(["razorpay", "stripe"]).nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderIdParam = z.object({ id: z.uuid("No order with this id.") });

const Changed = ok({ order: OrderDetail, message: z.string() });

export const adminOrdersApi = endpoints({
  "GET /api/admin/orders": {
    summary:
      "Orders, newest first, filtered by search, status (or refund-due, or unconfirmed: cash on delivery not yet confirmed), payment method, paid and dates, a page at a time.",
    auth: "console",
    query: OrderListQuery,
    response: OrderListAnswer,
    errors: [400, 401, 403],
  },
  "GET /api/admin/orders/export.csv": {
    summary: "The orders the same filters match (up to 10,000; `page` is ignored), as a CSV file to download: one row per order, amounts in rupees.",
    auth: "console",
    query: OrderListQuery,
    produces: "text/csv",
    response: z
      .string()
      .describe(
        "UTF-8 CSV with a byte-order mark, CRLF lines, sent as the attachment orders-YYYY-MM-DD.csv. Header: order, date (IST, YYYY-MM-DD HH:MM), status, payment method, paid, refund due, amount (INR), items, customer, email, phone. A cell starting with = + - @ is prefixed with ' so no spreadsheet runs it.",
      ),
    errors: [400, 401, 403],
  },
  "GET /api/admin/orders/{id}": {
    summary: "One order with its lines, customer, history, payment events, the customer's earlier orders, and what may be done next.",
    auth: "console",
    params: OrderIdParam,
    response: ok({ order: OrderDetail }),
    errors: [400, 401, 403, 404],
  },
  "GET /api/admin/orders/{id}/invoice": {
    summary: "The order's GST invoice as a PDF, the same the shopper downloads; there once the order is confirmed (409 before).",
    auth: "console",
    params: OrderIdParam,
    produces: "application/pdf",
    response: z.string().describe("PDF, sent as an attachment named after the invoice number"),
    errors: [400, 401, 403, 404, 409],
  },
  "GET /api/admin/orders/{id}/credit-notes/{noteId}": {
    summary: "A GST credit note of the order as a PDF, the same the shopper downloads.",
    auth: "console",
    params: z.object({ id: z.string(), noteId: z.string() }),
    produces: "application/pdf",
    response: z.string().describe("PDF, sent as an attachment named after the credit note's number"),
    errors: [400, 401, 403, 404],
  },
  "POST /api/admin/orders/{id}/advance": {
    summary: "Moves the order to its next step (Shipped needs courier and tracking number) and mails the shopper.",
    auth: "console",
    params: OrderIdParam,
    body: AdvanceRequest,
    response: Changed,
    errors: [400, 401, 403, 404, 409],
  },
  "POST /api/admin/orders/{id}/cancel": {
    summary:
      "Cancels an order not yet delivered; its stock returns and the shopper is mailed; the message says whether the mail went out. A paid order becomes refund-due.",
    auth: "console",
    params: OrderIdParam,
    body: CancelRequest,
    response: Changed,
    errors: [400, 401, 403, 404, 409],
  },
  "POST /api/admin/orders/{id}/cod-paid": {
    summary: "Records the cash received for a cash-on-delivery order.",
    auth: "console",
    params: OrderIdParam,
    response: Changed,
    errors: [400, 401, 403, 404, 409],
  },
  "POST /api/admin/orders/{id}/cod-confirm": {
    summary: "Confirms a cash-on-delivery order by hand (after a call to the shopper), with an optional note: the sweep then keeps it. Audited.",
    auth: "console",
    params: OrderIdParam,
    body: ConfirmCodRequest,
    response: Changed,
    errors: [400, 401, 403, 404, 409],
  },
  "POST /api/admin/orders/{id}/refund": {
    summary:
      "Settles a refund due: through the payment provider, or recorded as paid back by hand with a reference; the shopper is mailed, and the message says whether the mail went out.",
    auth: "console",
    params: OrderIdParam,
    body: RefundRequest,
    response: Changed,
    errors: [400, 401, 402, 403, 404, 409],
  },
});
