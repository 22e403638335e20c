import { INDIA_MESSAGES, MESSAGES } from "../../../domain/messages";
import { formatINR, rupeesToPaise } from "../../../domain/money";
import { colorName } from "../../../domain/palette";
import type { CartSummary } from "../../lib/cart-summary";
import { ResponsiveImage } from "../responsive-image";
import styles from "./order-summary.module.css";

/** The checkout's lines and totals as the server quoted them (with the COD fee when paying so); unavailable lines say why. */
export function OrderSummary({ empty, quote, error }: { empty: boolean; quote: CartSummary | null; error: string | null }) {
  return (
    <section className="summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">Order summary</h2>
      {empty ? (
        <p>Your cart is empty.</p>
      ) : !quote ? (
        <p role="status">{error ?? MESSAGES.loading}</p>
      ) : (
        <>
          <ul className="summary-lines">
            {quote.lines.map((l) => (
              <li key={`${l.productId}-${l.size}-${l.color}`} className={l.available ? undefined : "unavailable"}>
                <span className={styles.line}>
                  {l.image ? (
                    <ResponsiveImage
                      src={l.image}
                      alt={`${l.name} in ${colorName(l.color)}`}
                      width={48}
                      height={60}
                      widths={[150]}
                      sizes="48px"
                      className={styles.thumb}
                    />
                  ) : null}
                  <span>
                    {l.name || "Unavailable item"} · {l.size} · {colorName(l.color)} × {l.quantity}
                    {!l.available && <em> — {l.stock ? `only ${l.stock} left` : "not available"}</em>}
                  </span>
                </span>
                <span>{formatINR(rupeesToPaise(l.price) * l.quantity)}</span>
              </li>
            ))}
          </ul>
          <dl className="summary-totals">
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
            <dt className="summary-total">Total</dt>
            <dd className="summary-total">{formatINR(rupeesToPaise(quote.total))}</dd>
          </dl>
          {quote.coupon && !quote.coupon.applied && (
            <p className="field-error">
              {MESSAGES.couponInvalid}: {quote.coupon.code}
            </p>
          )}
        </>
      )}
    </section>
  );
}
