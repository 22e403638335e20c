import { Hono } from "hono";
import { codUnavailableMessage } from "../../../domain/india/delivery";
import { INDIA_MESSAGES } from "../../../domain/messages";
import { paiseToRupees } from "../../../domain/money";
import { AppError, badRequest } from "../../http/errors";
import type { AppEnv } from "../../http/types";

/** GET /api/delivery/:pin — the city and state of a PIN, the delivery date and whether COD is offered there. */
export function deliveryRoutes() {
  return new Hono<AppEnv>().get("/:pin", (c) => {
    const pin = c.req.param("pin");
    if (!/^[1-9]\d{5}$/.test(pin)) throw badRequest(INDIA_MESSAGES.pinInvalid, "pin");
    const q = c.var.services.delivery.quote(pin);
    if (!q) throw new AppError("not_found", INDIA_MESSAGES.pinInvalid, "pin");
    const { cod } = c.var.services.delivery.policy;
    // Where COD does not reach and nothing else can take the money, the shopper learns it here, before the cart.
    const onlineOn = Boolean(c.var.config.razorpay || c.var.config.stripe);
    c.header("cache-control", "private, max-age=300");
    return c.json({
      success: true,
      pin: q.place.pin,
      city: q.place.city,
      state: q.place.state,
      zone: q.estimate.zone,
      zoneLabel: q.zoneLabel,
      deliveryDate: q.estimate.date,
      deliveryBy: INDIA_MESSAGES.deliveryBy(q.estimate.dateLabel),
      cod: {
        available: q.cod.available,
        message: q.cod.available
          ? null
          : q.cod.reason === "zone" && !onlineOn
            ? INDIA_MESSAGES.noPaymentForPin
            : codUnavailableMessage(q.cod.reason, cod.maxOrderPaise),
        fee: paiseToRupees(cod.feePaise),
        maxOrder: paiseToRupees(cod.maxOrderPaise),
      },
    });
  });
}
