import { formatIndiaDate, indiaDayStart } from "../../../domain/india/india-day";
import type { OrderView } from "../../lib/order-api";
import styles from "./order-card.module.css";

/** "4 Sept 2026, 14:05": a scan's time in India. */
function scanTime(iso: string): string {
  const at = new Date(iso);
  const inIndia = new Date(at.getTime() + 5.5 * 3600_000);
  return `${formatIndiaDate(at)}, ${inIndia.toISOString().slice(11, 16)}`;
}

/**
 * A parcel's journey on its order card: each courier scan with its date, place and the courier's
 * words, the AWB and the courier's tracking link; before it ships, the day it is expected to leave.
 */
export function OrderTracking({ order }: { order: OrderView }) {
  const t = order.tracking;
  if (t) {
    return (
      <div className={styles.wide} data-testid="order-timeline">
        <dt>Tracking</dt>
        <dd>
          {t.courier} · AWB {t.awb}
          {t.url && (
            <>
              {" · "}
              <a href={t.url} target="_blank" rel="noopener noreferrer">
                Track on the courier's site
              </a>
            </>
          )}
          {t.scans.length > 0 && (
            <ol className={styles.timeline} aria-label={`Tracking of AWB ${t.awb}`}>
              {[...t.scans].reverse().map((s) => (
                <li key={`${s.at}-${s.words}`}>
                  <time dateTime={s.at}>{scanTime(s.at)}</time>
                  {s.words}
                  {s.place ? ` · ${s.place}` : ""}
                </li>
              ))}
            </ol>
          )}
        </dd>
      </div>
    );
  }
  if (!order.expectedDispatch) return null;
  return (
    <div className={styles.wide} data-testid="order-dispatch">
      <dt>Expected dispatch</dt>
      <dd>{formatIndiaDate(indiaDayStart(order.expectedDispatch))}</dd>
    </div>
  );
}
