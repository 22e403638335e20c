import { and, eq, sql } from "drizzle-orm";
import type { ReturnRefundRequest } from "../../../contracts/admin-returns";
import { indiaDay } from "../../../domain/india/india-day";
import { type ReturnMoveName, returnMove, returnMoveRefusal } from "../../../domain/return-states";
import type { Db, Tx } from "../../db/client";
import { orderItems, orders, returnEvents, returnLines, returnRequests, variants } from "../../db/schema";
import { AppError } from "../../http/errors";
import { type Actor, recordAudit } from "../audit/audit.service";
import type { OrderRow } from "./order.dto";
import { type RefundDeps, refundVia } from "./refunds";
import type { ReturnRow } from "./return-requests";
import { askProvider, claimRefund, refundUnderWay } from "./refund-claim";
import { addCreditEntry } from "./store-credit";
import { creditShareOf } from "../../../domain/store-credit";
import { creditNoteForReturn } from "../invoices/credit-note.service";

export const RETURN_NOT_FOUND = "No return request with this id.";

const VERBS: Record<ReturnMoveName, string> = {
  request: "asked",
  approve: "approved",
  reject: "rejected",
  "schedule-pickup": "given a pickup",
  "picked-up": "marked picked up",
  receive: "marked received",
  refund: "refunded",
  "ship-exchange": "shipped as an exchange",
  "exchange-delivered": "marked delivered",
};

/** Why the console may not make this move, in the merchant's words. */
function moveRefused(r: ReturnRow, name: ReturnMoveName): AppError | null {
  const why = returnMoveRefusal(
    { status: r.status, kind: r.kind as "return" | "exchange", inspection: r.inspection as "accepted" | null },
    name,
    "console",
  );
  if (!why) return null;
  const message =
    why === "return"
      ? "An exchange is not refunded: ship the exchange instead."
      : why === "exchange"
        ? "A return has no exchange to ship: refund it instead."
        : why === "accepted"
          ? "The check refused this item, so nothing is refunded or sent."
          : `This request is ${r.status}: it cannot be ${VERBS[name]} now.`;
  return new AppError("conflict", message);
}

const auditView = (r: ReturnRow) => ({
  status: r.status,
  pickupOn: r.pickupOn,
  inspection: r.inspection,
  refundMethod: r.refundMethod,
  refundReference: r.refundReference,
  courier: r.courier,
  trackingNumber: r.trackingNumber,
});

/** The variants a request's lines name, with their units: the returned items, or an exchange's reserved sizes. */
export async function returnVariants(tx: Tx | Db, returnId: string, which: "returned" | "exchange-reserved") {
  const lines = await tx
    .select({ line: returnLines, item: orderItems })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(eq(returnLines.returnId, returnId));
  return lines.flatMap(({ line, item }) => {
    const size = which === "returned" ? item.size : line.exchangeSize;
    const color = which === "returned" ? item.color : line.exchangeColor;
    return size && color ? [{ productId: item.productId, size, color, added: line.quantity }] : [];
  });
}

