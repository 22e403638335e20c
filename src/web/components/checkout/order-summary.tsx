import * as MESSAGES from "../../../domain/messages";
import { INDIA_MESSAGES } from "../../../domain/messages";
import { formatINR, rupeesToPaise } from "../../../domain/money";
import { colorName } from "../../../domain/palette";
import type { CartSummary } from "../../lib/cart-summary";
import { ResponsiveImage } from "../responsive-image";
import ui from "../ui.module.css";
import s from "./order-summary.module.css";

/** The checkout's lines and totals as the server quoted them (with the COD fee when paying so); unavailable lines say why. */
export function OrderSummary({ empty, quote, error }: { empty: boolean; quote: CartSummary | null; error: string | null }) {
  return (
    <section className={s.summary} aria-labelledby="summary-heading">
      <h2 id="summary-heading">Order summary</h2>
      {empty ? (
        <p>Your cart is empty.</p>
      ) : !quote ? (
        <p role="status">{error ?? MESSAGES.loading}</p>
      ) : (
        <>
          <ul className={s.summaryLines}>
            {quote.lines.map((l) => (
              <li key={`${l.productId}-${l.size}-${l.color}`} className={l.available ? undefined : s.unavailable}>
                <span className={s.line}>
                  {l.image ? (
                    <ResponsiveImage
                      src={l.image}
                      alt={`${l.name} in ${colorName(l.color)}`}
                      width={48}
                      height={60}
                      widths={[150]}
                      sizes="48px"
                      className={s.thumb}
                    />
                  ) : null}
                  <span>
                    {l.name || "Unavailable item"} · {l.size} · {colorName(l.color)} × {l.quantity}
                    {!l.available && (
                      <em> — {l.status === "short" ? (l.left ? `only ${l.left} left` : "not that many in stock") : "not available"}</em>
                    )}
                  </span>
                </span>
                <span>{formatINR(rupeesToPaise(l.price) * l.quantity)}</span>
              </li>
            ))}
          </ul>
          <dl className={s.summaryTotals}>
            <dt>Subtotal</dt>
            <dd>{formatINR(rupeesToPaise(quote.subtotal))}</dd>
            {quote.discount > 0 && (
              <>
                <dt>Coupon {quote.coupon?.code}</dt>
                <dd>− {formatINR(rupeesToPaise(quote.discount))}</dd>
              </>
            )}
            <dt>Delivery fee</dt>
            <dd>{quote.deliveryFee === 0 ? "Free" : formatINR(rupeesToPaise(quote.deliveryFee))}</dd>
            {quote.codFee > 0 && (
              <>
                <dt>{INDIA_MESSAGES.codFeeLine}</dt>
                <dd>{formatINR(rupeesToPaise(quote.codFee))}</dd>
              </>
            )}
            <dt className={s.summaryTotal}>Total</dt>
            <dd className={s.summaryTotal} data-testid="summary-total">
              {formatINR(rupeesToPaise(quote.total))}
            </dd>
          </dl>
          {quote.coupon && !quote.coupon.applied && (
            <p className={ui.fieldError}>
              {MESSAGES.couponInvalid}: {quote.coupon.code}
            </p>
          )}
        </>
      )}
    </section>
  );
}
