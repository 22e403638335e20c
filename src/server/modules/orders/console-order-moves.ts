import { eq } from "drizzle-orm";
import type { AdvanceRequest } from "../../../contracts/admin-orders";
import { CANCELED_STATUS, allowedMove, isCanceled, refusal, stepAfter, stepNeedsCourier } from "../../../domain/order-states";
import type { Db, Tx } from "../../db/client";
import { orderEvents, orders } from "../../db/schema";
import { AppError } from "../../http/errors";
import { type Actor, recordAudit } from "../audit/audit.service";
import { ORDER_ID_NOT_FOUND } from "./console-order-detail";
import type { OrderRow } from "./order.dto";
import { releaseHeld } from "./stock";

const auditView = (o: OrderRow) => ({
  status: o.status,
  payment: o.payment,
  codConfirmedBy: o.codConfirmedBy,
  courier: o.courier,
  trackingNumber: o.trackingNumber,
  refundedAt: o.refundedAt?.toISOString() ?? null,
  refundMethod: o.refundMethod,
});

/**
 * One console change of an order, its history line and its audit line, in one transaction; the
 * order is locked while `apply` decides what changes (or throws why it cannot).
 */
export async function changeOrder(
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  event: { kind: string; note?: string },
  apply: (tx: Tx, o: OrderRow) => Promise<Partial<OrderRow>>,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!before) throw new AppError("not_found", ORDER_ID_NOT_FOUND, "id");
    const set = await apply(tx, before);
    const [row] = await tx
      .update(orders)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    await tx.insert(orderEvents).values({ orderId: id, kind: event.kind, status: row.status, note: event.note ?? null, actorEmail: actor.email });
    await recordAudit(tx, actor, { action, targetType: "order", targetId: id, before: auditView(before), after: auditView(row) });
    return row;
  });
}

/** One step along the spec's progress; Shipped keeps the courier and tracking number. */
export function advanceOrder(db: Db, actor: Actor, id: string, input: AdvanceRequest): Promise<OrderRow> {
  return changeOrder(
    db,
    actor,
    id,
    "order.status",
    { kind: "status", note: stepNeedsCourier(input.status) ? `${input.courier} ${input.trackingNumber}` : undefined },
    async (_tx, before) => {
      if (isCanceled(before.status)) throw new AppError("conflict", "This order is canceled.", "status");
      if (refusal(before, "advance", "console") === "paid-or-cod")
        throw new AppError("conflict", "This order is not paid yet, so it cannot move on.", "status");
      const next = stepAfter(before.status);
      if (input.status !== next)
        throw new AppError("conflict", next ? `The next step of this order is ${next}.` : "This order has no further step.", "status");
      return stepNeedsCourier(input.status)
        ? { status: input.status, courier: input.courier, trackingNumber: input.trackingNumber }
        : { status: input.status };
    },
  );
}

/** The merchant cancels before delivery: the stock comes back; a paid order is then a refund due. */
export function cancelByMerchant(db: Db, actor: Actor, id: string, reason: string): Promise<OrderRow> {
  return changeOrder(db, actor, id, "order.cancel", { kind: "canceled", note: reason || undefined }, async (tx, before) => {
    if (isCanceled(before.status)) throw new AppError("conflict", "This order is already canceled.");
    const move = allowedMove(before, "cancel", "console");
    if (!move) throw new AppError("conflict", "A delivered order cannot be canceled: it has reached the shopper.");
    // Not again when the hold's timer already gave the stock back.
    if (move.effects.includes("stock-back") && !before.stockReleasedAt) await releaseHeld(tx, [before.id]);
    // Store credit paid it all: the credit came back with the stock, so nothing more is owed.
    const settled = before.payment && before.amountPaise === 0 ? { refundedAt: new Date(), refundMethod: "credit" } : {};
    return { status: CANCELED_STATUS, stockReleasedAt: before.stockReleasedAt ?? new Date(), holdExpiresAt: null, ...settled };
  });
}

/** Cash received for a cash-on-delivery order. */
export function markCodPaid(db: Db, actor: Actor, id: string): Promise<OrderRow> {
  return changeOrder(db, actor, id, "order.cod-paid", { kind: "cod-paid" }, async (_tx, before) => {
    const why = refusal(before, "cod-paid", "console");
    if (why === "cod") throw new AppError("conflict", "Only a cash-on-delivery order is marked paid by hand.");
    if (why === "unpaid") throw new AppError("conflict", "This order is already paid.");
    if (why === "state") throw new AppError("conflict", "This order is canceled.");
    return { payment: true };
  });
}

/**
 * The merchant confirms a cash-on-delivery order by hand (after calling the shopper): it is then
 * kept like one the shopper confirmed, and the sweep leaves it. Audited, with the note given.
 */
export function confirmCodByHand(db: Db, actor: Actor, id: string, note: string): Promise<OrderRow> {
  return changeOrder(db, actor, id, "order.cod-confirm", { kind: "cod-confirmed", note: note || undefined }, async (_tx, before) => {
    const why = refusal(before, "confirm", "console");
    if (why === "cod") throw new AppError("conflict", "Only a cash-on-delivery order is confirmed by hand.");
    if (why === "unconfirmed") throw new AppError("conflict", "This order is already confirmed.");
    if (why)
      throw new AppError("conflict", isCanceled(before.status) ? "This order is canceled." : "This order has shipped: there is nothing to confirm.");
    return { codConfirmedAt: new Date(), codConfirmedBy: actor.email };
  });
}
