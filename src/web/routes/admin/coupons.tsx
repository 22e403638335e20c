import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { CouponListAnswer, CouponView } from "../../../contracts/admin-coupons";
import { consoleCall, consoleLoad } from "../../console/api";
import { TableWrap } from "../../console/table-wrap";

export async function clientLoader() {
  return consoleLoad<CouponListAnswer>("/api/admin/coupons");
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

const STATE_BADGE: Record<CouponView["state"], string> = {
  active: "adm-badge adm-badge-ok",
  paused: "adm-badge adm-badge-warn",
  scheduled: "adm-badge",
  expired: "adm-badge",
  "used up": "adm-badge",
};

const limits = (c: CouponView) =>
  [
    c.usageLimit != null ? `${c.usedCount} of ${c.usageLimit} used` : `${c.usedCount} used`,
    c.perShopperLimit != null ? `${c.perShopperLimit} per shopper` : "",
    c.validFrom || c.validTo ? `${c.validFrom ?? "…"} to ${c.validTo ?? "…"}` : "",
  ]
    .filter(Boolean)
    .join(" · ");

/** Every code: its rule, uses and state; pause and resume in place. */
export default function Coupons({ loaderData }: { loaderData: CouponListAnswer }) {
  const revalidator = useRevalidator();
  const [note, setNote] = useState("");

  async function toggle(c: CouponView) {
    const answer = await consoleCall("POST", `/api/admin/coupons/${c.code}/${c.active ? "pause" : "resume"}`);
    setNote(answer.message ?? "");
    revalidator.revalidate();
  }

  return (
    <>
      <div className="adm-actions">
        <h1>Coupons</h1>
        <Link className="adm-btn" to="/admin/coupons/new">
          New coupon
        </Link>
      </div>
      <p aria-live="polite" className="adm-ok">
        {note}
      </p>
      <TableWrap label="Coupons">
        <table className="adm-table">
          <caption className="sr-only">Coupons</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Rule</th>
              <th scope="col">Uses and dates</th>
              <th scope="col">State</th>
              <th scope="col">Pause</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.coupons.map((c) => (
              <tr key={c.code}>
                <td>
                  <Link to={`/admin/coupons/${encodeURIComponent(c.code)}`}>{c.code}</Link>
                </td>
                <td>{c.summary}</td>
                <td>{limits(c)}</td>
                <td>
                  <span className={STATE_BADGE[c.state]}>{c.state}</span>
                </td>
                <td>
                  <button type="button" className="adm-btn adm-btn-quiet" onClick={() => toggle(c)}>
                    {c.active ? `Pause ${c.code}` : `Resume ${c.code}`}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {loaderData.coupons.length === 0 && <p>No coupons yet.</p>}
    </>
  );
}
