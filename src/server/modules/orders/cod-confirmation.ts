import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { COD_CONFIRM_MESSAGES } from "../../../domain/messages";
import { CANCELED_STATUS, isCanceled, refusal, statusesFrom } from "../../../domain/order-states";
import { orderNumber } from "../../../domain/orders";
import type { Notifier } from "../../adapters/notifications/notifier";
import type { CodConfirmation } from "../../config";
import type { Db } from "../../db/client";
import { orderEvents, orderItems, orderLinks, orders, users } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Logger } from "../../http/logger";
import { hashToken } from "../auth/sessions.service";
import type { OrderRow } from "./order.dto";
import type { OrderLinkPurpose } from "./order-links";
import { recipientOf } from "./order-recipient";
import type { OrderService } from "./orders.service";
import { releaseHeld } from "./stock";

/** The most lapsed orders one sweep cancels; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/** Who the order's history names for a move nobody signed in to make. */
export const SWEEP_ACTOR = "system sweep";

/**
 * A cash-on-delivery order waits for its shopper's word (decision 217): the mailed Confirm link
 * confirms it and proves the account's address, the Cancel link cancels it (the shopper's cancel),
 * and the sweep cancels what is still unconfirmed when its time is up, unless COD_UNCONFIRMED=keep
 * leaves it to the merchant. A link acts once, for its own purpose, until it expires; a forged,
 * used or expired one changes nothing and says so.
 */
