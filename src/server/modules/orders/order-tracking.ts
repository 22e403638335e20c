import { and, asc, eq, inArray } from "drizzle-orm";
import type { OrderDto } from "../../../contracts/orders";
import type { Db } from "../../db/client";
import { shipmentEvents, shipments } from "../../db/schema";

export type ShopperTracking = NonNullable<OrderDto["tracking"]>;

/** Shiprocket's public tracking page for an AWB, when its answers named none. */
const trackingPage = (awb: string) => `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;

/** The shopper's tracking timeline of each booked order among these: every courier scan, oldest first, with the AWB and tracking link. */
export async function trackingFor(db: Db, orderIds: string[]): Promise<Map<string, ShopperTracking>> {
  if (!orderIds.length) return new Map();
  const booked = await db
    .select()
    .from(shipments)
    .where(and(inArray(shipments.orderId, orderIds), eq(shipments.state, "booked")));
  if (!booked.length) return new Map();
  const scans = await db
    .select()
    .from(shipmentEvents)
    .where(
      inArray(
        shipmentEvents.shipmentId,
        booked.map((s) => s.id),
      ),
    )
    .orderBy(asc(shipmentEvents.happenedAt), asc(shipmentEvents.id));
  return new Map(
    booked.map((s) => [
      s.orderId,
      {
        awb: s.awb ?? "",
        courier: s.courier ?? "",
        url: s.trackingUrl ?? (s.awb ? trackingPage(s.awb) : null),
        scans: scans
          .filter((e) => e.shipmentId === s.id)
          .map((e) => ({ at: e.happenedAt.toISOString(), place: e.location, words: e.activity || e.statusLabel })),
      },
    ]),
  );
}
