import { Link } from "react-router";
import type { ShopperDetail } from "../../../contracts/admin-shoppers";
import { formatINR, rupeesToPaise } from "../../../domain/money";
import { consoleLoad } from "../../console/api";
import { formatDate } from "../../console/dates";
import { type ShopperCredit, ShopperCreditSection } from "../../console/shopper-credit";
import { TableWrap } from "../../console/table-wrap";

type ShopperPage = { shopper: ShopperDetail; credit: ShopperCredit };

export async function clientLoader({ params }: { params: { id?: string } }): Promise<ShopperPage> {
  const { shopper } = await consoleLoad<{ shopper: ShopperDetail }>(`/api/admin/shoppers/${params.id}`);
  const credit = await consoleLoad<ShopperCredit>(`/api/admin/shoppers/${params.id}/credit`);
  return { shopper, credit: { balance: credit.balance, entries: credit.entries } };
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

/** One shopper: who they are, where they ship to, their cards (brand and last 4), orders and store credit. */
export default function Shopper({ loaderData }: { loaderData: ShopperPage }) {
  const s = loaderData.shopper;
  return (
    <>
      <p>
        <Link to="/admin/shoppers">← Shoppers</Link>
      </p>
      <h1>{s.name}</h1>
      <dl className="adm-facts">
        <dt>Email</dt>
        <dd>
          {s.email} {s.emailVerified ? "(verified)" : "(not verified)"}
        </dd>
        <dt>Phone</dt>
        <dd>{s.phone || "not given"}</dd>
        <dt>Gender</dt>
        <dd>{s.gender || "not given"}</dd>
        <dt>Signs in with</dt>
        <dd>{s.google ? "Google" : "email and password"}</dd>
        <dt>Joined</dt>
        <dd>{formatDate(s.joined)}</dd>
      </dl>

      <h2>Addresses</h2>
      {s.addresses.length === 0 ? (
        <p>No saved addresses.</p>
      ) : (
        <ul className="adm-notes">
          {s.addresses.map((a) => (
            <li key={a.id}>{[a.street, a.city, a.state, a.zip, a.country].filter(Boolean).join(", ")}</li>
          ))}
        </ul>
      )}

      <h2>Saved cards</h2>
      {s.cards.length === 0 ? (
        <p>No saved cards.</p>
      ) : (
        <ul className="adm-notes">
          {s.cards.map((c) => (
            <li key={`${c.brand}-${c.last4}`}>
              {c.brand} •••• {c.last4}
            </li>
          ))}
        </ul>
      )}

      <h2>Orders</h2>
      {s.orders.length === 0 ? (
        <p>No orders yet.</p>
      ) : (
        <TableWrap label="Orders">
          <table className="adm-table">
            <caption className="sr-only">Orders of {s.name}</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Status</th>
                <th scope="col">Payment</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {s.orders.map((o) => (
                <tr key={o.id}>
                  <td>
                    <Link to={`/admin/orders/${o.id}`}>#{o.number}</Link>
                  </td>
                  <td>{formatDate(o.date)}</td>
                  <td>{o.status}</td>
                  <td>
                    {o.paymentMethod}, {o.paid ? "paid" : "not paid"}
                  </td>
                  <td>
                    {formatINR(rupeesToPaise(o.amount))}
                    {o.couponCode && <span className="muted"> ({o.couponCode})</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <ShopperCreditSection key={s.id} shopperId={s.id} initial={loaderData.credit} />
    </>
  );
}
