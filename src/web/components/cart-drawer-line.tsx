import { formatINR, rupeesToPaise } from "../../domain/money";
import { colorName } from "../../domain/palette";
import { useCartSummary } from "../lib/cart-summary";
import type { AddedLine } from "../lib/shop";
import styles from "./cart-drawer.module.css";
import { ResponsiveImage } from "./responsive-image";

/** The line added and the subtotal, priced by the server (mounted only while the panel is open). */
export default function AddedLineSummary({ added }: { added: AddedLine }) {
  const { summary } = useCartSummary(null);
  const line = summary?.lines.find(
    (l) => l.productId === added.productId && l.size === added.size && l.color.toUpperCase() === added.color.toUpperCase(),
  );
  return (
    <>
      {line ? (
        <div className={styles.line} data-testid="cart-drawer-line">
          {line.image ? (
            <ResponsiveImage
              src={line.image}
              alt={`${line.name} in ${colorName(line.color)}`}
              width={64}
              height={80}
              widths={[150]}
              sizes="64px"
              className={styles.img}
            />
          ) : null}
          <div>
            <p className={styles.name}>{line.name}</p>
            <p className={styles.meta}>
              {colorName(line.color)} · Size {line.size} · Qty {line.quantity}
            </p>
            <p className={styles.meta}>{formatINR(rupeesToPaise(line.price))}</p>
          </div>
        </div>
      ) : (
        <p className={styles.meta}>…</p>
      )}
      {summary && (
        <p className={styles.subtotal}>
          <span>
            Subtotal ({summary.itemCount} {summary.itemCount === 1 ? "item" : "items"})
          </span>
          <strong data-testid="cart-drawer-subtotal">{formatINR(rupeesToPaise(summary.subtotal))}</strong>
        </p>
      )}
    </>
  );
}
