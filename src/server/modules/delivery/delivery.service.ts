import {
  type CodAvailability,
  codAvailability,
  codUnavailableMessage,
  type DeliveryEstimate,
  deliveryZone,
  estimateDelivery,
  ZONE_TABLE,
} from "../../../domain/india/delivery";
import type { PinPlace } from "../../../domain/india/pincodes";
import { pinMatchesState } from "../../../domain/india/pincodes";
import { INDIA_MESSAGES } from "../../../domain/messages";
import type { Paise } from "../../../domain/money";
import type { Config } from "../../config";
import { AppError, badRequest } from "../../http/errors";
import { pinDirectory } from "./pin-directory";

export interface DeliveryQuote {
  place: PinPlace;
  zoneLabel: string;
  estimate: DeliveryEstimate;
  cod: CodAvailability;
}

/** PIN codes, delivery dates and where cash on delivery is offered, from the store's configuration. */
export function createDeliveryService(config: Pick<Config, "store" | "dispatch" | "policy">) {
  const storePlace = (): PinPlace =>
    pinDirectory()(config.store.pin) ?? { pin: config.store.pin, city: "", state: config.store.state as PinPlace["state"], alsoIn: [] };

  function lookup(pin: string): PinPlace | null {
    return pinDirectory()(pin);
  }

  /** The estimate for a PIN; COD judged on the zone and, when given, the order's value before the COD fee. */
  function quote(pin: string, now = new Date(), orderPaise = 0): DeliveryQuote | null {
    const place = lookup(pin);
    if (!place) return null;
    const zone = deliveryZone(storePlace(), place);
    return {
      place,
      zoneLabel: ZONE_TABLE[zone].label,
      estimate: estimateDelivery(zone, now, config.dispatch),
      cod: codAvailability(zone, orderPaise, config.policy.cod),
    };
  }

  return {
    lookup,
    quote,
    /** The next day a parcel leaves the shop (YYYY-MM-DD, India): today before the cut-off, skipping Sundays and holidays. */
    dispatchDate: (now = new Date()) => estimateDelivery("same-city", now, config.dispatch).dispatchDate,
    /** The shop's delivery fee, COD rules and return window, as checkout applies them. */
    policy: config.policy,

    /** The server's check of a delivery address: a PIN India Post knows, in the state the shopper chose. */
    checkAddress(address: { pin: string; state?: string }, fields: { pin: string; state: string }): PinPlace {
      const place = lookup(address.pin);
      if (!place) throw badRequest(INDIA_MESSAGES.pinInvalid, fields.pin);
      if (address.state && !pinMatchesState(place, address.state)) {
        throw badRequest(INDIA_MESSAGES.pinStateMismatch(place.state), fields.state);
      }
      return place;
    },

    /** Refuses COD where the page shows it greyed out: outside the COD zones, or above the cap (the value before the COD fee). */
    refuseCod(pin: string, orderPaise: Paise, now = new Date()): void {
      const q = quote(pin, now, orderPaise);
      const cod = q ? q.cod : codAvailability(null, orderPaise, config.policy.cod);
      if (!cod.available) throw new AppError("unprocessable", codUnavailableMessage(cod.reason, config.policy.cod.maxOrderPaise), "paymentMethod");
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
