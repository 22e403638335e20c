import { and, desc, eq, isNotNull } from "drizzle-orm";
import { type OrderStatus, allowedMove, courierMoveTo } from "../../../domain/order-states";
import { orderStatusForCourier } from "../../../domain/shipping";
import type { CourierScan, TrackingUpdate } from "../../adapters/courier/shiprocket";
import type { Db } from "../../db/client";
import { orderEvents, orders, shipmentEvents, shipments } from "../../db/schema";
import type { Logger } from "../../http/logger";
import { recordFailedAttempts } from "./delivery-failures";
import type { OrderRow } from "./order.dto";

/** What became of one courier update. */
export type CourierOutcome =
  | { known: false }
  | {
      known: true;
      stored: number;
      moved: { order: OrderRow; to: OrderStatus; mail: boolean } | null;
      refused: string | null;
      /** A failed delivery this update opened (decision 235), for the shopper's link. */
      failureOpened?: string | null;
    };

/** A scan is the same scan when it has the same courier status at the same time, however it reached the store. */
const eventKey = (s: CourierScan) => `${s.statusCode ?? s.statusLabel}@${s.at.toISOString()}`;

/**
 * One word from the courier (its webhook, or the store asking track/awb): every scan is kept once
 * (unique per AWB and key), and the order moves through the order-states table to the status the
 * courier's current code means. An update older than the last one that moved the order moves
 * nothing; a move the table does not allow (Delivered before Shipped, anything after a cancel) is
 * kept with a note, not applied, and logged. An AWB the store did not book is acknowledged and left.
 */
export async function applyCourierUpdate(db: Db, logger: Logger, update: TrackingUpdate): Promise<CourierOutcome> {
  const [shipment] = await db.select().from(shipments).where(eq(shipments.awb, update.awb));
  if (!shipment) {
    logger.info("courier update for an AWB the store did not book", { awb: update.awb });
    return { known: false };
  }
  const scans: CourierScan[] = update.scans.length
    ? update.scans
    : [{ at: update.at, statusCode: update.statusCode, statusLabel: update.statusLabel, activity: update.statusLabel, location: "" }];
  // Scans of the same second: the one the courier lists last is its latest word.
  const latest = scans.reduce((a, b) => (b.at >= a.at ? b : a));
  const target = orderStatusForCourier(update.statusCode);

  return db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.id, shipment.orderId)).for("update");
    const inserted = await tx
      .insert(shipmentEvents)
      .values(
        scans.map((s) => ({
          shipmentId: shipment.id,
          awb: update.awb,
          eventKey: eventKey(s),
          statusCode: s.statusCode,
          statusLabel: s.statusLabel,
          activity: s.activity,
          location: s.location,
          happenedAt: s.at,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: shipmentEvents.id, eventKey: shipmentEvents.eventKey });
    const now = new Date();
    await tx
      .update(shipments)
      .set({ ...(inserted.length ? { lastEventAt: now } : {}), trackingUrl: update.trackUrl ?? shipment.trackingUrl, updatedAt: now })
      .where(eq(shipments.id, shipment.id));
    const fresh = new Set(inserted.map((e) => e.eventKey));
    const failureOpened = await recordFailedAttempts(
      tx,
      shipment,
      scans.filter((s) => fresh.has(eventKey(s))),
    );
    const current = inserted.find((e) => e.eventKey === eventKey(latest));
    if (!o || !target || !current || o.status === target) return { known: true, stored: inserted.length, moved: null, refused: null, failureOpened };

    const [lastApplied] = await tx
      .select({ at: shipmentEvents.happenedAt })
      .from(shipmentEvents)
      .where(and(eq(shipmentEvents.shipmentId, shipment.id), isNotNull(shipmentEvents.applied)))
      .orderBy(desc(shipmentEvents.happenedAt))
      .limit(1);
    const note = (text: string) => tx.update(shipmentEvents).set({ note: text }).where(eq(shipmentEvents.id, current.id));
    if (lastApplied && lastApplied.at > latest.at) {
      await note("Older than the courier's word that moved the order last; kept on the timeline.");
      return { known: true, stored: inserted.length, moved: null, refused: null, failureOpened };
    }
    const name = courierMoveTo(target);
    const move = name ? allowedMove(o, name, "courier-webhook") : null;
    if (!move) {
      const why = `The order is ${o.status}, which cannot become ${target}: kept, not applied.`;
      await note(why);
      logger.warn("courier update not applied", { awb: update.awb, orderId: o.id, from: o.status, to: target });
      return { known: true, stored: inserted.length, moved: null, refused: why, failureOpened };
    }
    const [row] = await tx.update(orders).set({ status: target, updatedAt: now }).where(eq(orders.id, o.id)).returning();
    await tx.update(shipmentEvents).set({ applied: target }).where(eq(shipmentEvents.id, current.id));
    await tx.insert(orderEvents).values({
      orderId: o.id,
      kind: "courier",
      status: target,
      note: [latest.activity || latest.statusLabel, latest.location].filter(Boolean).join(" · "),
      actorEmail: null,
    });
    return {
      known: true,
      stored: inserted.length,
      moved: { order: row!, to: target, mail: move.effects.includes("mail") },
      refused: null,
      failureOpened,
    };
  });
}
