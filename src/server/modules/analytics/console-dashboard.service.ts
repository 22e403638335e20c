import { sql } from "drizzle-orm";
import type { DashboardAnswer, PeriodFigures } from "../../../contracts/admin-dashboard";
import { dayRange, indiaDay, indiaDayStart } from "../../../domain/india/india-day";
import { paiseToRupees } from "../../../domain/money";
import { orderNumber } from "../../../domain/orders";
import { type DeliveredLine, type LineBack, returnRates } from "../../../domain/return-rates";
import type { Db } from "../../db/client";
import { aliasO, refundDueWhere, saleStatusWhere } from "../../db/order-status-sql";
import type { ConsoleInbox } from "../contact/console-inbox.service";
import type { ConsoleProducts } from "../catalog/console-products.service";

const DAYS = 30;
const PERIOD_DAYS = { today: 1, "7d": 7, "30d": 30 } as const;
const TOP_PRODUCTS = 5;
const LISTED = 10;
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * The orders revenue counts: placed by cash on delivery or paid online, and not canceled. An
 * online order still waiting for its payment is not a sale yet; a canceled one is none.
 */
const SOLD = sql`${saleStatusWhere(aliasO)} and (o.payment or o.payment_method = 'cod') and not o.demo`;

/** The dashboard's figures, each read from the database as it is now. */
export function createConsoleDashboard(deps: { db: Db; products: ConsoleProducts; inbox: ConsoleInbox }) {
  const { db } = deps;

  async function daily(today: string) {
    const days = dayRange(today, DAYS);
    const since = indiaDayStart(days[0]);
    const [sales, visits] = await Promise.all([
      db.execute(sql`
        select to_char((o.created_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day,
          count(*)::int as orders, coalesce(sum(o.amount_paise), 0)::bigint as paise
        from orders o where o.created_at >= ${since} and ${SOLD} group by 1`),
      db.execute(sql`
        select to_char(day, 'YYYY-MM-DD') as day, sum(count)::int as visits
        from page_visits where day >= ${days[0]}::date group by day`),
    ]);
    const salesBy = new Map(rowsOf<{ day: string; orders: number; paise: string | number }>(sales).map((r) => [r.day, r]));
    const visitsBy = new Map(rowsOf<{ day: string; visits: number }>(visits).map((r) => [r.day, Number(r.visits)]));
    return days.map((day) => ({
      day,
      paise: Number(salesBy.get(day)?.paise ?? 0),
      orders: Number(salesBy.get(day)?.orders ?? 0),
      visits: visitsBy.get(day) ?? 0,
    }));
  }

  function period(name: keyof typeof PERIOD_DAYS, days: Awaited<ReturnType<typeof daily>>): PeriodFigures {
    const span = days.slice(-PERIOD_DAYS[name]);
    const paise = span.reduce((s, d) => s + d.paise, 0);
    const orders = span.reduce((s, d) => s + d.orders, 0);
    const visits = span.reduce((s, d) => s + d.visits, 0);
    return {
      period: name,
      from: span[0].day,
      to: span[span.length - 1].day,
      revenue: paiseToRupees(paise),
      orders,
      averageOrderValue: orders ? paiseToRupees(Math.round(paise / orders)) : 0,
      visits,
      conversion: visits ? Math.round((orders / visits) * 10_000) / 100 : null,
    };
  }

  async function topProducts(since: Date) {
    const res = await db.execute(sql`
      select i.product_id as id, coalesce(max(p.name), max(i.name)) as name, sum(i.quantity)::int as quantity,
        sum(coalesce(i.net_paise, i.unit_price_paise * i.quantity))::bigint as paise
      from order_items i join orders o on o.id = i.order_id left join products p on p.id = i.product_id
      where o.created_at >= ${since} and ${SOLD}
      group by i.product_id order by quantity desc, paise desc, id limit ${TOP_PRODUCTS}`);
    return rowsOf<{ id: string; name: string; quantity: number; paise: string | number }>(res).map((r) => ({
      productId: r.id,
      name: r.name,
      quantity: Number(r.quantity),
      revenue: paiseToRupees(Number(r.paise)),
    }));
  }

  /** The same list as the console's "low or sold out" filter, so the card and its link count alike. */
  async function lowStock() {
    const low = await deps.products.list({ q: "", status: "published", stock: "short", sort: "stock-asc", page: 1 });
    return {
      threshold: low.lowStockThreshold,
      total: low.total,
      products: low.products.slice(0, LISTED).map((p) => ({ id: p.id, name: p.name, sku: p.sku, stock: p.stock, soldOut: p.stockState === "out" })),
    };
  }

  async function refundsDue() {
    const res = await db.execute(sql`
      select o.id, o.amount_paise, o.payment_method, count(*) over ()::int as n, sum(o.amount_paise) over ()::bigint as owed
      from orders o where ${refundDueWhere(aliasO)}
      order by o.created_at asc limit ${LISTED}`);
    const rows = rowsOf<{ id: string; amount_paise: number; payment_method: string; n: number; owed: string | number }>(res);
    return {
      total: rows[0] ? Number(rows[0].n) : 0,
      amount: rows[0] ? paiseToRupees(Number(rows[0].owed)) : 0,
      orders: rows.map((r) => ({
        id: r.id,
        number: orderNumber(r.id),
        amount: paiseToRupees(Number(r.amount_paise)),
        paymentMethod: r.payment_method,
      })),
    };
  }

  /** The return rate of what was delivered since `since` (the day of the order's first Delivered step). */
  async function rates(since: Date, from: string, to: string) {
    const deliveredSince = sql`o.status = 'Delivered' and coalesce(
      (select min(e.at) from order_events e where e.order_id = o.id and e.status = 'Delivered'), o.updated_at) >= ${since}`;
    const [delivered, back] = await Promise.all([
      db.execute(sql`
        select i.id, i.product_id as "productId", coalesce(p.name, i.name) as name, i.size, i.quantity
        from order_items i join orders o on o.id = i.order_id left join products p on p.id = i.product_id
        where ${deliveredSince}`),
      db.execute(sql`
        select l.order_item_id as "orderItemId", l.quantity, l.reason
        from return_lines l join return_requests r on r.id = l.return_id join orders o on o.id = r.order_id
        where r.status <> 'Rejected' and r.inspection is distinct from 'refused' and ${deliveredSince}`),
    ]);
    const lines = rowsOf<DeliveredLine>(delivered).map((l) => ({ ...l, quantity: Number(l.quantity) }));
    const backs = rowsOf<LineBack>(back).map((b) => ({ ...b, quantity: Number(b.quantity) }));
    return { from, to, ...returnRates(lines, backs) };
  }

  return {
    async overview(now = new Date()): Promise<DashboardAnswer> {
      const today = indiaDay(now);
      const monthStart = dayRange(today, DAYS)[0];
      const [days, top, low, refunds, queries, returnsBack] = await Promise.all([
        daily(today),
        topProducts(indiaDayStart(dayRange(today, DAYS)[0])),
        lowStock(),
        refundsDue(),
        deps.inbox.countOpenQueries(),
        rates(indiaDayStart(monthStart), monthStart, today),
      ]);
      return {
        success: true,
        today,
        periods: (["today", "7d", "30d"] as const).map((p) => period(p, days)),
        days: days.map((d) => ({ day: d.day, revenue: paiseToRupees(d.paise), orders: d.orders, visits: d.visits })),
        topProducts: top,
        lowStock: low,
        refundsDue: refunds,
        openQueries: queries,
        returnRates: returnsBack,
      };
    },
  };
}

export type ConsoleDashboard = ReturnType<typeof createConsoleDashboard>;
