import { and, asc, eq, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { BulkShipAnswer, CourierListAnswer, ShipmentEventView, ShipmentView } from "../../../contracts/admin-shipping";
import { CLOSED_STATUSES, awaitsConfirmation } from "../../../domain/order-states";
import { orderNumber } from "../../../domain/orders";
import { chooseCourier, parcelWeightKg } from "../../../domain/shipping";
import { CourierError, type Shiprocket, type TrackingUpdate } from "../../adapters/courier/shiprocket";
import type { Notifier } from "../../adapters/notifications/notifier";
import type { Db } from "../../db/client";
import { orderItems, orders, shipmentEvents, shipments } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Logger } from "../../http/logger";
import type { Actor } from "../audit/audit.service";
import { ORDER_ID_NOT_FOUND } from "./console-order-detail";
import { applyCourierUpdate } from "./courier-events";
import { addressOf } from "./order.dto";
import { orderRecipient } from "./order-recipient";
import { type ShipmentRow, bookShipment, shipRefusal } from "./shipment-booking";
import { SHIPPING_OFF } from "./shipping-off";

/** A shipment the courier has said nothing of for this long is asked about (track/awb) by the sweep. */
export const QUIET_MS = 24 * 3600_000;
const POLL_BATCH = 20;

const view = (s: ShipmentRow): ShipmentView => ({
  state: s.state as ShipmentView["state"],
  courier: s.courier,
  awb: s.awb,
  attempts: s.attempts,
  error: s.error,
  labelUrl: s.labelUrl,
  manifestUrl: s.manifestUrl,
  trackingUrl: s.trackingUrl,
  pickupAt: s.pickupAt?.toISOString() ?? null,
  bookedAt: s.bookedAt?.toISOString() ?? null,
});

/**
 * Shipping orders with the courier (decision 234): the couriers that serve an order's PIN, booking
 * one order or many, and what the courier says afterwards (webhooks, and the sweep's questions
 * about quiet shipments). Without Shiprocket set up, every booking call says so and the console's
 * manual Shipped step stays.
 */
