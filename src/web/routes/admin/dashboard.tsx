import { useMemo } from "react";
import { Link } from "react-router";
import uplotStyles from "uplot/dist/uPlot.min.css?url";
import type { DashboardAnswer, PeriodFigures } from "../../../contracts/admin-dashboard";
import { formatINR, rupeesToPaise } from "../../../domain/money";
import { consoleLoad } from "../../console/api";
import { DailyChart, type DailySeries } from "../../console/daily-chart";
import { counted, formatConversion, formatCount as count } from "../../console/counts";
import { formatIndiaDayMonth } from "../../console/dates";
import { ReturnRatesCard } from "../../console/return-rates";
import { TableWrap } from "../../console/table-wrap";
import type { Route } from "./+types/dashboard";
import { useAdmin } from "./signed-in";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: uplotStyles }];

export async function clientLoader() {
  return consoleLoad<DashboardAnswer>("/api/admin/dashboard");
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

const rupees = (r: number) => formatINR(rupeesToPaise(r));
/** The products the low-stock card counts: published, low or sold out. */
const LOW_STOCK_LIST = "/admin/products?stock=short&status=published&sort=stock-asc";
const PERIOD_LABEL: Record<PeriodFigures["period"], string> = { today: "Today", "7d": "Last 7 days", "30d": "Last 30 days" };

/** The console's first page: how the shop is doing, and what needs the merchant. */
export default function Dashboard({ loaderData: d }: { loaderData: DashboardAnswer }) {
  const admin = useAdmin();
  const days = useMemo(() => d.days.map((x) => x.day), [d]);
  const revenue = useMemo<DailySeries[]>(
    () => [{ label: "Revenue", values: d.days.map((x) => x.revenue), color: "#1f5fbf", format: (v) => `₹${count(Math.round(v))}` }],
    [d],
  );
  const traffic = useMemo<DailySeries[]>(
    () => [
      { label: "Visits", values: d.days.map((x) => x.visits), color: "#6b3b00", scale: "visits", format: (v) => count(Math.round(v)) },
      { label: "Orders", values: d.days.map((x) => x.orders), color: "#14532d", scale: "orders", format: (v) => count(Math.round(v)) },
    ],
    [d],
  );
  const month = d.periods.find((p) => p.period === "30d")!;

  return (
    <>
      <h1>Welcome, {admin.name}</h1>
      <h2 id="figures-title">How the shop is doing</h2>
      <p className="muted">
        Days are India's (today is {formatIndiaDayMonth(d.today)}). Revenue and orders count orders placed with cash on delivery or paid online;
        canceled orders and online orders not yet paid are left out. Visits are storefront pages viewed; conversion is orders per 100 visits, and
        shows — where fewer visits than orders were counted (some browsers block the count).
      </p>
      <TableWrap label="Figures by period">
        <table className="adm-table" aria-labelledby="figures-title">
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Revenue</th>
              <th scope="col">Orders</th>
              <th scope="col">Average order</th>
              <th scope="col">Visits</th>
              <th scope="col">Conversion</th>
            </tr>
          </thead>
          <tbody>
            {d.periods.map((p) => (
              <tr key={p.period} data-testid={`period-${p.period}`}>
                <th scope="row">{PERIOD_LABEL[p.period]}</th>
                <td>{rupees(p.revenue)}</td>
                <td>{count(p.orders)}</td>
                <td>{rupees(p.averageOrderValue)}</td>
                <td>{count(p.visits)}</td>
                <td>{formatConversion(p.conversion)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>

      <div className="adm-charts">
        <DailyChart
          title="Revenue per day, last 30 days"
          days={days}
          series={revenue}
          summary={`Revenue per day over the last 30 days: ${rupees(month.revenue)} in all.`}
        />
        <DailyChart
          title="Visits and orders per day, last 30 days"
          days={days}
          series={traffic}
          summary={`Visits and orders per day over the last 30 days: ${counted(month.visits, "visit", "visits")}, ${counted(month.orders, "order", "orders")}.`}
        />
      </div>
      <details className="adm-card">
        <summary>The 30 days, one by one</summary>
        <TableWrap label="Figures per day">
          <table className="adm-table">
            <caption className="sr-only">Figures per day, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Revenue</th>
                <th scope="col">Orders</th>
                <th scope="col">Visits</th>
              </tr>
            </thead>
            <tbody>
              {[...d.days].reverse().map((x) => (
                <tr key={x.day}>
                  <th scope="row">{formatIndiaDayMonth(x.day)}</th>
                  <td>{rupees(x.revenue)}</td>
                  <td>{count(x.orders)}</td>
                  <td>{count(x.visits)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </details>

      <div className="adm-panels">
        <section className="adm-card" aria-labelledby="top-title">
          <h2 id="top-title">Top products, last 30 days</h2>
          {d.topProducts.length === 0 ? (
            <p>No sales yet.</p>
          ) : (
            <ol>
              {d.topProducts.map((p) => (
                <li key={p.productId}>
                  <Link to={`/admin/products/${p.productId}`}>{p.name}</Link>: {count(p.quantity)} sold, {rupees(p.revenue)}
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className="adm-card" aria-labelledby="low-title" data-testid="low-stock">
          <h2 id="low-title">Low stock</h2>
          <p>
            {d.lowStock.total === 0
              ? "Every published product has more than "
              : `${counted(d.lowStock.total, "published product has", "published products have")} a size and colour at or below `}
            {d.lowStock.threshold} in stock.
          </p>
          {d.lowStock.products.length > 0 && (
            <ul>
              {d.lowStock.products.map((p) => (
                <li key={p.id}>
                  <Link to={`/admin/products/${p.id}`}>{p.name}</Link> · {p.soldOut ? "sold out" : `${count(p.stock)} left in all`}
                </li>
              ))}
            </ul>
          )}
          <Link to={LOW_STOCK_LIST}>All low stock</Link>
        </section>
        <section className="adm-card" aria-labelledby="refunds-title" data-testid="refunds-due">
          <h2 id="refunds-title">Refunds due</h2>
          {d.refundsDue.total === 0 ? (
            <p>None: nothing is owed back.</p>
          ) : (
            <>
              <p>
                {counted(d.refundsDue.total, "order is", "orders are")} owed back, {rupees(d.refundsDue.amount)} in all.
              </p>
              <ul>
                {d.refundsDue.orders.map((o) => (
                  <li key={o.id}>
                    <Link to={`/admin/orders/${o.id}`}>#{o.number}</Link> · {rupees(o.amount)} · {o.paymentMethod}
                  </li>
                ))}
              </ul>
              <Link to="/admin/orders?status=refund-due">All refunds due</Link>
            </>
          )}
        </section>
        <section className="adm-card" aria-labelledby="queries-title" data-testid="open-queries">
          <h2 id="queries-title">Open queries</h2>
          <p>
            {d.openQueries === 0
              ? "No customer query or partner inquiry is waiting."
              : `${counted(d.openQueries, "customer query or partner inquiry is", "customer queries and partner inquiries are")} waiting for an answer.`}
          </p>
          <Link to="/admin/inbox">Inbox</Link>
        </section>
        <ReturnRatesCard rates={d.returnRates} />
      </div>
    </>
  );
}
