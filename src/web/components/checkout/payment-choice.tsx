import type { PublicConfig } from "../../../contracts/pages";
import { MESSAGES } from "../../../domain/messages";
import type { PaymentMethod } from "../../../domain/orders";

/** Cash on delivery always; Razorpay shown off (and why) when not set up; Stripe only when it is. */
export function PaymentChoice({ method, config, onChange }: { method: PaymentMethod; config: PublicConfig; onChange(m: PaymentMethod): void }) {
  const razorpayOn = Boolean(config.razorpayKeyId);
  return (
    <fieldset className="payment-choice">
      <legend>Payment method</legend>
      <label>
        <input type="radio" name="payment" value="cod" checked={method === "cod"} onChange={() => onChange("cod")} /> Cash on delivery
      </label>
      <label className={razorpayOn ? undefined : "disabled"}>
        <input
          type="radio"
          name="payment"
          value="razorpay"
          disabled={!razorpayOn}
          aria-describedby={razorpayOn ? undefined : "razorpay-off"}
          checked={method === "razorpay"}
          onChange={() => onChange("razorpay")}
        />{" "}
        Razorpay (UPI, cards, netbanking)
      </label>
      {/* Said beside the option it explains; Stripe is simply not offered when it is not set up. */}
      {!razorpayOn && (
        <p id="razorpay-off" className="muted payment-off">
          {MESSAGES.paymentNotConfigured}.{!config.stripe && " Cash on delivery is available."}
        </p>
      )}
      {config.stripe && (
        <label>
          <input type="radio" name="payment" value="stripe" checked={method === "stripe"} onChange={() => onChange("stripe")} /> Card (Stripe)
        </label>
      )}
    </fieldset>
  );
}
