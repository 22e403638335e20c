import * as z from "zod";
import { OrderDetail, OrderIdParam } from "./admin-orders";
import { endpoints, ok } from "./endpoint";

/** Shipping with the courier (decision 234): couriers for an order's PIN, booking one order or many, its shipment; the courier's webhook. */

const courierIdRule = "courierId must be the id of a courier from the list.";
export const ShipRequest = z.object({
  courierId: z.number({ error: courierIdRule }).int(courierIdRule).positive(courierIdRule),
});
export type ShipRequest = z.infer<typeof ShipRequest>;

export const BULK_SHIP_MAX = 50;
export const BulkShipRequest = z.object({
  orderIds: z
    .array(z.uuid("orderIds holds an id that is no order's."), { error: "orderIds must list the orders to ship." })
    .min(1, "orderIds must list at least one order.")
    .max(BULK_SHIP_MAX, `orderIds lists at most ${BULK_SHIP_MAX} orders at once.`),
  /** Ship cash-on-delivery orders the shopper has not confirmed as well (after a call). */
  includeUnconfirmed: z.boolean({ error: "includeUnconfirmed must be true or false." }).optional().default(false),
});
export type BulkShipRequest = z.infer<typeof BulkShipRequest>;

export const CourierOptionView = z.object({
  courierId: z.number(),
  name: z.string(),
  pricePaise: z.number(),
  days: z.number(),
  cod: z.boolean(),
});
export type CourierOptionView = z.infer<typeof CourierOptionView>;

export const CourierListAnswer = z.object({
  success: z.literal(true),
  pin: z.string(),
  cod: z.boolean(),
  couriers: z.array(CourierOptionView),
  /** The courier pre-selected by SHIPROCKET_COURIER_CHOICE (cheapest or fastest). */
  chosen: z.number().nullable(),
});
export type CourierListAnswer = z.infer<typeof CourierListAnswer>;

export const ShipmentView = z.object({
  state: z.enum(["requested", "booked", "failed"]),
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  attempts: z.number(),
  /** What failed last, in the merchant's words. */
  error: z.string().nullable(),
  labelUrl: z.string().nullable(),
  manifestUrl: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  pickupAt: z.string().nullable(),
  bookedAt: z.string().nullable(),
});
export type ShipmentView = z.infer<typeof ShipmentView>;

export const ShipmentEventView = z.object({
  at: z.string(),
  status: z.string(),
  activity: z.string(),
  location: z.string(),
  /** The order status this scan moved the order to. */
  applied: z.string().nullable(),
  /** Why it did not, when it could not. */
  note: z.string().nullable(),
});
export type ShipmentEventView = z.infer<typeof ShipmentEventView>;

export const BulkShipAnswer = z.object({
  success: z.literal(true),
  shipped: z.array(z.object({ id: z.string(), number: z.string(), courier: z.string(), awb: z.string() })),
  skipped: z.array(z.object({ id: z.string(), number: z.string(), reason: z.string() })),
  failed: z.array(z.object({ id: z.string(), number: z.string(), message: z.string() })),
  /** One PDF with every shipped order's label. */
  labelUrl: z.string().nullable(),
});
export type BulkShipAnswer = z.infer<typeof BulkShipAnswer>;

export const adminShippingApi = endpoints({
  "POST /api/admin/orders/ship": {
    summary:
      "Bulk ship: books each selected Packing order with its pre-selected courier and answers one PDF of every label. Unconfirmed cash-on-delivery orders are skipped unless includeUnconfirmed; each order skipped or failed is listed with why.",
    auth: "console",
    body: BulkShipRequest,
    response: BulkShipAnswer,
    errors: [400, 401, 403, 409],
  },
  "GET /api/admin/orders/{id}/couriers": {
    summary:
      "The couriers that serve the order's PIN with price (paise), estimated days and cash on delivery, and the one pre-selected; 409 when none does or Shiprocket is not set up.",
    auth: "console",
    params: OrderIdParam,
    response: CourierListAnswer,
    errors: [400, 401, 403, 404, 409, 502],
  },
  "GET /api/admin/orders/{id}/shipment": {
    summary: "The order's shipment with the courier (AWB, label, manifest, what failed last) and every courier scan, oldest first.",
    auth: "console",
    params: OrderIdParam,
    response: ok({ shiprocket: z.boolean(), shipment: ShipmentView.nullable(), events: z.array(ShipmentEventView) }),
    errors: [400, 401, 403],
  },
  "POST /api/admin/orders/{id}/ship": {
    summary:
      "Books a Packing order with the courier chosen: Shiprocket's order, AWB, pickup, label and manifest, then the order is Shipped and the shopper mailed. A failure (502) leaves the order as it was; a retry books once.",
    auth: "console",
    params: OrderIdParam,
    body: ShipRequest,
    response: ok({ order: OrderDetail, shipment: ShipmentView.nullable(), message: z.string() }),
    errors: [400, 401, 403, 404, 409, 502],
  },
});

const courierWebhook = {
  summary:
    "Shiprocket's tracking webhook (awb, shipment_status_id, current_timestamp, scans), with the x-api-key set in SHIPROCKET_WEBHOOK_TOKEN: each scan kept once, the order moved as the order states allow. An AWB the store did not book is acknowledged (known: false).",
  headers: { "x-api-key": "SHIPROCKET_WEBHOOK_TOKEN, compared in constant time" },
  body: "raw",
  response: z.object({ success: z.literal(true), known: z.boolean() }),
  errors: [400, 401],
} as const;

export const shippingWebhookApi = endpoints({
  "POST /api/shipping/webhook/shiprocket": courierWebhook,
  "POST /api/shipping/webhook/courier": {
    ...courierWebhook,
    summary: `The same webhook at an address without "shiprocket" in it, as Shiprocket's panel requires.`,
  },
});
