import { lazy, Suspense, useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import * as MESSAGES from "../../domain/messages";
import { formatINR, rupeesToPaise } from "../../domain/money";
import type { CartSummary } from "../lib/cart-summary";
import { usePublicConfig } from "../lib/public-config";
import { paymentMarks } from "../lib/store-links";
import s from "./cart-totals.module.css";
import ui from "./ui.module.css";
import { BusyButton } from "./busy-button";

// Loaded once the cart is priced, beside its totals, not with the page.
const CartDelivery = lazy(() => import("./cart-delivery"));

interface Props {
  summary: CartSummary;
  /** Resolves true when the server accepted the code. */
  onApply(code: string): Promise<boolean>;
  onRemoveCoupon(): void;
}

function CouponForm({ onApply }: Pick<Props, "onApply">) {
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = code.trim();
    setBusy(true);
    const ok = trimmed ? await onApply(trimmed).catch(() => false) : false;
    setBusy(false);
    // The spec: an invalid code clears the input and alerts 'Invalid Coupon'.
    setCode("");
    setError(ok ? "" : MESSAGES.couponInvalid);
  }

  return (
    <form className={s.couponForm} onSubmit={submit} noValidate>
      <label htmlFor={id}>Coupon code</label>
      <div className={s.couponRow}>
        <input
          id={id}
          name="coupon"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="Enter coupon code"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            setError("");
          }}
        />
        <BusyButton type="submit" className={`${ui.btn} ${ui.btnOutline}`} busy={busy}>
          Apply
        </BusyButton>
      </div>
      {error && (
        <p id={`${id}-error`} className={s.couponError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** Subtotal, discount, delivery fee and total as the server priced them (spec §9), the coupon box and checkout. */
export function CartTotalsBox({ summary, onApply, onRemoveCoupon }: Props) {
  const { coupon } = summary;
  const config = usePublicConfig();
  const inr = (rupees: number) => formatINR(rupeesToPaise(rupees));
  return (
    <section className={s.cartTotals} aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title">Cart Totals</h2>
      <dl>
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{inr(summary.subtotal)}</dd>
        </div>
        <div>
          <dt>Discount{coupon?.applied ? ` (${coupon.code})` : ""}</dt>
          <dd data-testid="cart-discount">{summary.discount > 0 ? `−${inr(summary.discount)}` : inr(0)}</dd>
        </div>
        <div>
          <dt>Delivery Fee</dt>
          <dd data-testid="cart-delivery">{summary.deliveryFee === 0 ? "Free" : inr(summary.deliveryFee)}</dd>
        </div>
        <div className={s.cartTotalRow}>
          <dt>Total</dt>
          <dd data-testid="cart-total">{inr(summary.total)}</dd>
        </div>
      </dl>
      {coupon?.applied && (
        <p className={s.couponApplied}>
          <span>
            Coupon <strong>{coupon.code}</strong> applied
          </span>
          <button type="button" className={`${s.linkBtn} ${ui.linkBtn}`} onClick={onRemoveCoupon} aria-label={`Remove coupon ${coupon.code}`}>
            Remove
          </button>
        </p>
      )}
      {coupon && !coupon.applied && (
        <p className={s.couponLapsed}>
          <span>
            Coupon <strong>{coupon.code}</strong> no longer applies to this cart.
          </span>
          <button type="button" className={`${s.linkBtn} ${ui.linkBtn}`} onClick={onRemoveCoupon} aria-label={`Remove coupon ${coupon.code}`}>
            Remove
          </button>
        </p>
      )}
      <CouponForm onApply={onApply} />
      <Suspense fallback={null}>
        <CartDelivery total={summary.total - summary.codFee} />
      </Suspense>
      <Link to="/place-order" className={`${ui.btn} ${s.checkoutBtn}`}>
        {MESSAGES.proceedToCheckout}
      </Link>
      <p className={s.secureLine}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z"
          />
        </svg>
        {MESSAGES.secureTransaction}
      </p>
      <ul className={s.cartPartners} role="list" aria-label="Payment partners">
        {paymentMarks(config).map((p) => (
          <li key={p.file}>
            <img src={`/images/demo/partners/${p.file}.svg`} alt={p.name} width={56} height={35} loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}
