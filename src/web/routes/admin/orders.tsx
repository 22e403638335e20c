import { useState } from "react";
import { Link } from "react-router";
import type { OrderListAnswer } from "../../../contracts/admin-orders";
import { formatINR, rupeesToPaise } from "../../../domain/money";
import { ORDER_STATUSES } from "../../../domain/order-states";
import { consoleLoad } from "../../console/api";
import { BulkShip } from "../../console/bulk-ship";
import { formatDateTime } from "../../console/dates";
import { FilterChoice, FilterDays, FilterText, ListFilters, useExportQuery } from "../../console/list-filters";
import { Pager } from "../../console/pager";
import { TableWrap } from "../../console/table-wrap";

export async function clientLoader({ request }: { request: Request }) {
  return consoleLoad<OrderListAnswer>(`/api/admin/orders${new URL(request.url).search}`);
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

const STATUS_CHOICES = [
  ["", "Any"],
  ...ORDER_STATUSES.map((s) => [s, s] as const),
  ["refund-due", "Refund due"],
  ["unconfirmed", "Not confirmed (COD)"],
] as const;
const METHOD_CHOICES = [
  ["", "Any"],
  ["cod", "Cash on delivery"],
  ["razorpay", "Razorpay"],
  ["stripe", "Stripe"],
] as const;
const PAID_CHOICES = [
  ["", "Either"],
  ["yes", "Paid"],
  ["no", "Not paid"],
] as const;

/** Orders, newest first, with filters, search and the CSV of what is shown; with Shiprocket, Packing orders can be selected and shipped together. */
export default function Orders({ loaderData }: { loaderData: OrderListAnswer }) {
  const csv = useExportQuery();
  const [selected, setSelected] = useState<string[]>([]);
  const selectable = loaderData.shiprocket;
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));
  return (
    <>
      <div className="adm-actions">
        <h1>Orders</h1>
        <a className="adm-btn adm-btn-quiet" href={`/api/admin/orders/export.csv?${csv}`} download>
          Download CSV
        </a>
      </div>
      <ListFilters label="Orders">
        <FilterText name="q" label="Search" type="search" placeholder="Order number, email or phone" />
        <FilterChoice name="status" label="Status" options={STATUS_CHOICES} />
        <FilterChoice name="method" label="Payment" options={METHOD_CHOICES} />
        <FilterChoice name="paid" label="Paid" options={PAID_CHOICES} />
        <FilterDays />
      </ListFilters>
      {selectable && <BulkShip selected={selected} onDone={() => setSelected([])} />}
      <TableWrap label="Orders">
        <table className="adm-table">
          <caption className="sr-only">Orders</caption>
          <thead>
            <tr>
              {selectable && (
                <th scope="col">
                  <span className="sr-only">Select</span>
                </th>
              )}
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
                {selectable && (
                  <td>
                    {o.status === "Packing" && (
                      <input
                        type="checkbox"
                        aria-label={`Select #${o.number}`}
                        checked={selected.includes(o.id)}
                        onChange={(e) => toggle(o.id, e.target.checked)}
                      />
                    )}
                  </td>
                )}
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
                  {o.unconfirmed && <span className="adm-badge adm-badge-warn">not confirmed</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {loaderData.orders.length === 0 && <p>No orders match.</p>}
      <Pager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} noun={["order", "orders"]} />
    </>
  );
}
