import { Fragment } from "react";
import * as MESSAGES from "../../../domain/messages";
import { formatINR, rupeesToPaise } from "../../../domain/money";
import { priceLines } from "../../../domain/price-lines";
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
            {priceLines(
              {
                subtotalPaise: rupeesToPaise(quote.subtotal),
                discountPaise: rupeesToPaise(quote.discount),
                deliveryFeePaise: rupeesToPaise(quote.deliveryFee),
                codFeePaise: rupeesToPaise(quote.codFee),
                creditPaise: rupeesToPaise(quote.credit ?? 0),
                totalPaise: rupeesToPaise(quote.total),
              },
              quote.coupon?.code,
            ).map((line) =>
              line.kind === "total" ? (
                <Fragment key={line.kind}>
                  <dt className={s.summaryTotal}>{line.label}</dt>
                  <dd className={s.summaryTotal} data-testid="summary-total">
                    {line.shown}
                  </dd>
                </Fragment>
              ) : (
                <Fragment key={line.kind}>
                  <dt>{line.label}</dt>
                  <dd>{line.shown}</dd>
                </Fragment>
              ),
            )}
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
