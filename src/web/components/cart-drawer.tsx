import { lazy, Suspense, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useShop } from "../lib/shop";
import styles from "./cart-drawer.module.css";
import ui from "./ui.module.css";

// Priced by the server with the cart's pricing code: fetched on the first add, not with every page.
const AddedLineSummary = lazy(() => import("./cart-drawer-line"));

/**
 * After an add to cart: a small panel with the line added, the cart's subtotal, View cart and
 * Checkout. It is not modal. The focus moves into it, so its Checkout is a few Tabs away and no
 * control it covers (a card's quick add) keeps the focus unseen; the line is read out through a
 * live region. Escape or its close button closes it and gives the focus back to the control that
 * added (if the shopper has not moved on); leaving the page closes it too.
 */
export function CartDrawer() {
  const { lastAdded, dismissAdded } = useShop();
  const { pathname } = useLocation();
  const open = lastAdded !== null;
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!lastAdded) return;
    // In a task of its own, once the add is over: a chooser that added has closed and given the focus back.
    const timer = setTimeout(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!panel.current?.contains(active)) opener.current = active;
      panel.current?.focus({ preventScroll: true });
    });
    return () => clearTimeout(timer);
  }, [lastAdded]);

  /** Closed from inside (its close button, or Escape with the focus in it): the focus goes back to the control that added. */
  const close = () => {
    if (panel.current?.contains(document.activeElement)) opener.current?.focus({ preventScroll: true });
    dismissAdded();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the panel
  useEffect(() => {
    dismissAdded();
  }, [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close reads refs and the shop's dismissAdded only
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !document.querySelector("dialog[open]")) close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, dismissAdded]);

  return (
    <aside
      ref={panel}
      tabIndex={-1}
      className={open ? `${styles.drawer} ${styles.open}` : styles.drawer}
      aria-label="Cart"
      hidden={!open}
      data-sheet=""
      data-testid="cart-drawer"
    >
      <div aria-live="polite" aria-atomic="true">
        {lastAdded && (
          <>
            <div className={styles.head}>
              <p className={styles.title}>Added to your cart</p>
              <button type="button" className={styles.close} aria-label="Close cart panel" onClick={close}>
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
