import { Link } from "react-router";
import type { DemandRow } from "../../../contracts/admin-demand";
import { colorName } from "../../../domain/palette";
import { consoleLoad } from "../../console/api";
import { formatDate } from "../../console/dates";

export async function clientLoader() {
  return consoleLoad<{ success: true; rows: DemandRow[] }>("/api/admin/demand");
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

/**
 * The restock list: per product, size and colour, how many shoppers wait for it to be back (Notify
 * me), most wanted first. Saving stock on the product mails them, first come first served.
 */
export default function Demand({ loaderData }: { loaderData: { rows: DemandRow[] } }) {
  const { rows } = loaderData;
  return (
    <>
      <h1>Restock list</h1>
      <p>Shoppers waiting for a sold-out size and colour. When you add stock, the first in line get one mail each, as many as units you add.</p>
      {rows.length === 0 ? (
        <p>Nobody is waiting for a sold-out size.</p>
      ) : (
        <ul className="adm-demand" aria-label="Waiting shoppers per size and colour">
          {rows.map((r) => (
            <li key={`${r.productId}|${r.size}|${r.color}`} className="adm-card" data-testid="demand-row">
              <p>
                <strong>{r.name}</strong>
              </p>
              <p>
                Size {r.size} · {colorName(r.color)} · in stock: {r.stock}
              </p>
              <p>
                <strong>{r.waiting} waiting</strong>
                {r.unconfirmed > 0 && ` · ${r.unconfirmed} not yet confirmed`} · since {formatDate(r.since)}
              </p>
              <Link className="adm-btn adm-btn-quiet" to={`/admin/products/${r.productId}`}>
                Restock {r.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
