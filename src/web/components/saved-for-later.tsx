import { useEffect, useState } from "react";
import { Link } from "react-router";
import { WISHLIST_MOVED_TO_CART } from "../../domain/wishlist";
import { formatINR, rupeesToPaise } from "../../domain/money";
import { colorName } from "../../domain/palette";
import { productHref } from "../../domain/product-links";
import { isSoldOut } from "../../domain/sold-out";
import { api } from "../lib/api";
import { readMovedLines, writeMovedLines } from "../lib/moved-lines";
import type { CardProduct } from "../lib/product-types";
import { useShop } from "../lib/shop";
import { useToast } from "../lib/toasts";
import { toggleWishlist } from "../lib/wishlist";
import { useWishlistIds } from "../lib/wishlist-store";
import s from "./cart-lines.module.css";
import ui from "./ui.module.css";

/** Cart lines moved to the wishlist from this cart, each with its size and colour, ready to move back. */
/** `moves`: how many lines the cart has moved here, so one moved while already saved shows too. */
export function SavedForLater({ moves }: { moves: number }) {
  const ids = useWishlistIds();
  const { addItem } = useShop();
  const toast = useToast();
  const [moved, setMoved] = useState(readMovedLines);
  const [cards, setCards] = useState<CardProduct[]>([]);
  const key = `${ids.join(",")}|${moves}`;

  // The moved lines are read again whenever the wishlist changes: the cart writes them before it saves one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids are read through their key
  useEffect(() => {
    const lines = readMovedLines();
    setMoved(lines);
    const waiting = Object.keys(lines).filter((id) => ids.includes(id));
    if (waiting.length === 0) return setCards([]);
    let live = true;
    void api("POST /api/wishlist/cards", { body: { productIds: waiting } }).then((res) => {
      if (live && res.ok) setCards(res.data.items);
    });
    return () => {
      live = false;
    };
  }, [key]);

  async function moveToCart(card: CardProduct) {
    const line = moved[card._id];
    if (!line) return;
    if (!(await addItem(card._id, line.size, line.color, { quiet: true }))) return;
    if (ids.includes(card._id)) await toggleWishlist(card._id);
    const { [card._id]: _gone, ...rest } = readMovedLines();
    writeMovedLines(rest);
    setMoved(rest);
    toast.show(WISHLIST_MOVED_TO_CART);
  }

  const shown = cards.filter((c) => moved[c._id] && ids.includes(c._id));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="saved-title" className={s.saved}>
      <h2 id="saved-title" className={ui.sectionTitle}>
        Saved in your wishlist
      </h2>
      <ul className={s.cartLines} role="list">
        {shown.map((c) => {
          const line = moved[c._id]!;
          const label = `${c.name}, size ${line.size}, ${colorName(line.color)}`;
          return (
            <li key={c._id} className={s.cartLine} data-testid="saved-line">
              <div className={s.cartLineInfo}>
                <h3 className={s.cartLineName}>
                  <Link to={productHref(c.slug)}>{c.name}</Link>
                </h3>
                <p className={s.cartLineVariant}>
                  <span>Size: {line.size}</span> <span>Colour: {colorName(line.color)}</span>
                </p>
                <p className={s.cartLinePrice}>{formatINR(rupeesToPaise(c.price))}</p>
              </div>
              <div className={s.cartLineActions}>
                <button
                  type="button"
                  className={`${s.linkBtn} ${ui.linkBtn}`}
                  aria-label={`Move ${label} to cart`}
                  disabled={isSoldOut(c.soldOut, line.size, line.color)}
                  onClick={() => moveToCart(c)}
                >
                  Move to cart
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
