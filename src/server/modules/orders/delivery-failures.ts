import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { DeliveryAnswerBody, DeliveryAnswerView, DeliveryFailureList, DeliveryFailureView } from "../../../contracts/delivery-failures";
import { DELIVERY_ANSWER_HOURS, answerOverdue, reattemptDays } from "../../../domain/delivery-failures";
import { DELIVERY_ANSWER_MESSAGES } from "../../../domain/messages";
import { orderNumber } from "../../../domain/orders";
import { CourierError, type Shiprocket } from "../../adapters/courier/shiprocket";
import type { Db, Tx } from "../../db/client";
import { deliveryFailures, orderEvents, orderLinks, orders, shipmentEvents, shipments } from "../../db/schema";
import { AppError } from "../../http/errors";
import { type Actor, recordAudit } from "../audit/audit.service";
import { hashToken } from "../auth/sessions.service";
import { SHIPPING_OFF } from "./shipping-off";
import { addressOf } from "./order.dto";
import { recipientOf } from "./order-recipient";
import { linkUrl } from "./order-links";

type FailureRow = typeof deliveryFailures.$inferSelect;

/** Shiprocket's status code for an undelivered parcel (a failed attempt). */
export const UNDELIVERED_CODE = 21;

/** What the merchant or the shopper decided: another attempt (a day, perhaps corrections), or the parcel back. */
type Decision = { action: "reattempt"; date: string; phone?: string; line?: string; landmark?: string } | { action: "return" };

/**
 * Keeps the courier's failed attempts of a shipment as one open failure: opened by the first new
 * Undelivered scan, its reason and attempts brought up to date by the next ones until someone
 * answers. Called inside the courier update's transaction; says whether a failure was opened.
 */
export async function recordFailedAttempts(
  tx: Tx,
  shipment: { id: string; orderId: string; awb: string | null },
  fresh: { statusCode: number | null; activity: string; statusLabel: string; at: Date }[],
): Promise<string | null> {
  const failed = fresh.filter((s) => s.statusCode === UNDELIVERED_CODE);
  if (!failed.length || !shipment.awb) return null;
  const last = failed.reduce((a, b) => (b.at > a.at ? b : a));
  const [{ n }] = (await tx
    .select({ n: count() })
    .from(shipmentEvents)
    .where(and(eq(shipmentEvents.shipmentId, shipment.id), eq(shipmentEvents.statusCode, UNDELIVERED_CODE)))) as [{ n: number }];
  const reason = last.activity || last.statusLabel;
  const [open] = await tx
    .select()
    .from(deliveryFailures)
    .where(and(eq(deliveryFailures.shipmentId, shipment.id), isNull(deliveryFailures.action)))
    .for("update");
  if (open) {
    await tx
      .update(deliveryFailures)
      .set({ attempts: n, ...(last.at >= open.failedAt ? { reason, failedAt: last.at } : {}) })
      .where(eq(deliveryFailures.id, open.id));
    return null;
  }
  const [row] = await tx
    .insert(deliveryFailures)
    .values({ shipmentId: shipment.id, orderId: shipment.orderId, awb: shipment.awb, reason, attempts: n, failedAt: last.at })
    .returning({ id: deliveryFailures.id });
  return row!.id;
}

/**
 * Failed deliveries (decision 235): the console's queue and the merchant's answer, the shopper's
 * 48-hour link and answer. Each answer is claimed in one statement (the failure still open, the
 * link still unused) before the courier is asked, so it is sent once; when the courier refuses or
 * cannot be reached, the claim is given back and nothing has changed.
 */
