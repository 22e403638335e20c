import { useState } from "react";
import type { DeliveryFailureView } from "../../contracts/delivery-failures";
import { consoleCall } from "./api";
import { formatDateTime } from "./dates";

/**
 * One parcel the courier could not deliver: the order, the courier's reason and attempts, and,
 * while nobody has answered, the merchant's two answers: reattempt (a day of the next three,
 * perhaps a corrected phone, address line or landmark) or return. Overdue ones are marked.
 */
export function DeliveryFailureCard({ failure: initial, days }: { failure: DeliveryFailureView; days: string[] }) {
  const [f, setF] = useState(initial);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const title = `Order #${f.number} · AWB ${f.awb}`;

  async function send(path: string, body: unknown) {
    setBusy(true);
    const a = await consoleCall<{ failure: DeliveryFailureView }>("POST", `/api/admin/delivery-failures/${f.id}/${path}`, body);
    setBusy(false);
    if (!a.success) return setError({ message: a.message ?? "The courier could not be asked.", field: a.field });
    setError(null);
    setNote(a.message ?? "");
    setF(a.failure);
  }

  return (
    <li className="adm-card" aria-label={title} data-overdue={f.overdue || undefined}>
      <h2>
        <a href={`/admin/orders/${f.orderId}`}>{title}</a>{" "}
        {f.overdue && <span className="adm-badge adm-badge-warn">unanswered for over 24 hours</span>}
      </h2>
      <p>
        {f.customer} · {f.phone} · {f.city} {f.pin} · {f.paymentMethod}
        {f.courier ? ` · ${f.courier}` : ""}
      </p>
      <p>
        <strong>{f.reason}</strong> · attempts: {f.attempts} · last {formatDateTime(f.failedAt)}
      </p>
      {note && (
        <p role="status" className="adm-ok">
          {note}
        </p>
      )}
      {f.action ? (
        <p>
          Answered: {f.action === "reattempt" ? `reattempt on ${f.reattemptOn}` : "return to the shop"} (by {f.actionBy})
        </p>
      ) : (
        <>
          <form
            className="adm-form"
            aria-label={`Reattempt ${title}`}
            onSubmit={(e) => {
              e.preventDefault();
              const data = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
              send("reattempt", Object.fromEntries(Object.entries(data).filter(([, v]) => v !== "")));
            }}
          >
            <label>
              Day
              <select name="date" defaultValue={days[0]} aria-invalid={error?.field === "date" || undefined}>
                {days.map((d) => (
                  <option key={d}>{d}</option>
                ))}
              </select>
            </label>
            <label>
              Corrected phone (optional)
              <input name="phone" inputMode="tel" aria-invalid={error?.field === "phone" || undefined} />
            </label>
            <label>
              Corrected address line (optional)
              <input name="line" maxLength={200} aria-invalid={error?.field === "line" || undefined} />
            </label>
            <button type="submit" className="adm-btn" disabled={busy}>
              Reattempt
            </button>
          </form>
          <button type="button" className="adm-btn adm-btn-quiet" disabled={busy} onClick={() => send("return", {})}>
            Return to the shop
          </button>
        </>
      )}
      {error && (
        <p className="adm-error" role="alert">
          {error.message}
        </p>
      )}
    </li>
  );
}
