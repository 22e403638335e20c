import { and, inArray, isNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { CANCELED_STATUSES, SALE_STATUSES, statusesFrom } from "../../domain/order-states";
import { orders } from "./schema";

/**
 * The order-states table's lists as SQL conditions, so no query spells a status. Each takes the
 * columns it reads: the `orders` table's by default, or a raw query's aliased ones.
 */
interface StatusColumns {
  status: SQLWrapper;
  payment: SQLWrapper;
  refundedAt: SQLWrapper;
}

const table: StatusColumns = { status: orders.status, payment: orders.payment, refundedAt: orders.refundedAt };
/** The columns of `orders o` in a raw query. */
export const aliasO: StatusColumns = { status: sql`o.status`, payment: sql`o.payment`, refundedAt: sql`o.refunded_at` };

/** Paid, but off: the payment is owed back until the console settles it. */
export const refundDueWhere = (c: StatusColumns = table): SQL =>
  and(sql`${c.payment}`, inArray(c.status, CANCELED_STATUSES), isNull(c.refundedAt)) as SQL;

/** In a status that counts as a sale (the payment is a separate question). */
export const saleStatusWhere = (c: Pick<StatusColumns, "status"> = table): SQL => inArray(c.status, SALE_STATUSES);

interface ConfirmationColumns {
  status: SQLWrapper;
  paymentMethod: SQLWrapper;
  codConfirmedAt: SQLWrapper;
  stockReleasedAt: SQLWrapper;
}
const confirmationTable: ConfirmationColumns = {
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  codConfirmedAt: orders.codConfirmedAt,
  stockReleasedAt: orders.stockReleasedAt,
};
/** The same columns of `orders o` in a raw query. */
export const confirmationAliasO: ConfirmationColumns = {
  status: sql`o.status`,
  paymentMethod: sql`o.payment_method`,
  codConfirmedAt: sql`o.cod_confirmed_at`,
  stockReleasedAt: sql`o.stock_released_at`,
};

/**
 * A cash-on-delivery order nobody has confirmed yet, while it still can be (the guards of the
 * "confirm" move, `awaitsConfirmation` in the table): flagged in the console, capped per address.
 */
export const awaitingConfirmationWhere = (c: ConfirmationColumns = confirmationTable): SQL =>
  and(
    sql`${c.paymentMethod} = 'cod'`,
    isNull(c.codConfirmedAt),
    isNull(c.stockReleasedAt),
    inArray(c.status, statusesFrom("confirm", "console")),
  ) as SQL;