export function createCodConfirmation(deps: { db: Db; orders: OrderService; notifier: Notifier; logger: Logger; codConfirmation: CodConfirmation }) {
  const { db } = deps;

  /** The link and its order, or the refusal a shopper reads: forged, used, or expired. */
  async function openLink(token: string, purpose: OrderLinkPurpose, now: Date) {
    const [found] = await db
      .select({ link: orderLinks, order: orders })
      .from(orderLinks)
      .innerJoin(orders, eq(orders.id, orderLinks.orderId))
      .where(eq(orderLinks.tokenHash, hashToken(token)));
    if (!found || found.link.purpose !== purpose) throw new AppError("bad_request", COD_CONFIRM_MESSAGES.invalidLink, "token");
    const { link, order } = found;
    const n = orderNumber(order.id);
    if (link.usedAt)
      throw new AppError(
        "conflict",
        purpose === "cod-confirm" && !isCanceled(order.status) ? COD_CONFIRM_MESSAGES.alreadyConfirmed(n) : stateWords(order),
        "token",
      );
    if (link.expiresAt <= now) throw new AppError("gone", COD_CONFIRM_MESSAGES.expiredLink(n), "token");
    return { link, order };
  }

  /** Why the move cannot be made now, in the shopper's words. */
  function stateWords(o: OrderRow): string {
    const n = orderNumber(o.id);
    if (isCanceled(o.status)) return COD_CONFIRM_MESSAGES.alreadyCanceled(n);
    if (o.codConfirmedAt) return COD_CONFIRM_MESSAGES.alreadyConfirmed(n);
    return COD_CONFIRM_MESSAGES.tooLate(n);
  }

  return {
    /** The Confirm link: the order is confirmed, and the account's address (as it was mailed) verified. */
    async confirm(token: string, now = new Date()): Promise<{ orderNumber: string }> {
      const { link, order } = await openLink(token, "cod-confirm", now);
      const done = await db.transaction(async (tx) => {
        // The move's guards, repeated in the claim so that it happens once.
        const [row] = await tx
          .update(orders)
          .set({ codConfirmedAt: now, codConfirmedBy: "shopper", updatedAt: now })
          .where(
            and(
              eq(orders.id, order.id),
              eq(orders.paymentMethod, "cod"),
              isNull(orders.codConfirmedAt),
              isNull(orders.stockReleasedAt),
              inArray(orders.status, statusesFrom("confirm", "shopper")),
            ),
          )
          .returning();
        if (!row) return null;
        await tx.update(orderLinks).set({ usedAt: now }).where(eq(orderLinks.tokenHash, link.tokenHash));
        // The link reached the account's address: it is proven, unless the account has changed it since.
        await tx
          .update(users)
          .set({ emailVerified: true })
          .where(and(eq(users.id, row.userId), sql`lower(${users.email}) = lower(${link.email})`));
        await tx
          .insert(orderEvents)
          .values({ orderId: row.id, kind: "cod-confirmed", status: row.status, note: "by the mailed link", actorEmail: link.email });
        return row;
      });
      if (!done) {
        const [cur] = await db.select().from(orders).where(eq(orders.id, order.id));
        throw new AppError("conflict", stateWords(cur ?? order), "token");
      }
      return { orderNumber: orderNumber(done.id) };
    },

    /** The Cancel link: the shopper's own cancel (its guards, its stock back, its mail), without a login. */
    async cancel(token: string, now = new Date()): Promise<{ orderNumber: string }> {
      const { link, order } = await openLink(token, "cod-cancel", now);
      const why = refusal(order, "cancel", "shopper", now);
      if (why) throw new AppError("conflict", stateWords(order), "token");
      try {
        await deps.orders.cancel({ id: order.userId, email: link.email }, order.id);
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== "conflict") throw err;
        const [cur] = await db.select().from(orders).where(eq(orders.id, order.id));
        throw new AppError("conflict", stateWords(cur ?? order), "token");
      }
      await db.update(orderLinks).set({ usedAt: now }).where(eq(orderLinks.tokenHash, link.tokenHash));
      return { orderNumber: orderNumber(order.id) };
    },

    /**
     * The sweep: cash-on-delivery orders still unconfirmed when their time is up are canceled (the
     * "release-unconfirmed" move), their stock comes back and their shoppers are told why and how to
     * order again. Each is claimed once, whichever process gets there. Nothing with
     * COD_UNCONFIRMED=keep: those wait for the merchant.
     */
    async releaseUnconfirmed(now = new Date()): Promise<number> {
      if (deps.codConfirmation.unconfirmed === "keep") return 0;
      const lapsed = and(
        eq(orders.paymentMethod, "cod"),
        eq(orders.payment, false),
        isNull(orders.codConfirmedAt),
        isNull(orders.stockReleasedAt),
        lt(orders.codConfirmDueAt, now),
        inArray(orders.status, statusesFrom("release-unconfirmed", "system-sweep")),
      );
      const released = await db.transaction(async (tx) => {
        const batch = tx.select({ id: orders.id }).from(orders).where(lapsed).orderBy(orders.codConfirmDueAt).limit(SWEEP_BATCH);
        const rows = await tx
          .update(orders)
          .set({ status: CANCELED_STATUS, stockReleasedAt: now, updatedAt: now })
          .where(and(lapsed, inArray(orders.id, batch)))
          .returning();
        if (rows.length === 0) return [];
        await releaseHeld(
          tx,
          rows.map((r) => r.id),
        );
        const note = `not confirmed within ${deps.codConfirmation.hours} hours`;
        await tx.insert(orderEvents).values(rows.map((r) => ({ orderId: r.id, kind: "canceled", status: r.status, note, actorEmail: SWEEP_ACTOR })));
        return rows;
      });
      if (released.length === 0) return 0;
      const ids = released.map((r) => r.id);
      const [lines, accounts] = await Promise.all([
        db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
        db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(
            inArray(
              users.id,
              released.map((r) => r.userId),
            ),
          ),
      ]);
      await Promise.all(
        released.map((order) =>
          deps.notifier.notify(recipientOf(order, accounts.find((a) => a.id === order.userId)?.email), {
            kind: "canceled",
            order,
            by: "system-sweep",
            lines: lines.filter((l) => l.orderId === order.id),
            confirmHours: deps.codConfirmation.hours,
          }),
        ),
      );
      deps.logger.info("unconfirmed cash-on-delivery orders canceled", { orders: released.length });
      return released.length;
    },
  };
}

export type CodConfirmationService = ReturnType<typeof createCodConfirmation>;
