import { useState } from "react";
import { Link } from "react-router";
import type { ConsoleReturn } from "../../../contracts/admin-returns";
import { consoleLoad } from "../../console/api";
import { formatDateTime } from "../../console/dates";
import { ReturnActions } from "../../console/return-actions";
import { ReturnLines, ReturnSteps, refundWords, returnTitle } from "../../console/return-card";

export async function clientLoader({ params }: { params: { id?: string } }) {
  return consoleLoad<{ request: ConsoleReturn }>(`/api/admin/returns/${params.id}`);
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

/** One return or exchange: what came back and why, with its photos, its steps, and the next move. */
export default function ReturnPage({ loaderData }: { loaderData: { request: ConsoleReturn } }) {
  return <ReturnView key={loaderData.request.id} initial={loaderData.request} />;
}

function ReturnView({ initial }: { initial: ConsoleReturn }) {
  const [r, setR] = useState(initial);
  const [note, setNote] = useState("");
  return (
    <>
      <p>
        <Link to="/admin/returns">← Returns</Link>
      </p>
      <h1>{returnTitle(r)}</h1>
      <p>
        <strong data-testid="return-status">{r.status}</strong> · asked {formatDateTime(r.date)} · {r.customer} ({r.email}) ·{" "}
        <Link to={`/admin/orders/${r.orderId}`}>order #{r.orderNumber}</Link> · {r.paymentMethod}
      </p>
      <p aria-live="polite" className="adm-ok">
        {note}
      </p>
      <section className="adm-card" aria-labelledby="what-title">
        <h2 id="what-title">What comes back</h2>
        <ReturnLines request={r} />
        <p>{refundWords(r)}</p>
        {r.rejectReason && <p>Rejected: {r.rejectReason}</p>}
        {r.inspection && (
          <p>
            Check: {r.inspection}
            {r.inspectionNote ? ` (${r.inspectionNote})` : ""}
          </p>
        )}
        {r.trackingNumber && (
          <p>
            Exchange sent with {r.courier}, tracking number {r.trackingNumber}
          </p>
        )}
      </section>
      <section aria-labelledby="next-title">
        <h2 id="next-title">What next</h2>
        <ReturnActions
          request={r}
          onMoved={(moved, message) => {
            setR(moved);
            setNote(message);
          }}
        />
      </section>
      <section aria-labelledby="steps-title">
        <h2 id="steps-title">Timeline</h2>
        <ReturnSteps request={r} />
      </section>
    </>
  );
}
