import { lazy, Suspense, useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useShop } from "../lib/shop";
import styles from "./cart-drawer.module.css";
import ui from "./ui.module.css";

// Priced by the server with the cart's pricing code: fetched on the first add, not with every page.
const AddedLineSummary = lazy(() => import("./cart-drawer-line"));

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
        {lastAdded && (
          <>
            <div className={styles.head}>
              <p className={styles.title}>Added to your cart</p>
              <button type="button" className={styles.close} aria-label="Close cart panel" onClick={dismissAdded}>
                ×
              </button>
            </div>
            <Suspense fallback={<p className={styles.meta}>…</p>}>
              <AddedLineSummary added={lastAdded} />
            </Suspense>
          </>
        )}
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
