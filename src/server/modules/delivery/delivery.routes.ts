import { Hono } from "hono";
import { codUnavailableMessage } from "../../../domain/india/delivery";
import { INDIA_MESSAGES } from "../../../domain/messages";
import { paiseToRupees, rupeesToPaise } from "../../../domain/money";
import { noPaymentMessage } from "../../../domain/payable";
import { DELIVERY_VALUE_INVALID } from "../../../contracts/india";
import { AppError, badRequest } from "../../http/errors";
import type { AppEnv } from "../../http/types";

/** An order's value as the cart sends it: rupees, at most a crore. */
const ORDER_VALUE = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * GET /api/delivery/:pin — the city and state of a PIN, the delivery date and whether COD is
 * offered there; with `?value=` (rupees, before any COD fee) also whether COD takes an order of
 * that value, so the cart can say when no way of paying is left for it.
 */
export function deliveryRoutes() {
  return new Hono<AppEnv>().get("/:pin", (c) => {
    const pin = c.req.param("pin");
    if (!/^[1-9]\d{5}$/.test(pin)) throw badRequest(INDIA_MESSAGES.pinInvalid, "pin");
    const value = c.req.query("value");
    if (value !== undefined && !ORDER_VALUE.test(value)) throw badRequest(DELIVERY_VALUE_INVALID, "value");
    const q = c.var.services.delivery.quote(pin, new Date(), value === undefined ? 0 : rupeesToPaise(Number(value)));
    if (!q) throw new AppError("not_found", INDIA_MESSAGES.pinInvalid, "pin");
    const { cod } = c.var.services.delivery.policy;
    // Where COD does not take the order and nothing else can take the money, the shopper learns it here, before checkout.
    const noPayment = noPaymentMessage(q.cod, Boolean(c.var.config.razorpay || c.var.config.stripe));
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
        message: q.cod.available ? null : (noPayment ?? codUnavailableMessage(q.cod.reason, cod.maxOrderPaise)),
        fee: paiseToRupees(cod.feePaise),
        maxOrder: paiseToRupees(cod.maxOrderPaise),
      },
      noPayment,
    });
  });
}
