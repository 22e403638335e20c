import { and, eq, gt, isNull, notInArray, or, sql } from "drizzle-orm";
import { HOLD_MESSAGES } from "../../../domain/messages";
import { CLOSED_STATUSES } from "../../../domain/order-states";
import type { PaymentMethod } from "../../../domain/orders";
import type { OrderCaps } from "../../config";
import type { Tx } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { AppError } from "../../http/errors";
import { awaitingConfirmationWhere } from "../../db/order-status-sql";

export type { OrderCaps };

const HOUR_MS = 60 * 60 * 1000;

/**
 * Cash-on-delivery orders nobody has confirmed yet that one address (an IPv6 /64) may have open,
 * whatever the accounts (times IP_RATE_LIMIT_SCALE): accounts are free to make, addresses are not
 * (decision 217).
 */
export const UNCONFIRMED_COD_PER_ADDRESS = 5;

/** Two placements from one address count its unconfirmed orders one after the other (any accounts). */
const ADDRESS_LOCK_SPACE = 217;

/**
 * Refuses an order that would take an account past what it may place or hold (decision 123): more
 * orders placed in the last hour (`ORDER_MAX_PER_HOUR`; canceled ones count, so placing and
 * canceling over and over stops; attempts that were refused do not), more undelivered
 * cash-on-delivery orders, or more units in unpaid orders whose stock is still taken (COD orders
 * on their way, online orders waiting for payment within their hold), than the caps allow. The
 * caller holds the account's row locked (claimKey), so two orders of one account are checked one
 * after the other and cannot both slip under a cap.
 */
export async function refuseOverHoldCaps(
  tx: Tx,
  caps: OrderCaps,
  order: { userId: string; method: PaymentMethod; units: number; now: Date; placedFrom: string; addressScale: number },
): Promise<void> {
  const open = and(eq(orders.userId, order.userId), notInArray(orders.status, CLOSED_STATUSES));
  // The counts in one round trip (a later statement than the lock, so it sees every order
  // committed before the lock was granted).
  const lastHour = sql<number>`(select count(*)::int from ${orders} where ${and(eq(orders.userId, order.userId), gt(orders.createdAt, new Date(order.now.getTime() - HOUR_MS)))})`;
  const codOrders =
    order.method === "cod" ? sql<number>`(select count(*)::int from ${orders} where ${and(open, eq(orders.paymentMethod, "cod"))})` : sql<number>`0`;
  const heldUnits = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orders}
    inner join ${orderItems} on ${orderItems.orderId} = ${orders.id}
    where ${and(open, eq(orders.payment, false), isNull(orders.stockReleasedAt), or(isNull(orders.holdExpiresAt), gt(orders.holdExpiresAt, order.now)))})`;
  // A cash-on-delivery order from an address waits for that address's other placements, so two
  // accounts behind it cannot both slip under its cap; on the embedded database placements run
  // one at a time anyway.
  if (order.method === "cod") await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}, hashtext(${order.placedFrom}))`);
  const fromAddress =
    order.method === "cod"
      ? sql<number>`(select count(*)::int from ${orders} where ${and(eq(orders.placedFrom, order.placedFrom), awaitingConfirmationWhere())})`
      : sql<number>`0`;
  const counted = (await tx.execute(
    sql`select ${lastHour} as placed, ${codOrders} as cod, ${heldUnits} as units, ${fromAddress} as address`,
  )) as unknown as {
    rows: { placed: number; cod: number; units: number; address: number }[];
  };
  const [held] = counted.rows;
  if (Number(held?.placed ?? 0) >= caps.ordersPerHour) throw new AppError("rate_limited", HOLD_MESSAGES.ordersPerAccount(caps.ordersPerHour));
  if (order.method === "cod" && Number(held?.cod ?? 0) >= caps.openCodOrders)
    throw new AppError("conflict", HOLD_MESSAGES.openCodOrders(caps.openCodOrders));
  const perAddress = UNCONFIRMED_COD_PER_ADDRESS * order.addressScale;
  if (order.method === "cod" && Number(held?.address ?? 0) >= perAddress)
    throw new AppError("conflict", HOLD_MESSAGES.unconfirmedCodPerAddress(perAddress), "paymentMethod");
  const units = Number(held?.units ?? 0);
  if (units + order.units > caps.unitsOnHold) throw new AppError("conflict", HOLD_MESSAGES.unitsOnHold(caps.unitsOnHold, units), "items");
}