export function createDeliveryFailures(deps: { db: Db; shiprocket?: Shiprocket; publicUrl: string }) {
  const { db } = deps;

  async function viewsOf(
    rows: { f: FailureRow; o: typeof orders.$inferSelect; courier: string | null }[],
    now: Date,
  ): Promise<DeliveryFailureView[]> {
    return rows.map(({ f, o, courier }) => {
      const a = addressOf(o);
      return {
        id: f.id,
        orderId: o.id,
        number: orderNumber(o.id),
        customer: [a.firstName, a.lastName].filter(Boolean).join(" "),
        phone: f.phone ?? a.phone ?? "",
        city: a.city ?? "",
        pin: a.zipcode ?? "",
        paymentMethod: o.paymentMethod,
        awb: f.awb,
        courier,
        reason: f.reason,
        attempts: f.attempts,
        failedAt: f.failedAt.toISOString(),
        action: f.action as DeliveryFailureView["action"],
        actionBy: f.actionBy,
        reattemptOn: f.reattemptOn,
        overdue: answerOverdue(f.failedAt, f.action, now),
      };
    });
  }

  const select = () =>
    db
      .select({ f: deliveryFailures, o: orders, courier: shipments.courier })
      .from(deliveryFailures)
      .innerJoin(orders, eq(orders.id, deliveryFailures.orderId))
      .innerJoin(shipments, eq(shipments.id, deliveryFailures.shipmentId));

  async function one(id: string, now: Date): Promise<DeliveryFailureView> {
    const rows = await select().where(eq(deliveryFailures.id, id));
    if (!rows.length) throw new AppError("not_found", DELIVERY_ANSWER_MESSAGES.noFailure, "id");
    return (await viewsOf(rows, now))[0]!;
  }

  /** Claims the failure (and the link), asks the courier, and gives the claim back when the courier says no. */
  async function decide(f: FailureRow, d: Decision, by: { email: string; actor?: Actor }, now: Date, linkHash?: string) {
    const courier = deps.shiprocket;
    if (!courier) throw new AppError("switched_off", SHIPPING_OFF);
    if (d.action === "reattempt" && !reattemptDays(now).includes(d.date))
      throw new AppError("bad_request", DELIVERY_ANSWER_MESSAGES.dayOutOfRange(reattemptDays(now)), "date");
    const fields =
      d.action === "reattempt"
        ? { reattemptOn: d.date, phone: d.phone || null, addressLine: d.line || null, landmark: d.landmark || null }
        : { reattemptOn: null, phone: null, addressLine: null, landmark: null };
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(deliveryFailures)
        .set({ action: d.action, actionBy: by.email, actionAt: now, ...fields })
        .where(and(eq(deliveryFailures.id, f.id), isNull(deliveryFailures.action)))
        .returning();
      if (!row) return null;
      if (linkHash) {
        const [link] = await tx
          .update(orderLinks)
          .set({ usedAt: now })
          .where(and(eq(orderLinks.tokenHash, linkHash), isNull(orderLinks.usedAt)))
          .returning();
        if (!link) throw new AppError("conflict", DELIVERY_ANSWER_MESSAGES.alreadyAnswered(orderNumber(f.orderId)), "token");
      }
      return row;
    });
    if (!claimed) throw new AppError("conflict", DELIVERY_ANSWER_MESSAGES.alreadyAnswered(orderNumber(f.orderId)), linkHash ? "token" : "id");
    const comments =
      d.action === "reattempt"
        ? [`Deliver on ${d.date}`, d.phone && `call ${d.phone}`, d.landmark && `landmark: ${d.landmark}`].filter(Boolean).join("; ")
        : "Return to the seller";
    try {
      await courier.ndrAction(f.awb, {
        action: d.action === "reattempt" ? "re-attempt" : "return",
        comments,
        ...(d.action === "reattempt"
          ? { deferredDate: d.date, phone: d.phone || undefined, address1: d.line || undefined, address2: d.landmark || undefined }
          : {}),
      });
    } catch (err) {
      await db.transaction(async (tx) => {
        await tx
          .update(deliveryFailures)
          .set({ action: null, actionBy: null, actionAt: null, reattemptOn: null, phone: null, addressLine: null, landmark: null })
          .where(eq(deliveryFailures.id, f.id));
        if (linkHash) await tx.update(orderLinks).set({ usedAt: null }).where(eq(orderLinks.tokenHash, linkHash));
      });
      if (err instanceof CourierError)
        throw new AppError("courier_failed", `Order #${orderNumber(f.orderId)}: ${err.message}. Nothing changed; try again.`);
      throw err;
    }
    await db.transaction(async (tx) => {
      const [o] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, f.orderId));
      await tx.insert(orderEvents).values({
        orderId: f.orderId,
        kind: d.action === "reattempt" ? "delivery-reattempt" : "delivery-return",
        status: o?.status ?? null,
        note: by.actor ? comments : `${comments} (the shopper, by the mailed link)`,
        actorEmail: by.email,
      });
      if (by.actor)
        await recordAudit(tx, by.actor, {
          action: `delivery.${d.action}`,
          targetType: "order",
          targetId: f.orderId,
          after: { awb: f.awb, ...fields },
        });
    });
  }

  /** The link mailed to the shopper, and the failure it answers, or the refusal a shopper reads: forged, answered, or expired. */
  async function openLink(token: string, now: Date) {
    const [found] = await db
      .select({ link: orderLinks, order: orders })
      .from(orderLinks)
      .innerJoin(orders, eq(orders.id, orderLinks.orderId))
      .where(eq(orderLinks.tokenHash, hashToken(token)));
    if (found?.link.purpose !== "delivery-answer") throw new AppError("bad_request", DELIVERY_ANSWER_MESSAGES.invalidLink, "token");
    const { link, order } = found;
    const n = orderNumber(order.id);
    const [failure] = await db
      .select()
      .from(deliveryFailures)
      .where(eq(deliveryFailures.orderId, order.id))
      .orderBy(desc(deliveryFailures.createdAt))
      .limit(1);
    if (link.usedAt || !failure || failure.action || failure.createdAt > link.createdAt)
      throw new AppError("conflict", DELIVERY_ANSWER_MESSAGES.alreadyAnswered(n), "token");
    if (link.expiresAt <= now) throw new AppError("gone", DELIVERY_ANSWER_MESSAGES.expiredLink(n), "token");
    return { link, order, failure };
  }

  return {
    /** Open failures first (oldest first: the most urgent), then the 50 answered last. */
    async list(now = new Date()): Promise<DeliveryFailureList> {
      const open = await select().where(isNull(deliveryFailures.action)).orderBy(asc(deliveryFailures.failedAt));
      const done = await select().where(sql`${deliveryFailures.action} is not null`).orderBy(desc(deliveryFailures.actionAt)).limit(50);
      return { success: true, failures: await viewsOf([...open, ...done], now), days: reattemptDays(now) };
    },

    /** The merchant's answer from the console. */
    async answer(actor: Actor, id: string, d: Decision, now = new Date()) {
      const [f] = await db.select().from(deliveryFailures).where(eq(deliveryFailures.id, id));
      if (!f) throw new AppError("not_found", DELIVERY_ANSWER_MESSAGES.noFailure, "id");
      await decide(f, d, { email: actor.email, actor }, now);
      const failure = await one(id, now);
      const message =
        d.action === "reattempt"
          ? DELIVERY_ANSWER_MESSAGES.reattemptAsked(failure.number, d.date)
          : DELIVERY_ANSWER_MESSAGES.returnAsked(failure.number);
      return { failure, message };
    },

    /** A 48-hour link for the order's shopper to answer its open failure; its URL for the mail. */
    async makeLink(tx: Db | Tx, order: typeof orders.$inferSelect, email: string, now = new Date()): Promise<{ url: string; until: Date }> {
      const token = randomBytes(32).toString("base64url");
      const until = new Date(now.getTime() + DELIVERY_ANSWER_HOURS * 3600_000);
      await tx.insert(orderLinks).values({ tokenHash: hashToken(token), orderId: order.id, purpose: "delivery-answer", email, expiresAt: until });
      return { url: linkUrl(deps.publicUrl, "delivery-answer", token), until };
    },

    /** What the shopper's page shows for a link. */
    async openAnswer(token: string, now = new Date()): Promise<DeliveryAnswerView> {
      const { order, failure } = await openLink(token, now);
      const a = addressOf(order);
      return {
        success: true,
        number: orderNumber(order.id),
        reason: failure.reason,
        days: reattemptDays(now),
        phone: recipientOf(order, undefined).phone ?? "",
        line: a.street ?? "",
      };
    },

    /** The shopper's answer by the link: once, and only while the failure is open and the link fresh. */
    async answerByLink(body: DeliveryAnswerBody, now = new Date()): Promise<string> {
      const { link, order, failure } = await openLink(body.token, now);
      const n = orderNumber(order.id);
      const d: Decision =
        body.choice === "cancel"
          ? { action: "return" }
          : { action: "reattempt", date: body.date, phone: body.phone, line: body.line, landmark: body.landmark };
      await decide(failure, d, { email: link.email }, now, link.tokenHash);
      return d.action === "reattempt" ? DELIVERY_ANSWER_MESSAGES.shopperReattempt(n, d.date) : DELIVERY_ANSWER_MESSAGES.shopperCanceled(n);
    },
  };
}

export type DeliveryFailures = ReturnType<typeof createDeliveryFailures>;
