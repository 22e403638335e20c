import { Hono } from "hono";
import {
  NoteRequest,
  PickupRequest,
  ReceiveRequest,
  RejectReturnRequest,
  ReturnIdParam as IdParam,
  ReturnQueueQuery,
  ReturnRefundRequest,
  ShipExchangeRequest,
} from "../../../contracts/admin-returns";
import { mailNote } from "../../../domain/console-messages";
import type { AppEnv } from "../../http/types";
import { jsonBody, parseWith } from "../../http/validate";
import { actorOf } from "../audit/audit.service";

/** The console's returns: the queue, one request, and each move (audited in the move, mailed after it). */
export function returnRoutes() {
  const said = (done: string, mail: Parameters<typeof mailNote>[0]) => `${done}; ${mailNote(mail, "the shopper")}.`;
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ success: true, ...(await c.var.services.returns.queue(parseWith(ReturnQueueQuery, c.req.query()))) }))
    .get("/:id", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      return c.json({ success: true, request: await c.var.services.returns.detail(id) });
    })
    .post("/:id/approve", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const { note } = await jsonBody(c, NoteRequest);
      const { request, mail } = await c.var.services.returns.approve(actorOf(c.var.admin), id, note);
      return c.json({ success: true, request, message: said("Request approved", mail) });
    })
    .post("/:id/reject", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const { reason } = await jsonBody(c, RejectReturnRequest);
      const { request, mail } = await c.var.services.returns.reject(actorOf(c.var.admin), id, reason);
      return c.json({ success: true, request, message: said("Request rejected", mail) });
    })
    .post("/:id/pickup", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const { date } = await jsonBody(c, PickupRequest);
      const { request, mail } = await c.var.services.returns.schedulePickup(actorOf(c.var.admin), id, date);
      return c.json({ success: true, request, message: said(`Pickup scheduled for ${date}`, mail) });
    })
    .post("/:id/picked-up", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const { note } = await jsonBody(c, NoteRequest);
      const { request, mail } = await c.var.services.returns.pickedUp(actorOf(c.var.admin), id, note);
      return c.json({ success: true, request, message: said("Marked picked up", mail) });
    })
    .post("/:id/receive", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const { result, note } = await jsonBody(c, ReceiveRequest);
      const { request, mail } = await c.var.services.returns.receive(actorOf(c.var.admin), id, result, note);
      return c.json({
        success: true,
        request,
        message: said(result === "accepted" ? "Received and accepted; its units are back in stock" : "Received and refused", mail),
      });
    })
    .post("/:id/refund", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const input = await jsonBody(c, ReturnRefundRequest);
      const { request, mail } = await c.var.services.returns.refund(actorOf(c.var.admin), id, input);
      return c.json({ success: true, request, message: said("Refund recorded", mail) });
    })
    .post("/:id/ship-exchange", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const { courier, trackingNumber } = await jsonBody(c, ShipExchangeRequest);
      const { request, mail } = await c.var.services.returns.shipExchange(actorOf(c.var.admin), id, courier, trackingNumber);
      return c.json({ success: true, request, message: said("Exchange shipped", mail) });
    })
    .post("/:id/exchange-delivered", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const { note } = await jsonBody(c, NoteRequest);
      const { request, mail } = await c.var.services.returns.exchangeDelivered(actorOf(c.var.admin), id, note);
      return c.json({ success: true, request, message: said("Exchange delivered", mail) });
    });
}
