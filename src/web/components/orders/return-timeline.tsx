import type { ReturnView } from "../../../contracts/returns";
import { formatIndiaDate, indiaDayStart } from "../../../domain/india/india-day";
import { formatINR, rupeesToPaise } from "../../../domain/money";
import { colorName } from "../../../domain/palette";
import styles from "./order-returns.module.css";

const DESTINATION: Record<string, string> = {
  original: "the way you paid",
  credit: "store credit",
  bank: "your bank account",
  upi: "your UPI ID",
};

/** One return or exchange request of an order: what was asked, and each step with its day. */
export function ReturnTimeline({ request: r }: { request: ReturnView }) {
  const title = r.kind === "exchange" ? "Exchange" : "Return";
  const reached = r.timeline.filter((t) => t.at !== null).length - 1;
  return (
    <section className={styles.request} aria-label={`${title} requested on ${formatIndiaDate(new Date(r.date))}`} data-testid="return-request">
      <h3 className={styles.requestTitle}>
        {title} · <span data-testid="return-status">{r.status}</span>
      </h3>
      <ul className={styles.requestLines}>
        {r.lines.map((l) => (
          <li key={l.orderItemId}>
            {l.name}, size {l.size} × {l.quantity}
            {l.exchangeSize
              ? ` → size ${l.exchangeSize}${l.exchangeColor && l.exchangeColor !== l.color ? `, ${colorName(l.exchangeColor)}` : ""}`
              : ""}{" "}
            ({l.reason})
          </li>
        ))}
      </ul>
      <ol className={styles.timeline} aria-label={`${title} progress`}>
        {r.timeline.map((t, i) => (
          <li key={t.status} className={t.at !== null ? styles.done : undefined} aria-current={i === reached ? "step" : undefined}>
            <span>{t.status}</span>
            {t.at !== null && <span className={styles.when}>{formatIndiaDate(new Date(t.at))}</span>}
          </li>
        ))}
      </ol>
      {r.rejectReason && <p className={styles.note}>Reason: {r.rejectReason}</p>}
      {r.pickupOn && r.status === "Pickup scheduled" && <p className={styles.note}>Pickup on {formatIndiaDate(indiaDayStart(r.pickupOn))}</p>}
      {r.inspection === "refused" && <p className={styles.note}>We could not accept the item: {r.inspectionNote}</p>}
      {r.kind === "return" && r.refundTo && (
        <p className={styles.note}>
          Refund of {formatINR(rupeesToPaise(r.refund))} to {r.refundAccount ?? DESTINATION[r.refundTo]}
          {r.status === "Refunded" ? ": paid." : "."}
        </p>
      )}
      {r.trackingNumber && (
        <p className={styles.note}>
          Exchange shipped with {r.courier} · Tracking number: {r.trackingNumber}
        </p>
      )}
    </section>
  );
}
