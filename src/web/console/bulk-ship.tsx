import { useState } from "react";
import { useRevalidator } from "react-router";
import type { BulkShipAnswer } from "../../contracts/admin-shipping";
import { consoleCall } from "./api";

/**
 * Bulk ship on the orders list: the selected Packing orders are booked with their pre-selected
 * couriers; the answer lists what shipped (courier, AWB), what was skipped or failed and why, and
 * links the one PDF holding every label.
 */
export function BulkShip({ selected, onDone }: { selected: string[]; onDone(): void }) {
  const [includeUnconfirmed, setIncludeUnconfirmed] = useState(false);
  const [answer, setAnswer] = useState<BulkShipAnswer | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  async function ship() {
    setBusy(true);
    setError("");
    const a = await consoleCall<BulkShipAnswer>("POST", "/api/admin/orders/ship", { orderIds: selected, includeUnconfirmed });
    setBusy(false);
    if (!a.success) return setError(a.message ?? "Bulk ship failed.");
    setAnswer(a);
    onDone();
    revalidator.revalidate();
  }

  return (
    <section aria-labelledby="bulk-ship-title" className="adm-card" data-testid="bulk-ship">
      <h2 id="bulk-ship-title">Bulk ship</h2>
      <p>
        {selected.length ? `${selected.length} selected.` : "Select Packing orders to ship them together."}{" "}
        <label>
          <input type="checkbox" checked={includeUnconfirmed} onChange={(e) => setIncludeUnconfirmed(e.target.checked)} /> Include cash-on-delivery
          orders not confirmed yet
        </label>
      </p>
      <button type="button" className="adm-btn" onClick={ship} disabled={busy || !selected.length}>
        {busy ? "Booking…" : `Ship selected (${selected.length})`}
      </button>
      {error && (
        <p className="adm-error" role="alert">
          {error}
        </p>
      )}
      {answer && (
        <div role="status">
          {answer.shipped.length > 0 && (
            <p>
              Shipped: {answer.shipped.map((s) => `#${s.number} (${s.courier}, AWB ${s.awb})`).join(", ")}.{" "}
              {answer.labelUrl && (
                <a href={answer.labelUrl} target="_blank" rel="noopener noreferrer">
                  Labels (PDF)
                </a>
              )}
            </p>
          )}
          {answer.skipped.map((s) => (
            <p key={s.id}>
              Skipped #{s.number}: {s.reason}
            </p>
          ))}
          {answer.failed.map((f) => (
            <p key={f.id} className="adm-error">
              {f.message}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
