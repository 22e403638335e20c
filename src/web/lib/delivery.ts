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
}

export type DeliveryLookup = { ok: true; info: DeliveryInfo } | { ok: false; message: string };

const cache = new Map<string, Promise<DeliveryLookup>>();

export const isPin = (pin: string) => /^[1-9]\d{5}$/.test(pin.trim());

/** One request per PIN per page load; a network failure is not remembered. */
export function lookupDelivery(pin: string): Promise<DeliveryLookup> {
  const p = pin.trim();
  if (!isPin(p)) return Promise.resolve({ ok: false, message: MESSAGES.indiaPinInvalid });
  let hit = cache.get(p);
  if (!hit) {
    hit = fetch(`/api/delivery/${p}`)
      .then(async (r) => {
        const body = (await r.json()) as DeliveryInfo & { success: boolean; message?: string };
        return body.success ? ({ ok: true, info: body } as const) : ({ ok: false, message: body.message ?? MESSAGES.indiaPinInvalid } as const);
      })
      .catch(() => {
        cache.delete(p);
        return { ok: false, message: "Delivery dates could not be loaded. Please try again." } as const;
      });
    cache.set(p, hit);
  }
  return hit;
}
