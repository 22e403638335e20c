import { lazy, Suspense, useRef, useState } from "react";
import { isAllSoldOut } from "../../domain/sold-out";
import type { CardProduct } from "../lib/product-types";
import { BagIcon } from "./icons";
import s from "./quick-add.module.css";

const loadChooser = () => import("./quick-add-chooser");
// The chooser loads on first use, so a grid of cards ships only this button.
const QuickAddChooser = lazy(loadChooser);

/**
 * "Quick add" on a product card: a button beside (never inside) the card's link that opens a
 * small size and colour chooser over the card, so nothing below moves.
 */
export function QuickAdd({ product }: { product: CardProduct }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (product.sizes.length === 0 || product.colors.length === 0 || isAllSoldOut(product)) return null;

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className={s.quickAddBtn}
        aria-label={`Quick add ${product.name}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadChooser}
        onFocus={loadChooser}
        onClick={() => setOpen((o) => !o)}
      >
        <BagIcon />
        <span aria-hidden="true" className={s.quickAddPlus}>
          +
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <QuickAddChooser product={product} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
