import { Hono } from "hono";
import {
  AdvanceRequest,
  CancelRequest,
  ConfirmCodRequest,
  OrderIdParam as IdParam,
  OrderListQuery,
  RefundRequest,
} from "../../../contracts/admin-orders";
import { mailNote } from "../../../domain/console-messages";
import type { AppEnv } from "../../http/types";
import { jsonBody, parseWith } from "../../http/validate";
import { actorOf, recordAudit } from "../audit/audit.service";

/** The console's orders: list, CSV, detail, steps, cancel, confirming cash on delivery by hand, cash received, refunds. */
export function orderRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) =>
      c.json({ ...(await c.var.services.consoleOrders.list(parseWith(OrderListQuery, c.req.query()))), shiprocket: c.var.services.shipping.on }),
    )
    .get("/export.csv", async (c) => {
      const query = parseWith(OrderListQuery, c.req.query());
      const csv = await c.var.services.consoleOrders.csv(query);
      // Shoppers' names and addresses leave the shop in this file: who took them, and which, is kept.
      await recordAudit(c.var.services.db, actorOf(c.var.admin), { action: "orders.export", targetType: "orders", after: query });
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
      });
    })
    .get("/:id", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      return c.json({ success: true, order: await c.var.services.consoleOrders.detail(id) });
    })
    .get("/:id/invoice", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const { filename, pdf } = await c.var.services.invoices.pdfForOrderId(id);
      return c.body(new Uint8Array(pdf), 200, {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "private, no-store",
      });
    })
    .get("/:id/credit-notes/:noteId", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const { filename, pdf } = await c.var.services.invoices.creditNotePdfForOrderId(id, c.req.param("noteId"));
      return c.body(new Uint8Array(pdf), 200, {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "private, no-store",
      });
    })
    .post("/:id/advance", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const input = await jsonBody(c, AdvanceRequest);
      const mail = await c.var.services.consoleOrders.advance(actorOf(c.var.admin), id, input);
      return c.json({
        success: true,
        order: await c.var.services.consoleOrders.detail(id),
        message: `Order marked ${input.status}; ${mailNote(mail, "the shopper")}.`,
      });
    })
    .post("/:id/cancel", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const { reason } = await jsonBody(c, CancelRequest);
      const mail = await c.var.services.consoleOrders.cancel(actorOf(c.var.admin), id, reason);
      return c.json({
        success: true,
        order: await c.var.services.consoleOrders.detail(id),
        message: `Order canceled and its stock is back; ${mailNote(mail, "the shopper")}.`,
      });
    })
    .post("/:id/cod-paid", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      await c.var.services.consoleOrders.markCodPaid(actorOf(c.var.admin), id);
      return c.json({ success: true, order: await c.var.services.consoleOrders.detail(id), message: "Cash received; the order is paid." });
    })
    .post("/:id/cod-confirm", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const { note } = await jsonBody(c, ConfirmCodRequest);
      await c.var.services.consoleOrders.confirmCod(actorOf(c.var.admin), id, note);
      return c.json({
        success: true,
        order: await c.var.services.consoleOrders.detail(id),
        message: "Order confirmed; it will not be canceled for want of the shopper's answer.",
      });
    })
    .post("/:id/refund", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const input = await jsonBody(c, RefundRequest);
      const mail = await c.var.services.consoleOrders.settleRefund(actorOf(c.var.admin), id, input);
      return c.json({
        success: true,
        order: await c.var.services.consoleOrders.detail(id),
        message: `Refund recorded; ${mailNote(mail, "the shopper")}.`,
      });
    });
}
