import { useEffect, useState } from "react";
import type { OrderDetail } from "../../contracts/admin-orders";
import type { CourierListAnswer, ShipmentEventView, ShipmentView } from "../../contracts/admin-shipping";
import { formatINR } from "../../domain/money";
import { consoleCall } from "./api";
import { formatDateTime } from "./dates";

interface ShipmentAnswer {
  shiprocket: boolean;
  shipment: ShipmentView | null;
  events: ShipmentEventView[];
}

/**
 * An order's shipping with Shiprocket on its console page: for a Packing order, *Ship* lists the
 * couriers serving its PIN (price, days, cash on delivery; the pre-selected one checked) and books
 * the one chosen; then the AWB, the label and manifest, what failed last, and every courier scan.
 */
export function OrderShipping({ order, onShipped }: { order: OrderDetail; onShipped(order: OrderDetail, message: string): void }) {
  const [state, setState] = useState<ShipmentAnswer | null>(null);
  const [couriers, setCouriers] = useState<CourierListAnswer | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const load = () =>
    consoleCall<ShipmentAnswer>("GET", `/api/admin/orders/${order.id}/shipment`).then((a) => {
      if (a.success) setState(a);
    });
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again whenever the order changes
  useEffect(() => {
    load();
  }, [order.id, order.status]);

  if (!state?.shiprocket) return null;
  const s = state.shipment;
  const canShip = order.nextStep === "Shipped" && s?.state !== "booked";

  async function listCouriers() {
    setError("");
    const a = await consoleCall<CourierListAnswer>("GET", `/api/admin/orders/${order.id}/couriers`);
    if (!a.success) return setError(a.message ?? "The couriers could not be listed.");
    setCouriers(a);
    setChosen(a.chosen);
  }

  async function book() {
    if (chosen === null) return setError("Choose a courier.");
    setBusy(true);
    const a = await consoleCall<{ order: OrderDetail }>("POST", `/api/admin/orders/${order.id}/ship`, { courierId: chosen });
    setBusy(false);
    await load();
    if (!a.success) return setError(a.message ?? "The booking failed.");
    setError("");
    setCouriers(null);
    onShipped(a.order, a.message ?? "");
  }

  return (
    <section aria-labelledby="ship-title" className="adm-card" data-testid="order-shipping">
      <h2 id="ship-title">Shipping with Shiprocket</h2>
      {s && (
        <p>
          {s.state === "booked" ? "Booked" : s.state === "failed" ? "Not booked yet" : "Booking under way"}
          {s.courier ? ` · ${s.courier}` : ""}
          {s.awb ? ` · AWB ${s.awb}` : ""}
          {s.labelUrl && (
            <>
              {" · "}
              <a href={s.labelUrl} target="_blank" rel="noopener noreferrer">
                Label (PDF)
              </a>
            </>
          )}
          {s.manifestUrl && (
            <>
              {" · "}
              <a href={s.manifestUrl} target="_blank" rel="noopener noreferrer">
                Manifest (PDF)
              </a>
            </>
          )}
        </p>
      )}
      {s?.state === "failed" && s.error && <p className="adm-error">Last attempt: {s.error}.</p>}
      {error && (
        <p className="adm-error" role="alert">
          {error}
        </p>
      )}
      {canShip && !couriers && (
        <button type="button" className="adm-btn" onClick={listCouriers}>
          Ship
        </button>
      )}
      {canShip && couriers && (
        <fieldset className="adm-form">
          <legend>Couriers serving PIN {couriers.pin}</legend>
          {couriers.couriers.map((c) => (
            <label key={c.courierId}>
              <input
                type="radio"
                name="courier"
                value={c.courierId}
                checked={chosen === c.courierId}
                disabled={couriers.cod && !c.cod}
                onChange={() => setChosen(c.courierId)}
              />{" "}
              {c.name} · {formatINR(c.pricePaise)} · {c.days} days · {c.cod ? "collects cash" : "prepaid only"}
              {couriers.chosen === c.courierId ? " (pre-selected)" : ""}
            </label>
          ))}
          <button type="button" className="adm-btn" onClick={book} disabled={busy}>
            {busy ? "Booking…" : "Book"}
          </button>
        </fieldset>
      )}
      {state.events.length > 0 && (
        <>
          <h3>Courier scans</h3>
          <ol>
            {state.events.map((e) => (
              <li key={`${e.at}${e.status}`}>
                {formatDateTime(e.at)}: {e.activity || e.status}
                {e.location ? ` · ${e.location}` : ""}
                {e.applied ? ` → ${e.applied}` : ""}
                {e.note ? ` (${e.note})` : ""}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
