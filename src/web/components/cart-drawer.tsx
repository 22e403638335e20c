import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { formatINR, rupeesToPaise } from "../../domain/money";
import { colorName } from "../../domain/palette";
import { useCartSummary } from "../lib/cart-summary";
import { type AddedLine, useShop } from "../lib/shop";
import styles from "./cart-drawer.module.css";
import { ResponsiveImage } from "./responsive-image";
import ui from "./ui.module.css";

/**
 * After an add to cart: a small panel with the line added, the cart's subtotal, View cart and
 * Checkout. It is not modal: the focus stays where the shopper was (ADD TO CART), the panel is
 * read out through a live region, and Escape, its close button or leaving the page closes it.
 */
export function CartDrawer() {
  const { lastAdded, dismissAdded } = useShop();
  const { pathname } = useLocation();
  const open = lastAdded !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the panel
  useEffect(() => {
    dismissAdded();
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !document.querySelector("dialog[open]")) dismissAdded();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, dismissAdded]);

  return (
    <aside className={open ? `${styles.drawer} ${styles.open}` : styles.drawer} aria-label="Cart" hidden={!open} data-testid="cart-drawer">
      <div aria-live="polite" aria-atomic="true">
        {lastAdded && <AddedLineSummary added={lastAdded} onClose={dismissAdded} />}
      </div>
      {open && (
        <div className={styles.actions}>
          <Link to="/cart" className={`${ui.btn} ${ui.btnOutline}`}>
            View cart
          </Link>
          <Link to="/place-order" className={ui.btn}>
            Checkout
          </Link>
        </div>
      )}
    </aside>
  );
}

/** The line added and the subtotal, priced by the server (mounted only while the panel is open). */
function AddedLineSummary({ added, onClose }: { added: AddedLine; onClose(): void }) {
  const { summary } = useCartSummary(null);
  const line = summary?.lines.find(
    (l) => l.productId === added.productId && l.size === added.size && l.color.toUpperCase() === added.color.toUpperCase(),
  );
  return (
    <>
      <div className={styles.head}>
        <p className={styles.title}>Added to your cart</p>
        <button type="button" className={styles.close} aria-label="Close cart panel" onClick={onClose}>
          ×
        </button>
      </div>
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
