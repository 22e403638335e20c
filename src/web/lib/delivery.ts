import * as MESSAGES from "../../domain/messages";

/** GET /api/delivery/:pin, as the product page, checkout and the profile's address form read it. */
export interface DeliveryInfo {
  pin: string;
  city: string;
  state: string;
  zone: string;
  zoneLabel: string;
  deliveryDate: string;
  deliveryBy: string;
  cod: { available: boolean; message: string | null; fee: number; maxOrder: number };
  /** Why an order (of the value asked) to this PIN cannot be paid on this store, or null. */
  noPayment: string | null;
}

export type DeliveryLookup = { ok: true; info: DeliveryInfo } | { ok: false; message: string };

const cache = new Map<string, Promise<DeliveryLookup>>();

export const isPin = (pin: string) => /^[1-9]\d{5}$/.test(pin.trim());

const LAST_PIN_KEY = "deliveryPin";

/** The PIN this browser last looked up and India Post knew (product page, checkout, profile), for the cart. */
export const lastPin = (): string | null => localStorage.getItem(LAST_PIN_KEY);

/**
 * One request per PIN (and order value, in rupees, when given) per page load; a network failure is
 * not remembered.
 */
export function lookupDelivery(pin: string, value?: number): Promise<DeliveryLookup> {
  const p = pin.trim();
  if (!isPin(p)) return Promise.resolve({ ok: false, message: MESSAGES.indiaPinInvalid });
  const url = value === undefined ? `/api/delivery/${p}` : `/api/delivery/${p}?value=${value.toFixed(2)}`;
  let hit = cache.get(url);
  if (!hit) {
    hit = fetch(url)
      .then(async (r) => {
        const body = (await r.json()) as DeliveryInfo & { success: boolean; message?: string };
        if (body.success) localStorage.setItem(LAST_PIN_KEY, p);
        return body.success ? ({ ok: true, info: body } as const) : ({ ok: false, message: body.message ?? MESSAGES.indiaPinInvalid } as const);
      })
      .catch(() => {
        cache.delete(url);
        return { ok: false, message: "Delivery dates could not be loaded. Please try again." } as const;
      });
    cache.set(url, hit);
  }
  return hit;
}