export function createShipping(deps: {
  db: Db;
  shiprocket?: Shiprocket;
  notifier: Notifier;
  logger: Logger;
  courierChoice: "cheapest" | "fastest";
  /** The PIN parcels are picked up from (the seller's, from Settings). */
  pickupPin: () => string;
  /** A link for the shopper to answer a failed delivery (decision 235), mailed with the news. */
  answerLink?: (order: typeof orders.$inferSelect, email: string) => Promise<{ url: string; until: Date }>;
}) {
  const { db, logger } = deps;
  const courier = (): Shiprocket => {
    if (!deps.shiprocket) throw new AppError("switched_off", SHIPPING_OFF);
    return deps.shiprocket;
  };
  const failed = (orderId: string, err: unknown): never => {
    if (err instanceof CourierError)
      throw new AppError("courier_failed", `Order #${orderNumber(orderId)}: ${err.message}. Nothing changed; try again.`);
    throw err;
  };

  async function couriersFor(orderId: string) {
    const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!o) throw new AppError("not_found", ORDER_ID_NOT_FOUND, "id");
    const units =
      (
        await db
          .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
          .from(orderItems)
          .where(eq(orderItems.orderId, orderId))
      )[0]?.n ?? 1;
    const pin = addressOf(o).zipcode ?? "";
    const cod = o.paymentMethod === "cod";
    const options = await courier()
      .couriers({ pickupPin: deps.pickupPin(), deliveryPin: pin, weightKg: parcelWeightKg(units), cod, declaredValue: o.amountPaise / 100 })
      .catch((err) => failed(orderId, err));
    return { order: o, pin, cod, options, chosen: chooseCourier(options, cod, deps.courierChoice) };
  }

  const orderOfAwb = async (awb: string) =>
    (await db.select({ orderId: shipments.orderId }).from(shipments).where(eq(shipments.awb, awb)))[0]!.orderId;

  const tellShipped = async (order: typeof orders.$inferSelect) =>
    deps.notifier.notify(await orderRecipient(db, order), { kind: "step", order, step: "Shipped" });

  async function book(actor: Actor, orderId: string, courierId: number) {
    const result = await bookShipment(db, courier(), actor, orderId, courierId);
    if (result.shipped) await tellShipped(result.order);
    return result;
  }

  return {
    /** Whether bookings go to Shiprocket. */
    on: Boolean(deps.shiprocket),

    async couriers(orderId: string): Promise<CourierListAnswer> {
      const { pin, cod, options, chosen } = await couriersFor(orderId);
      if (!options.length)
        throw new AppError("conflict", `No courier serves PIN ${pin}: ship this order by hand or ask the shopper for another address.`, "pin");
      return { success: true, pin, cod, couriers: options, chosen: chosen?.courierId ?? null };
    },

    /** Books one order with the courier the merchant chose. */
    async ship(actor: Actor, orderId: string, courierId: number) {
      const { pin, cod, options } = await couriersFor(orderId);
      const picked = options.find((c) => c.courierId === courierId);
      if (!picked) throw new AppError("conflict", `That courier does not serve PIN ${pin}; choose one from the list.`, "courierId");
      if (cod && !picked.cod)
        throw new AppError("conflict", `${picked.name} does not collect cash on delivery; choose a courier that does.`, "courierId");
      return book(actor, orderId, courierId);
    },

    /**
     * Books each selected order with its pre-selected courier, one after another, and makes one PDF
     * of every label. Unconfirmed cash-on-delivery orders are skipped unless the merchant chose to
     * ship them; an order that cannot ship or fails is listed with why, and the others go on.
     */
    async bulkShip(actor: Actor, orderIds: string[], includeUnconfirmed: boolean): Promise<BulkShipAnswer> {
      const sr = courier();
      const answer: BulkShipAnswer = { success: true, shipped: [], skipped: [], failed: [], labelUrl: null };
      const shipmentIds: string[] = [];
      for (const id of orderIds) {
        const number = orderNumber(id);
        const [o] = await db.select().from(orders).where(eq(orders.id, id));
        if (!o) {
          answer.skipped.push({ id, number, reason: ORDER_ID_NOT_FOUND });
          continue;
        }
        if (awaitsConfirmation(o) && !includeUnconfirmed) {
          answer.skipped.push({ id, number, reason: "Cash on delivery not confirmed by the shopper yet." });
          continue;
        }
        const why = shipRefusal(o);
        if (why) {
          answer.skipped.push({ id, number, reason: why });
          continue;
        }
        try {
          const { pin, chosen } = await couriersFor(id);
          if (!chosen) {
            answer.failed.push({ id, number, message: `No courier serves PIN ${pin}.` });
            continue;
          }
          const { shipment } = await book(actor, id, chosen.courierId);
          answer.shipped.push({ id, number, courier: shipment.courier ?? chosen.name, awb: shipment.awb ?? "" });
          shipmentIds.push(shipment.providerShipmentId!);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          answer.failed.push({ id, number, message: err.message });
        }
      }
      if (shipmentIds.length)
        answer.labelUrl = await sr.label(shipmentIds).catch((err: unknown) => {
          logger.warn("bulk label failed", { error: String(err) });
          return null;
        });
      return answer;
    },

    /** The order's shipment and every courier scan, oldest first. */
    async shipmentOf(orderId: string): Promise<{ shipment: ShipmentView | null; events: ShipmentEventView[] }> {
      const [s] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
      if (!s) return { shipment: null, events: [] };
      const events = await db
        .select()
        .from(shipmentEvents)
        .where(eq(shipmentEvents.shipmentId, s.id))
        .orderBy(asc(shipmentEvents.happenedAt), asc(shipmentEvents.id));
      return { shipment: view(s), events: events.map(eventView) };
    },

    /** Every shipment's scans for these orders, for the shopper's timelines. */
    async timelines(orderIds: string[]) {
      if (!orderIds.length) return new Map<string, { shipment: ShipmentRow; events: ShipmentEventView[] }>();
      const rows = await db
        .select()
        .from(shipments)
        .where(and(inArray(shipments.orderId, orderIds), eq(shipments.state, "booked")));
      const events = rows.length
        ? await db
            .select()
            .from(shipmentEvents)
            .where(
              inArray(
                shipmentEvents.shipmentId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(shipmentEvents.happenedAt), asc(shipmentEvents.id))
        : [];
      return new Map(rows.map((r) => [r.orderId, { shipment: r, events: events.filter((e) => e.shipmentId === r.id).map(eventView) }]));
    },

    /** The courier's word on a shipment: stored once, the order moved when the table allows, the shopper told. */
    async courierUpdate(update: TrackingUpdate) {
      const outcome = await applyCourierUpdate(db, logger, update);
      if (!outcome.known) return outcome;
      if (outcome.failureOpened && deps.answerLink) {
        // Each failed attempt the shopper can answer is mailed with its link, whether or not the order moved.
        const [order] = await db
          .select()
          .from(orders)
          .where(eq(orders.id, outcome.moved?.order.id ?? (await orderOfAwb(update.awb))));
        const to = await orderRecipient(db, order!);
        const answer = to.email ? await deps.answerLink(order!, to.email) : undefined;
        await deps.notifier.notify(to, { kind: "step", order: order!, step: "Failed delivery", answer });
      } else if (outcome.moved?.mail) {
        const { order, to } = outcome.moved;
        await deps.notifier.notify(await orderRecipient(db, order), { kind: "step", order, step: to });
      }
      return outcome;
    },

    /** Asks the courier about booked shipments it has said nothing of for 24 hours (webhooks may be lost). */
    async pollQuiet(now = new Date()): Promise<number> {
      if (!deps.shiprocket) return 0;
      const since = new Date(now.getTime() - QUIET_MS);
      const quiet = await db
        .select({ id: shipments.id, awb: shipments.awb })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(
          and(
            eq(shipments.state, "booked"),
            notInArray(orders.status, CLOSED_STATUSES),
            lt(
              sql`greatest(coalesce(${shipments.lastEventAt}, ${shipments.bookedAt}), coalesce(${shipments.polledAt}, 'epoch'::timestamptz))`,
              since,
            ),
          ),
        )
        .limit(POLL_BATCH);
      for (const s of quiet) {
        await db.update(shipments).set({ polledAt: now }).where(eq(shipments.id, s.id));
        try {
          const update = await deps.shiprocket.track(s.awb!);
          if (update) await this.courierUpdate(update);
        } catch (err) {
          logger.warn("tracking a quiet shipment failed", { awb: s.awb, error: String(err) });
        }
      }
      return quiet.length;
    },

    webhookTokenValid: (given: string | undefined) => deps.shiprocket?.webhookTokenValid(given) ?? false,
  };
}

const eventView = (e: typeof shipmentEvents.$inferSelect): ShipmentEventView => ({
  at: e.happenedAt.toISOString(),
  status: e.statusLabel,
  activity: e.activity,
  location: e.location,
  applied: e.applied,
  note: e.note,
});

export type Shipping = ReturnType<typeof createShipping>;
