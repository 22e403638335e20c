import { Hono } from "hono";
import { OrderIdParam as IdParam } from "../../../contracts/admin-orders";
import { BulkShipRequest, ShipRequest } from "../../../contracts/admin-shipping";
import type { AppEnv } from "../../http/types";
import { jsonBody, parseWith } from "../../http/validate";
import { actorOf } from "../audit/audit.service";

/** The console's shipping with the courier: couriers for an order's PIN, Ship, Bulk ship, the shipment and its scans. */
export function shippingRoutes() {
  return new Hono<AppEnv>()
    .post("/ship", async (c) => {
      const { orderIds, includeUnconfirmed } = await jsonBody(c, BulkShipRequest);
      return c.json(await c.var.services.shipping.bulkShip(actorOf(c.var.admin), orderIds, includeUnconfirmed));
    })
    .get("/:id/couriers", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      return c.json(await c.var.services.shipping.couriers(id));
    })
    .get("/:id/shipment", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      return c.json({ success: true, shiprocket: c.var.services.shipping.on, ...(await c.var.services.shipping.shipmentOf(id)) });
    })
    .post("/:id/ship", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const { courierId } = await jsonBody(c, ShipRequest);
      const { shipment, shipped } = await c.var.services.shipping.ship(actorOf(c.var.admin), id, courierId);
      return c.json({
        success: true,
        order: await c.var.services.consoleOrders.detail(id),
        shipment: (await c.var.services.shipping.shipmentOf(id)).shipment,
        message: shipped
          ? `Booked with ${shipment.courier}, AWB ${shipment.awb}; the pickup is scheduled and the label is ready.`
          : `Already booked with ${shipment.courier}, AWB ${shipment.awb}.`,
      });
    });
}
