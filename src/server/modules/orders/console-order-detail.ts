import { creditNotesOf } from "../invoices/credit-note.service";
import { creditNoteDto } from "./order.dto";
import { and, desc, eq, lt, ne, sql } from "drizzle-orm";
import type { OrderDetail } from "../../../contracts/admin-orders";
import { paiseToRupees } from "../../../domain/money";
import { allowedMove, awaitsConfirmation, isRefundDue, nextStep } from "../../../domain/order-states";
import { orderNumber } from "../../../domain/orders";
import type { Db } from "../../db/client";
import { orderEvents, orderItems, orders, paymentEvents, users } from "../../db/schema";
import { AppError } from "../../http/errors";
import { addressOf, type OrderRow } from "./order.dto";

export const ORDER_ID_NOT_FOUND = "No order with this id.";

export async function loadOrder(db: Db, id: string): Promise<OrderRow> {
  const [o] = await db.select().from(orders).where(eq(orders.id, id));
  if (!o) throw new AppError("not_found", ORDER_ID_NOT_FOUND, "id");
  return o;
}

/**
 * One order as the console's order page shows it: lines, customer, history, payment events, the
 * customer's earlier orders, and which moves the order-states table allows the console now.
 */
export async function consoleOrderDetail(
  db: Db,
  id: string,
  refundVia: (o: OrderRow) => OrderDetail["refundVia"],
  ifUnanswered: "cancel" | "keep",
): Promise<OrderDetail> {
  const o = await loadOrder(db, id);
  const [lines, [customer], history, earlier] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.name, orderItems.size),
    db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, o.userId)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.at, orderEvents.id),
    db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, o.userId), ne(orders.id, id), lt(orders.createdAt, o.createdAt)))
      .orderBy(desc(orders.createdAt))
      .limit(20),
  ]);
  const events =
    o.providerOrderId || o.providerPaymentId
      ? await db
          .select({ provider: paymentEvents.provider, type: paymentEvents.type, at: paymentEvents.receivedAt })
          .from(paymentEvents)
          .where(sql`${paymentEvents.payload}::text like ${`%${o.providerOrderId ?? o.providerPaymentId}%`}`)
          .orderBy(paymentEvents.receivedAt)
      : [];
  return {
    id: o.id,
    number: orderNumber(o.id),
    date: o.createdAt.toISOString(),
    status: o.status,
    paymentMethod: o.paymentMethod,
    paid: o.payment,
    refundDue: isRefundDue(o),
    refund: o.refundedAt ? { at: o.refundedAt.toISOString(), method: o.refundMethod ?? "", reference: o.refundReference ?? "" } : null,
    invoiceNumber: o.invoiceNumber,
    creditNotes: (await creditNotesOf(db, o.id)).map(creditNoteDto),
    courier: o.courier,
    trackingNumber: o.trackingNumber,
    subtotal: paiseToRupees(o.subtotalPaise),
    discount: paiseToRupees(o.discountPaise),
    deliveryFee: paiseToRupees(o.deliveryFeePaise),
    codFee: paiseToRupees(o.codFeePaise),
    amount: paiseToRupees(o.amountPaise),
    couponCode: o.couponCode,
    address: addressOf(o) as Record<string, unknown>,
    customer: customer ?? { id: o.userId, name: "", email: "" },
    lines: lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      size: l.size,
      color: l.color,
      quantity: l.quantity,
      price: paiseToRupees(l.unitPricePaise),
      image: l.image,
    })),
    history: history.map((h) => ({ at: h.at.toISOString(), kind: h.kind, status: h.status, note: h.note, actor: h.actorEmail })),
    paymentEvents: events.map((e) => ({ provider: e.provider, type: e.type, at: e.at.toISOString() })),
    earlierOrders: earlier.map((e) => ({
      id: e.id,
      number: orderNumber(e.id),
      date: e.createdAt.toISOString(),
      status: e.status,
      amount: paiseToRupees(e.amountPaise),
    })),
    nextStep: nextStep(o),
    canCancel: allowedMove(o, "cancel", "console") !== null,
    canMarkPaid: allowedMove(o, "cod-paid", "console") !== null,
    confirmation: o.codConfirmDueAt
      ? {
          awaiting: awaitsConfirmation(o),
          dueAt: o.codConfirmDueAt.toISOString(),
          ifUnanswered,
          confirmedAt: o.codConfirmedAt?.toISOString() ?? null,
          confirmedBy: o.codConfirmedBy,
        }
      : null,
    refundVia: isRefundDue(o) ? refundVia(o) : null,
  };
}