/** Units of the request's lines back into (or out of) the variants they name: the returned items, or an exchange's reserved sizes. */
async function moveStock(tx: Tx, returnId: string, which: "returned" | "exchange-reserved") {
  for (const v of await returnVariants(tx, returnId, which)) {
    await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${v.added}` })
      .where(and(eq(variants.productId, v.productId), eq(variants.size, v.size), eq(variants.color, v.color)));
  }
}

/**
 * One console move of a return request, its history line and its audit line, in one transaction
 * on the locked request; `apply` carries out the move's effects and says what else changes.
 */
export async function changeReturn(
  db: Db,
  actor: Actor,
  id: string,
  name: ReturnMoveName,
  note: string | null,
  apply: (tx: Tx, r: ReturnRow, order: OrderRow) => Promise<Partial<ReturnRow>> = async () => ({}),
): Promise<{ request: ReturnRow; order: OrderRow }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for("update");
    if (!before) throw new AppError("not_found", RETURN_NOT_FOUND, "id");
    const refused = moveRefused(before, name);
    if (refused) throw refused;
    const move = returnMove(
      { ...before, kind: before.kind as "return" | "exchange", inspection: before.inspection as "accepted" | null },
      name,
      "console",
    )!;
    const [order] = await tx.select().from(orders).where(eq(orders.id, before.orderId));
    const set = await apply(tx, before, order!);
    const [request] = await tx
      .update(returnRequests)
      .set({ ...set, status: move.to === "same" ? before.status : move.to, updatedAt: new Date() })
      .where(eq(returnRequests.id, id))
      .returning();
    await tx.insert(returnEvents).values({ returnId: id, status: request.status, note, actorEmail: actor.email });
    await recordAudit(tx, actor, {
      action: `return.${name}`,
      targetType: "return",
      targetId: id,
      before: auditView(before),
      after: auditView(request),
    });
    return { request, order: order! };
  });
}

export const approveReturn = (db: Db, actor: Actor, id: string, note: string) => changeReturn(db, actor, id, "approve", note || null);

/** Rejected with a reason: an exchange's reserved sizes go back on sale. */
export const rejectReturn = (db: Db, actor: Actor, id: string, reason: string) =>
  changeReturn(db, actor, id, "reject", reason, async (tx, r) => {
    if (r.kind === "exchange") await moveStock(tx, r.id, "exchange-reserved");
    return { rejectReason: reason };
  });

export const schedulePickup = (db: Db, actor: Actor, id: string, day: string, now = new Date()) =>
  changeReturn(db, actor, id, "schedule-pickup", day, async () => {
    if (day < indiaDay(now)) throw new AppError("bad_request", "The pickup day cannot be in the past.", "date");
    return { pickupOn: day };
  });

export const markPickedUp = (db: Db, actor: Actor, id: string, note: string) => changeReturn(db, actor, id, "picked-up", note || null);

/** The item arrived: accepted, its units go back on sale; refused, the request ends and an exchange's reserved sizes go back. */
export const receiveReturn = (db: Db, actor: Actor, id: string, result: "accepted" | "refused", note: string) =>
  changeReturn(db, actor, id, "receive", `${result}${note ? `: ${note}` : ""}`, async (tx, r) => {
    if (result === "accepted") await moveStock(tx, r.id, "returned");
    else if (r.kind === "exchange") await moveStock(tx, r.id, "exchange-reserved");
    return { inspection: result, inspectionNote: note || null };
  });

/**
 * Pays a received return back: through the order's provider, to store credit (an entry in the
 * same transaction), or recorded as paid to the shopper's bank or UPI by hand with its reference.
 * The refund is claimed first, in its own statement, so two asks at once reach the provider once;
 * the provider is asked outside the transaction that records it.
 */
export async function refundReturn(deps: RefundDeps, actor: Actor, id: string, input: ReturnRefundRequest) {
  const [before] = await deps.db.select().from(returnRequests).where(eq(returnRequests.id, id));
  if (!before) throw new AppError("not_found", RETURN_NOT_FOUND, "id");
  const refused = moveRefused(before, "refund");
  if (refused) throw refused;
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, before.orderId));
  // What store credit paid of the order comes back as credit; the provider pays back the rest.
  const toCredit = input.via === "credit" ? before.refundPaise : creditShareOf(before.refundPaise, order!);
  const rest = before.refundPaise - toCredit;
  const via = input.via === "original" && rest > 0 ? refundVia(deps, order!) : null;
  if (input.via === "original" && rest > 0 && !via)
    throw new AppError(
      "conflict",
      order!.paymentMethod === "cod"
        ? "A cash-on-delivery order has no online payment to refund: pay to store credit, or record the bank or UPI transfer."
        : "This order cannot be refunded through its provider here: pay to store credit, or record the transfer by hand.",
      "via",
    );
  if (!(await claimRefund(deps.db, returnRequests, id))) {
    const [now] = await deps.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    throw now?.refundedAt ? new AppError("conflict", "This return is already refunded.") : refundUnderWay();
  }
  const reference = via ? await askProvider(deps, returnRequests, id, via, order!.providerPaymentId!, rest) : input.reference;
  return changeReturn(deps.db, actor, id, "refund", reference || null, async (tx, r) => {
    if (r.refundedAt) throw new AppError("conflict", "This return is already refunded.");
    if (toCredit > 0)
      await addCreditEntry(tx, {
        userId: r.userId,
        amountPaise: toCredit,
        kind: "refund",
        note: "Refund of a return",
        orderId: r.orderId,
        returnId: r.id,
        actorEmail: actor.email,
      });
    // Refunded after an invoice: a GST credit note for what came back, in this transaction.
    await creditNoteForReturn(tx, order, r.id, r.refundPaise);
    return { refundedAt: new Date(), refundMethod: input.via, refundReference: reference || null, refundClaimedAt: null };
  });
}

export const shipExchange = (db: Db, actor: Actor, id: string, courier: string, trackingNumber: string) =>
  changeReturn(db, actor, id, "ship-exchange", `${courier} ${trackingNumber}`, async () => ({ courier, trackingNumber }));

export const exchangeDelivered = (db: Db, actor: Actor, id: string, note: string) => changeReturn(db, actor, id, "exchange-delivered", note || null);
