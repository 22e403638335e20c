import { useState } from "react";
import { useRevalidator } from "react-router";
import type { GrievanceList, GrievanceRow } from "../../../contracts/admin-grievances";
import { consoleCall, consoleLoad } from "../../console/api";
import { formatDateTime } from "../../console/dates";

export async function clientLoader() {
  return consoleLoad<GrievanceList>("/api/admin/grievances");
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

const STATE_BADGE: Record<GrievanceRow["state"], string> = {
  "to acknowledge": "adm-badge-warn",
  "to resolve": "adm-badge-warn",
  resolved: "adm-badge-ok",
};

/**
 * The Grievance Officer's complaints (Consumer Protection (E-Commerce) Rules 2020): overdue ones
 * first, each with its 48-hour acknowledgement and one-month resolution deadlines.
 */
export default function Grievances({ loaderData }: { loaderData: GrievanceList }) {
  const revalidator = useRevalidator();
  const [note, setNote] = useState("");
  const { grievances, overdue } = loaderData;

  async function send(path: string, body?: unknown): Promise<string | null> {
    const answer = await consoleCall("POST", path, body);
    setNote(answer.message ?? "");
    revalidator.revalidate();
    return answer.success ? null : (answer.message ?? "");
  }

  return (
    <>
      <h1>Grievances</h1>
      <p>
        Complaints to the Grievance Officer: acknowledge each within 48 hours and resolve it within a month.{" "}
        {overdue > 0 && <strong className="adm-error">{overdue === 1 ? "1 is overdue." : `${overdue} are overdue.`}</strong>}
      </p>
      <p aria-live="polite" className="adm-ok">
        {note}
      </p>
      <ul className="adm-reviews">
        {grievances.map((g) => (
          <Grievance key={g.ticket} g={g} send={send} />
        ))}
      </ul>
      {grievances.length === 0 && <p>No complaints yet.</p>}
    </>
  );
}

function Grievance({ g, send }: { g: GrievanceRow; send: (path: string, body?: unknown) => Promise<string | null> }) {
  const [error, setError] = useState("");
  const base = `/api/admin/grievances/${g.ticket}`;
  return (
    <li className="adm-card" aria-labelledby={`g-${g.ticket}`}>
      <p id={`g-${g.ticket}`}>
        <strong>{g.ticket}</strong> · {g.name} · <span className="muted">{g.email}</span>
        {g.orderId && <> · order {g.orderId}</>} <span className={`adm-badge ${STATE_BADGE[g.state]}`}>{g.state}</span>
        {g.overdue && <span className="adm-badge adm-badge-late"> overdue</span>}
      </p>
      <p>{g.message}</p>
      <dl className="adm-facts">
        <dt>Filed</dt>
        <dd>{formatDateTime(g.filed)}</dd>
        <dt>Acknowledge by</dt>
        <dd>{g.acknowledged ? `Acknowledged ${formatDateTime(g.acknowledged)}` : formatDateTime(g.acknowledgeBy)}</dd>
        <dt>Resolve by</dt>
        <dd>{g.resolved ? `Resolved ${formatDateTime(g.resolved)}` : formatDateTime(g.resolveBy)}</dd>
      </dl>
      {g.resolution && <p className="muted">{g.resolution}</p>}
      {g.state !== "resolved" && (
        <div className="adm-actions">
          {g.state === "to acknowledge" && (
            <button type="button" className="adm-btn" onClick={() => send(`${base}/acknowledge`)}>
              Acknowledge {g.ticket}
            </button>
          )}
          <form
            className="adm-form"
            noValidate
            aria-label={`Resolve ${g.ticket}`}
            onSubmit={async (e) => {
              e.preventDefault();
              const resolution = String(new FormData(e.currentTarget).get("resolution") ?? "");
              setError((await send(`${base}/resolve`, { resolution })) ?? "");
            }}
          >
            <label htmlFor={`res-${g.ticket}`}>How it was resolved (mailed to {g.name})</label>
            <textarea
              id={`res-${g.ticket}`}
              name="resolution"
              rows={3}
              maxLength={5000}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `res-err-${g.ticket}` : undefined}
            />
            {error && (
              <p id={`res-err-${g.ticket}`} className="adm-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="adm-btn">
              Resolve {g.ticket}
            </button>
          </form>
        </div>
      )}
    </li>
  );
}
