import { Link } from "react-router";
import type { ReturnRates } from "../../contracts/admin-dashboard";
import { formatCount as count } from "./counts";

/** "2 of 4 back (50 %)": units asked back of those delivered, and the rate. */
const backOf = (r: { delivered: number; back: number; rate: number | null }) =>
  `${count(r.back)} of ${count(r.delivered)} back${r.rate === null ? "" : ` (${r.rate} %)`}`;

/**
 * How much of the last 30 days' deliveries comes back, by product, size and reason, so the
 * merchant sees which size chart is wrong.
 */
export function ReturnRatesCard({ rates: r }: { rates: ReturnRates }) {
  return (
    <section className="adm-card" aria-labelledby="rates-title" data-testid="return-rates">
      <h2 id="rates-title">Return rate, last 30 days</h2>
      {r.delivered === 0 ? (
        <p>No order was delivered in the last 30 days.</p>
      ) : (
        <>
          <p>
            Of the units delivered in the last 30 days, {backOf(r)} as returns or exchanges (rejected requests and items refused at the check left
            out). <Link to="/admin/returns">Returns</Link>
          </p>
          <h3 id="rates-size">By size</h3>
          <ul aria-labelledby="rates-size">
            {r.bySize.map((s) => (
              <li key={s.size}>
                {s.size}: {backOf(s)}
              </li>
            ))}
          </ul>
          {r.byReason.length > 0 && (
            <>
              <h3 id="rates-reason">By reason</h3>
              <ul aria-labelledby="rates-reason">
                {r.byReason.map((x) => (
                  <li key={x.reason}>
                    {x.reason}: {count(x.back)} back{x.rate === null ? "" : ` (${x.rate} %)`}
                  </li>
                ))}
              </ul>
            </>
          )}
          {r.byProduct.length > 0 && (
            <>
              <h3 id="rates-product">By product</h3>
              <ul aria-labelledby="rates-product">
                {r.byProduct.map((p) => (
                  <li key={p.productId}>
                    <Link to={`/admin/products/${p.productId}`}>{p.name}</Link>: {backOf(p)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
