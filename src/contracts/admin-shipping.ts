import * as z from "zod";

/** The console's shipping calls (decision 234): couriers for an order's PIN, booking one order or many, its shipment. */

export const ShipRequest = z.object({
  courierId: z
    .number({ error: "courierId must be the id of a courier from the list." })
    .int("courierId must be the id of a courier from the list.")
    .positive("courierId must be the id of a courier from the list."),
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

export interface CourierOptionView {
  courierId: number;
  name: string;
  pricePaise: number;
  days: number;
  cod: boolean;
}

export interface CourierListAnswer {
  success: true;
  pin: string;
  cod: boolean;
  couriers: CourierOptionView[];
  /** The courier pre-selected by SHIPROCKET_COURIER_CHOICE (cheapest or fastest). */
  chosen: number | null;
}

export interface ShipmentView {
  state: "requested" | "booked" | "failed";
  courier: string | null;
  awb: string | null;
  attempts: number;
  /** What failed last, in the merchant's words. */
  error: string | null;
  labelUrl: string | null;
  manifestUrl: string | null;
  trackingUrl: string | null;
  pickupAt: string | null;
  bookedAt: string | null;
}

export interface BulkShipAnswer {
  success: true;
  shipped: { id: string; number: string; courier: string; awb: string }[];
  skipped: { id: string; number: string; reason: string }[];
  failed: { id: string; number: string; message: string }[];
  /** One PDF with every shipped order's label. */
  labelUrl: string | null;
}
