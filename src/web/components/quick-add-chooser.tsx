import { useEffect, useId, useRef, useState } from "react";
import * as MESSAGES from "../../domain/messages";
import { pickColorImages } from "../../domain/color-images";
import { colorName } from "../../domain/palette";
import { colorGone, sizeGone } from "../../domain/sold-out";
import type { CardProduct } from "../lib/product-types";
import { useShop } from "../lib/shop";
import { ResponsiveImage } from "./responsive-image";
import ui from "./ui.module.css";
import s from "./quick-add-chooser.module.css";
import { BusyButton } from "./busy-button";

interface Props {
  product: CardProduct;
  onClose(): void;
}

/**
 * Size, colour and ADD TO CART for one card. The shop puts a guest's pick in the browser's cart
 * and a logged-in shopper's in the account's, with its own messages for a missing size or colour.
 */
export default function QuickAddChooser({ product, onClose }: Props) {
  const { addItem } = useShop();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // A single option needs no choosing.
  const [size, setSize] = useState(product.sizes.length === 1 ? product.sizes[0] : "");
  const [color, setColor] = useState(product.colors.length === 1 ? product.colors[0] : "");
  // A choice that leaves the other one sold out clears it, as on the product page.
  const chooseSize = (sz: string) => {
    setSize(sz);
    if (color && product.colors.length > 1 && colorGone(product, color, sz)) setColor("");
  };
  const chooseColor = (c: string) => {
    setColor(c);
    if (size && product.sizes.length > 1 && sizeGone(product, size, c)) setSize("");
  };
  const [busy, setBusy] = useState(false);
  // The chosen colour, pictured: its own image when it has one.
  const picture = color ? pickColorImages(product.image, product.colorImages, color)[0] : undefined;

  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>(`.${s.quickAddChip}:not(:disabled)`)?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && closeRef.current();
    const onPointer = (e: PointerEvent) => {
      // Inside the card (its quick add button toggles the chooser itself), the chooser stays.
      if (!panel.current?.parentElement?.contains(e.target as Node)) closeRef.current();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);

  async function add() {
    setBusy(true);
    const added = await addItem(product._id, size, color);
    setBusy(false);
    if (added) onClose();
  }

  return (
    <div ref={panel} className={s.quickAddPanel} role="dialog" aria-labelledby={titleId}>
      <div className={s.quickAddHead}>
        {picture && (
          <ResponsiveImage
            key={picture}
            src={picture}
            alt={`${product.name} in ${colorName(color)}`}
            width={40}
            height={50}
            widths={[150]}
            sizes="40px"
            className={s.thumb}
          />
        )}
        <p id={titleId} className={s.quickAddTitle}>
          <span className="sr-only">Quick add </span>
          {product.name}
        </p>
        <button type="button" className={s.quickAddClose} aria-label="Close quick add" onClick={onClose}>
          ×
        </button>
      </div>
      <fieldset className={s.quickAddGroup}>
        <legend>Size</legend>
        {product.sizes.map((sz) => {
          const gone = sizeGone(product, sz, color);
          return (
            <button
              key={sz}
              type="button"
              className={s.quickAddChip}
              aria-pressed={size === sz}
              disabled={gone}
              aria-label={gone ? `${sz}, ${MESSAGES.soldOutLabel.toLowerCase()}` : undefined}
              onClick={() => chooseSize(sz)}
            >
              {sz}
            </button>
          );
        })}
      </fieldset>
      <fieldset className={s.quickAddGroup}>
        <legend>Colour</legend>
        {product.colors.map((c) => {
          const gone = colorGone(product, c, size);
          return (
            <button
              key={c}
              type="button"
              className={s.quickAddChip}
              aria-pressed={color === c}
              disabled={gone}
              aria-label={gone ? `${colorName(c)}, ${MESSAGES.soldOutLabel.toLowerCase()}` : undefined}
              onClick={() => chooseColor(c)}
            >
              <span className={s.quickAddDot} style={{ background: c }} aria-hidden="true" />
              {colorName(c)}
            </button>
          );
        })}
      </fieldset>
      <BusyButton type="button" className={`${ui.btn} ${s.quickAddSubmit}`} busy={busy} onClick={add}>
        {MESSAGES.addToCartButton}
      </BusyButton>
    </div>
  );
}
