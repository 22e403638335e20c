import { and, eq, sql } from "drizzle-orm";
import { isCanceled, refusal, stepAfter } from "../../../domain/order-states";
import { orderNumber } from "../../../domain/orders";
import { PARCEL_CM, parcelWeightKg } from "../../../domain/shipping";
import { type AdhocOrder, CourierError, type Shiprocket } from "../../adapters/courier/shiprocket";
import type { Db } from "../../db/client";
import { orderItems, orders, shipments } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Actor } from "../audit/audit.service";
import { ORDER_ID_NOT_FOUND } from "./console-order-detail";
import { changeOrder } from "./console-order-moves";
import { type OrderItemRow, type OrderRow, addressOf } from "./order.dto";

export type ShipmentRow = typeof shipments.$inferSelect;

/** A booking still under way on another request is left alone for this long; after it, a retry may take it over. */
const UNDER_WAY_MS = 2 * 60_000;

/** The order as Shiprocket's orders/create/adhoc takes it: the delivery address, each line, the parcel. */
export function adhocOrder(o: OrderRow, lines: OrderItemRow[], reference: string): AdhocOrder {
  const a = addressOf(o);
  const units = lines.reduce((n, l) => n + l.quantity, 0);
  return {
    reference,
    placedAt: o.createdAt,
    name: { first: a.firstName ?? "", last: a.lastName ?? "" },
    street: a.street ?? "",
    city: a.city ?? "",
    state: a.state ?? "",
    pin: a.zipcode ?? "",
    email: a.email ?? "",
    phone: a.phone ?? "",
    lines: lines.map((l) => ({
      name: l.name,
      sku: `${l.productId.slice(0, 8)}-${l.size}-${l.color}`,
      units: l.quantity,
      sellingPrice: l.unitPricePaise / 100,
    })),
    cod: o.paymentMethod === "cod",
    subTotal: o.amountPaise / 100,
    parcel: { ...PARCEL_CM, weightKg: parcelWeightKg(units) },
  };
}

/** Why this order cannot ship now, in the merchant's words, or null. */
export function shipRefusal(o: OrderRow): string | null {
  if (isCanceled(o.status)) return "This order is canceled.";
  if (refusal(o, "advance", "console") === "paid-or-cod") return "This order is not paid yet, so it cannot ship.";
  if (stepAfter(o.status) !== "Shipped") return `Only a Packing order ships; this one is ${o.status}.`;
  return null;
}

/**
 * Writes what the store is about to ask the courier, with the order locked: a new shipment, or the
 * earlier one again (same reference, one more attempt), so that nothing is asked twice. A booked
 * order answers its shipment as it is; one under way on another request is refused.
 */
async function claim(db: Db, orderId: string, courierId: number): Promise<{ shipment: ShipmentRow; order: OrderRow; lines: OrderItemRow[] }> {
  return db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!o) throw new AppError("not_found", ORDER_ID_NOT_FOUND, "id");
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const [earlier] = await tx.select().from(shipments).where(eq(shipments.orderId, orderId));
    if (earlier?.state === "booked") return { shipment: earlier, order: o, lines };
    const why = shipRefusal(o);
    if (why) throw new AppError("conflict", why, "status");
    const now = new Date();
    if (earlier?.state === "requested" && now.getTime() - earlier.updatedAt.getTime() < UNDER_WAY_MS)
      throw new AppError("conflict", "This order's booking is under way; try again in a minute.");
    if (earlier) {
      const [again] = await tx
        .update(shipments)
        .set({
          state: "requested",
          attempts: sql`${shipments.attempts} + 1`,
          // The courier is chosen again until one has taken the parcel (an AWB).
          courierId: earlier.awb ? earlier.courierId : courierId,
          error: null,
          updatedAt: now,
        })
        .where(eq(shipments.id, earlier.id))
        .returning();
      return { shipment: again!, order: o, lines };
    }
    const [fresh] = await tx.insert(shipments).values({ orderId, idempotencyKey: orderId, courierId }).returning();
    return { shipment: fresh!, order: o, lines };
  });
}

