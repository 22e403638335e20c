import { Link } from "react-router";
import { productHref } from "../../domain/product-links";
import { CART_QTY_MAX, CART_QTY_MIN } from "../../domain/constants";
import { formatINR, rupeesToPaise } from "../../domain/money";
import type { SummaryLine } from "../lib/cart-summary";
import { ResponsiveImage } from "./responsive-image";
import s from "./cart-lines.module.css";
import ui from "./ui.module.css";
import { BusyButton } from "./busy-button";

const QUANTITIES = Array.from({ length: CART_QTY_MAX - CART_QTY_MIN + 1 }, (_, i) => CART_QTY_MIN + i);
const GONE = "This product is no longer available";

function statusNote(l: SummaryLine): string | null {
  if (l.status === "sold_out") return "Sold out: not included in the total";
  if (l.status === "unavailable") return l.name ? "No longer available: not included in the total" : null;
  if (l.status === "short")
    return l.left ? `Only ${l.left} left: lower the quantity to buy it` : "Not that many in stock: lower the quantity to buy it";
  return null;
}

interface Props {
  lines: SummaryLine[];
  busy: boolean;
  onQuantity(line: SummaryLine, quantity: number): void;
  /** Moves the line to the wishlist (out of the cart), to move back later as it was. */
  onMoveToWishlist?(line: SummaryLine): void;
}

/** The cart's lines: sold-out and removed products stay listed, marked, until the shopper removes them. */
export function CartLines({ lines, busy, onQuantity, onMoveToWishlist }: Props) {
  return (
    <ul className={s.cartLines} role="list">
      {lines.map((l) => {
        const name = l.name || GONE;
        const note = statusNote(l);
        const label = `${name}, size ${l.size}, ${l.colorName}`;
        return (
          <li
            key={`${l.productId}|${l.size}|${l.color}`}
            className={l.available ? s.cartLine : `${s.cartLine} ${s.cartLineOff}`}
            data-testid="cart-line"
          >
            <div className={s.cartLineMedia}>
              {l.image ? (
                <ResponsiveImage src={l.image} alt="" width={96} height={120} widths={[150, 300]} sizes="96px" />
              ) : (
                <div className={s.cartLinePlaceholder} aria-hidden="true" />
              )}
            </div>
            <div className={s.cartLineInfo}>
              <h3 className={s.cartLineName}>{l.slug ? <Link to={productHref(l.slug)}>{name}</Link> : name}</h3>
              <p className={s.cartLineVariant}>
                <span>Size: {l.size}</span>
                <span>
                  Colour: <span className={`${s.swatch} ${ui.swatch}`} style={{ background: l.color }} aria-hidden="true" /> {l.colorName}
                </span>
              </p>
              {l.price > 0 && <p className={s.cartLinePrice}>{formatINR(rupeesToPaise(l.price))}</p>}
              {note && <p className={s.cartLineNote}>{note}</p>}
            </div>
            <div className={s.cartLineActions}>
              <label className={s.qty}>
                <span>Qty</span>
                <select
                  aria-label={`Quantity of ${label}`}
                  value={Math.min(l.quantity, CART_QTY_MAX)}
                  disabled={l.status === "unavailable" || l.status === "sold_out"}
                  // Busy, it keeps the focus and takes no change (disabling it would drop the focus).
                  aria-disabled={busy || undefined}
                  onChange={(e) => !busy && onQuantity(l, Number(e.target.value))}
                >
                  {QUANTITIES.map((q) => (
                    <option key={q} value={q}>
                      {q}
                    </option>
                  ))}
                </select>
              </label>
              <BusyButton
                type="button"
                className={`${s.linkBtn} ${ui.linkBtn}`}
                aria-label={`Remove ${label}`}
                busy={busy}
                onClick={() => onQuantity(l, 0)}
              >
                Remove
              </BusyButton>
              {onMoveToWishlist && l.name && (
                <BusyButton
                  type="button"
                  className={`${s.linkBtn} ${ui.linkBtn}`}
                  aria-label={`Move ${label} to wishlist`}
                  busy={busy}
                  onClick={() => onMoveToWishlist(l)}
                >
                  Move to wishlist
                </BusyButton>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
