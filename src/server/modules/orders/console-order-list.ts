import { type SQL, sql } from "drizzle-orm";
import type { OrderListQuery, OrderRowView } from "../../../contracts/admin-orders";
import { indiaDayEnd, indiaDayStart } from "../../../domain/india/india-day";
import { paiseToRupees } from "../../../domain/money";
import { isRefundDue } from "../../../domain/order-states";
import { orderNumber } from "../../../domain/orders";
import type { Db } from "../../db/client";
import { aliasO, awaitingConfirmationWhere, confirmationAliasO, refundDueWhere } from "../../db/order-status-sql";
import { containing, phoneHolds } from "../../db/search-text";
import type { OrderAddress } from "./order.dto";

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** The console list's filters as one SQL condition over `orders o join users u`. */
function conditions(q: OrderListQuery): SQL {
  // A demo order (decision 221) is not the shop's: never listed, exported or counted.
  const where: SQL[] = [sql`not o.demo`];
  if (q.status === "refund-due") where.push(refundDueWhere(aliasO));
  else if (q.status === "unconfirmed") where.push(awaitingConfirmationWhere(confirmationAliasO));
  else if (q.status) where.push(sql`o.status = ${q.status}`);
  if (q.method) where.push(sql`o.payment_method = ${q.method}`);
  if (q.paid) where.push(sql`o.payment = ${q.paid === "yes"}`);
  if (q.from) where.push(sql`o.created_at >= ${indiaDayStart(q.from)}`);
  if (q.to) where.push(sql`o.created_at < ${indiaDayEnd(q.to)}`);
  if (q.q) {
    const term = q.q.replace(/^#/, "");
    const like = containing(term);
    where.push(
      sql`(o.id::text ilike ${`${term.toLowerCase().replace(/[^0-9a-f-]/g, "")}%`} and ${/^[0-9a-f-]{4,}$/i.test(term)}
        or u.email ilike ${like} or o.address->>'email' ilike ${like}
        or ${phoneHolds(sql`o.address->>'phone'`, term)})`,
    );
  }
  return sql.join(where, sql` and `);
}

/** The orders the console's filters match, newest first, each with the count of all matches (`n`). */
export async function orderRows(db: Db, q: OrderListQuery, limit: number, offset: number): Promise<(OrderRowView & { n: number })[]> {
  const res = await db.execute(sql`
    select o.id, o.created_at, o.status, o.payment_method, o.payment, o.refunded_at, o.amount_paise, o.address, u.name, u.email,
      ${awaitingConfirmationWhere(confirmationAliasO)} as unconfirmed,
      (select coalesce(sum(quantity), 0)::int from order_items i where i.order_id = o.id) as items,
      count(*) over ()::int as n
    from orders o join users u on u.id = o.user_id
    where ${conditions(q)}
    order by o.created_at desc, o.id desc
    limit ${limit} offset ${offset}`);
  return rowsOf<Record<string, unknown>>(res).map((r) => {
    const a = (r.address ?? {}) as OrderAddress;
    const status = String(r.status);
    const payment = Boolean(r.payment);
    return {
      id: String(r.id),
      number: orderNumber(String(r.id)),
      date: new Date(r.created_at as string).toISOString(),
      status,
      paymentMethod: String(r.payment_method),
      paid: payment,
      refundDue: isRefundDue({ status, payment, refundedAt: r.refunded_at ? new Date(r.refunded_at as string) : null }),
      unconfirmed: Boolean(r.unconfirmed),
      amount: paiseToRupees(Number(r.amount_paise)),
      customer: [a.firstName, a.lastName].filter(Boolean).join(" ") || String(r.name),
      email: a.email || String(r.email),
      phone: a.phone ?? "",
      items: Number(r.items),
      n: Number(r.n),
    };
  });
}