/**
 * Each step the courier has not done yet for this shipment, each result kept as soon as it is
 * known: after a timeout, the next attempt first asks Shiprocket what it already holds for the
 * reference, and carries on from there.
 */
async function carryOut(db: Db, courier: Shiprocket, s: ShipmentRow, o: OrderRow, lines: OrderItemRow[]): Promise<ShipmentRow> {
  let cur = s;
  const save = async (set: Partial<ShipmentRow>) => {
    [cur] = await db
      .update(shipments)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(shipments.id, cur.id))
      .returning();
  };
  if (cur.attempts > 1 && (!cur.providerShipmentId || !cur.awb)) {
    const found = await courier.findOrder(cur.idempotencyKey);
    if (found)
      await save({
        providerOrderId: found.orderId,
        providerShipmentId: found.shipmentId,
        awb: cur.awb ?? found.awb,
        courier: cur.courier ?? found.courier,
      });
  }
  if (!cur.providerShipmentId) {
    const made = await courier.createOrder(adhocOrder(o, lines, cur.idempotencyKey));
    await save({ providerOrderId: made.orderId, providerShipmentId: made.shipmentId });
  }
  const shipmentId = cur.providerShipmentId!;
  if (!cur.awb) {
    const assigned = await courier.assignAwb(shipmentId, cur.courierId!);
    await save({ awb: assigned.awb, courier: assigned.courier });
  }
  if (!cur.pickupAt) await save({ pickupAt: await courier.schedulePickup(shipmentId) });
  if (!cur.labelUrl) await save({ labelUrl: await courier.label([shipmentId]) });
  if (!cur.manifestUrl) await save({ manifestUrl: await courier.manifest([shipmentId]) });
  return cur;
}

/**
 * Books one Packing order with the courier chosen: the order and its shipment are written first,
 * then Shiprocket creates the order, assigns the AWB, schedules the pickup and makes the label and
 * manifest; then, in one transaction, the shipment is booked and the order is Shipped with the
 * courier and AWB. A failure on the way leaves the order as it was and says what failed; a retry
 * carries on and books once.
 */
export async function bookShipment(
  db: Db,
  courier: Shiprocket,
  actor: Actor,
  orderId: string,
  courierId: number,
): Promise<{ shipment: ShipmentRow; order: OrderRow; shipped: boolean }> {
  const { shipment, order, lines } = await claim(db, orderId, courierId);
  if (shipment.state === "booked") return { shipment, order, shipped: false };
  let done: ShipmentRow;
  try {
    done = await carryOut(db, courier, shipment, order, lines);
  } catch (err) {
    const message = err instanceof CourierError ? err.message : "Shiprocket's answer could not be read";
    await db
      .update(shipments)
      .set({ state: "failed", error: message, updatedAt: new Date() })
      .where(and(eq(shipments.id, shipment.id), eq(shipments.state, "requested")));
    if (!(err instanceof CourierError)) throw err;
    throw new AppError("courier_failed", `Order #${orderNumber(orderId)} was not booked: ${message}. The order is as it was; try again.`);
  }
  const shipped = await changeOrder(db, actor, orderId, "order.ship", { kind: "status", note: `${done.courier} ${done.awb}` }, async (tx, before) => {
    const why = shipRefusal(before);
    if (why) throw new AppError("conflict", why, "status");
    const now = new Date();
    await tx
      .update(shipments)
      .set({ state: "booked", bookedAt: now, lastEventAt: now, error: null, updatedAt: now })
      .where(eq(shipments.id, done.id));
    return { status: "Shipped", courier: done.courier, trackingNumber: done.awb };
  });
  return { shipment: { ...done, state: "booked" }, order: shipped, shipped: true };
}
