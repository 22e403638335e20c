import { Form, Link } from "react-router";
import type { OrderListAnswer } from "../../../contracts/admin-orders";
import { formatINR, rupeesToPaise } from "../../../domain/money";
import { ORDER_STATUSES } from "../../../domain/orders";
import { consoleLoad } from "../../console/api";
import { DateRange } from "../../console/date-range";
import { formatDateTime } from "../../console/dates";
import { Pager } from "../../console/pager";
import { TableWrap } from "../../console/table-wrap";

export async function clientLoader({ request }: { request: Request }) {
  return consoleLoad<OrderListAnswer>(`/api/admin/orders${new URL(request.url).search}`);
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

/** Orders, newest first, with filters, search and the CSV of what is shown. */
export default function Orders({ loaderData }: { loaderData: OrderListAnswer }) {
  const q = typeof window === "undefined" ? new URLSearchParams() : new URLSearchParams(window.location.search);
  const csv = new URLSearchParams(q);
  csv.delete("page");
  return (
    <>
      <div className="adm-actions">
        <h1>Orders</h1>
        <a className="adm-btn adm-btn-quiet" href={`/api/admin/orders/export.csv?${csv}`} download>
          Download CSV
        </a>
      </div>
      <Form method="get" className="adm-filters" role="search" aria-label="Orders">
        <label>
          Search <input className="field" type="search" name="q" defaultValue={q.get("q") ?? ""} placeholder="Order number, email or phone" />
        </label>
        <label>
          Status
          <select className="field" name="status" defaultValue={q.get("status") ?? ""}>
            <option value="">Any</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
            <option value="refund-due">Refund due</option>
          </select>
        </label>
        <label>
          Payment
          <select className="field" name="method" defaultValue={q.get("method") ?? ""}>
            <option value="">Any</option>
            <option value="cod">Cash on delivery</option>
            <option value="razorpay">Razorpay</option>
            <option value="stripe">Stripe</option>
          </select>
        </label>
        <label>
          Paid
          <select className="field" name="paid" defaultValue={q.get("paid") ?? ""}>
            <option value="">Either</option>
            <option value="yes">Paid</option>
            <option value="no">Not paid</option>
          </select>
        </label>
        <DateRange query={q} />
        <button className="adm-btn" type="submit">
          Show
        </button>
      </Form>
      <TableWrap label="Orders">
        <table className="adm-table">
          <caption className="sr-only">Orders</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Customer</th>
              <th scope="col">Total</th>
              <th scope="col">Payment</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.orders.map((o) => (
              <tr key={o.id}>
                <td>
                  <Link to={`/admin/orders/${o.id}`}>#{o.number}</Link>
                </td>
                <td>{formatDateTime(o.date)}</td>
                <td>
                  {o.customer}
                  <br />
                  <small className="muted">{o.email}</small>
                </td>
                <td>{formatINR(rupeesToPaise(o.amount))}</td>
                <td>
                  {o.paymentMethod} · {o.paid ? "paid" : "not paid"}
                </td>
                <td>
                  {o.status} {o.refundDue && <span className="adm-badge adm-badge-warn">refund due</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {loaderData.orders.length === 0 && <p>No orders match.</p>}
      <Pager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} noun="orders" />
    </>
  );
}
