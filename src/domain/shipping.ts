import type { OrderStatus } from "./order-states";

/**
 * Shipping with a courier aggregator (decision 234), the pure part: which order status a courier's
 * status code means, which courier is chosen first, and the parcel an order makes.
 */

/**
 * Shiprocket's shipment status codes that move an order; every other code (pickup scheduled,
 * RTO initiated, delayed…) is kept on the timeline and moves nothing.
 */
const COURIER_STATUS_TO_ORDER: Record<number, OrderStatus> = {
  18: "In transit",
  38: "In transit",
  48: "In transit",
  50: "In transit",
  51: "In transit",
  17: "Out for Delivery",
  7: "Delivered",
  21: "Failed delivery",
  10: "Returned to seller",
};

export const orderStatusForCourier = (code: number | null | undefined): OrderStatus | null =>
  code === null || code === undefined ? null : (COURIER_STATUS_TO_ORDER[code] ?? null);

export interface CourierChoiceOption {
  courierId: number;
  pricePaise: number;
  days: number;
  cod: boolean;
}

/** The courier pre-selected: the cheapest (or fastest) of those that can take the order, ties to the other measure. */
export function chooseCourier<T extends CourierChoiceOption>(options: readonly T[], cod: boolean, by: "cheapest" | "fastest"): T | null {
  const able = options.filter((o) => !cod || o.cod);
  const key = (o: T) => (by === "cheapest" ? [o.pricePaise, o.days] : [o.days, o.pricePaise]);
  return [...able].sort((a, b) => key(a)[0]! - key(b)[0]! || key(a)[1]! - key(b)[1]!)[0] ?? null;
}

/** The box every order ships in, and its weight: 0.35 kg a garment, at least 0.5 kg. */
export const PARCEL_CM = { lengthCm: 30, breadthCm: 25, heightCm: 5 } as const;
export const parcelWeightKg = (units: number) => Math.max(0.5, Math.round(units * 35) / 100);
