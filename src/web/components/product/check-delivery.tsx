import { useState } from "react";
import * as MESSAGES from "../../../domain/messages";
import type { DeliveryInfo } from "../../lib/delivery";
import ui from "../ui.module.css";
import s from "./check-delivery.module.css";

/**
 * "Check delivery": a PIN code, then the date, the place and whether cash on delivery is offered
 * there; where no way of paying reaches it, that is said instead (decision 216).
 */
export function CheckDelivery() {
  const [pin, setPin] = useState("");
  const [info, setInfo] = useState<DeliveryInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function check(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    // The lookup loads with the first check, not with the page.
    const { lookupDelivery } = await import("../../lib/delivery");
    const r = await lookupDelivery(pin);
    setBusy(false);
    setInfo(r.ok ? r.info : null);
    setError(r.ok ? null : r.message);
  }

  return (
    <form className={s.checkDelivery} onSubmit={check} noValidate aria-labelledby="check-delivery-title">
      <h2 id="check-delivery-title">{MESSAGES.indiaCheckDelivery}</h2>
      <div className={s.checkDeliveryRow}>
        <label htmlFor="check-delivery-pin" className="sr-only">
          PIN code
        </label>
        <input
          id="check-delivery-pin"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="PIN code"
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ""))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "check-delivery-error" : info ? "check-delivery-result" : undefined}
        />
        {/* aria-disabled, not disabled, while checking: the focus stays on the button. A second press
            looks the same PIN up again, which changes nothing. */}
        <button type="submit" className={`${ui.btn} ${ui.btnOutline}`} aria-disabled={busy}>
          Check
        </button>
      </div>
      {error && (
        <p id="check-delivery-error" className={ui.fieldError} role="alert">
          {error}
        </p>
      )}
      {info && (
        <div id="check-delivery-result" role="status">
          <p className={ui.deliveryDate}>
            <strong>{info.deliveryBy}</strong> · {info.city}, {info.state}
          </p>
          <p className={info.noPayment ? ui.fieldError : `${ui.muted} ${ui.small}`}>
            {info.noPayment ?? (info.cod.available ? "Cash on delivery available." : info.cod.message)}
          </p>
        </div>
      )}
    </form>
  );
}
