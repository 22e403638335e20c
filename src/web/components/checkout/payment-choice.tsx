import type { PublicConfig } from "../../../contracts/pages";
import * as MESSAGES from "../../../domain/messages";
import { formatINR } from "../../../domain/money";
import type { PaymentMethod } from "../../../domain/orders";
import ui from "../ui.module.css";
import s from "./payment-choice.module.css";

/**
 * Cash on delivery with its fee, greyed out with the reason when the PIN's zone or the order's size
 * rules it out; Razorpay shown off (and why) when not set up; Stripe only when it is.
 */
export function PaymentChoice({
  method,
  config,
  codBlocked,
  onChange,
}: {
  method: PaymentMethod;
  config: PublicConfig;
  /** Why cash on delivery cannot be chosen, or null when it can. */
  codBlocked: string | null;
  onChange(m: PaymentMethod): void;
}) {
  const razorpayOn = Boolean(config.razorpayKeyId);
  return (
    <fieldset className={s.paymentChoice}>
      <legend>Payment method</legend>
      <label className={codBlocked ? s.disabled : undefined}>
        <input
          type="radio"
          name="payment"
          value="cod"
          checked={method === "cod"}
          disabled={Boolean(codBlocked)}
          aria-describedby={codBlocked ? "cod-off" : undefined}
          onChange={() => onChange("cod")}
        />{" "}
        Cash on delivery{config.policy.cod.feePaise > 0 && ` (+ ${formatINR(config.policy.cod.feePaise)})`}
      </label>
      {codBlocked && (
        <p id="cod-off" className={ui.muted}>
          {codBlocked}
        </p>
      )}
      <label className={razorpayOn ? undefined : s.disabled}>
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
        <p id="razorpay-off" className={ui.muted}>
          {MESSAGES.paymentNotConfigured}.{!config.stripe && !codBlocked && " Cash on delivery is available."}
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
