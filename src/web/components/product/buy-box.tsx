import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { TOAST_MS_PRODUCT } from "../../../domain/constants";
import * as MESSAGES from "../../../domain/messages";
import { colorName } from "../../../domain/palette";
import { isAllSoldOut, isSoldOut as soldOutPair, sizeGone as sizeGoneIn } from "../../../domain/sold-out";
import { STORAGE, useShop } from "../../lib/shop";
import { useToast } from "../../lib/toasts";
import ui from "../ui.module.css";
import s from "./buy-box.module.css";

// Loaded when a shopper first opens the size chart, not with the page.
const SizeChart = lazy(() => import("./size-chart").then((m) => ({ default: m.SizeChart })));
// Loaded when the chosen colour has a sold-out size to offer it for.
const NotifyMe = lazy(() => import("./notify-me").then((m) => ({ default: m.NotifyMe })));

interface Props {
  productId: string;
  sizes: string[];
  colors: string[];
  soldOut: { size: string; color: string }[];
  kids: boolean;
  /** Shown in the bar that keeps ADD TO CART at hand once the button has scrolled away. */
  name: string;
  price: string;
  /** Told of each colour chosen, so the gallery can show it. */
  onColorChange?(color: string): void;
  /** A drop still to come: its words ("Drops at 8:00 pm"); nothing can be added until then. */
  drop?: string;
}

/** Colour, size and ADD TO CART, with the spec's messages in the spec's order (colour first). */
export function BuyBox({ productId, sizes, colors, soldOut, kids, name, price, onColorChange, drop }: Props) {
  const { token, addItem } = useShop();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A product in one colour has it chosen already: there is nothing to pick.
  const [color, setColor] = useState(colors.length === 1 ? colors[0] : "");
  const [size, setSize] = useState("");
  const [chart, setChart] = useState(false);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const past = useScrolledPast(button);

  const isSoldOut = (s: string, c: string) => soldOutPair(soldOut, s, c);
  // Without a colour chosen, a size is unavailable only when it is gone in every colour.
  const sizeGone = (s: string) => sizeGoneIn({ colors, soldOut }, s, color);
  // Nothing left in any size or colour: the page says so and nothing can be added.
  const allGone = isAllSoldOut({ sizes, colors, soldOut });
  // The sizes sold out in the chosen colour: each offers Notify me.
  const goneInColor = color ? sizes.filter((sz) => isSoldOut(sz, color)) : [];

  // A link with ?size=…&color=… (the back-in-stock mail's) opens with that choice made, once the page is live.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the page opens
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const c = colors.find((x) => x.toUpperCase() === (params.get("color") ?? "").toUpperCase());
    if (!c) return;
    setColor(c);
    onColorChange?.(c);
    const sz = params.get("size");
    if (sz && sizes.includes(sz) && !isSoldOut(sz, c)) setSize(sz);
  }, [productId]);

  // Not on sale yet, or nothing left: the page says which, and nothing can be added.
  const closed = allGone || Boolean(drop);
  const closedNote = drop ? "drop-note" : "sold-out-note";

  async function addToCart() {
    if (busy || closed) return;
    if (!color) return toast.show(MESSAGES.pleaseSelectColor, "error", TOAST_MS_PRODUCT);
    if (!size) return toast.show(MESSAGES.pleaseSelectSize, "error", TOAST_MS_PRODUCT);
    if (!token) {
      localStorage.setItem(STORAGE.pendingCartItem, JSON.stringify({ itemId: productId, size, color }));
      // §4: the choice waits as the pending item; the shopper comes back here with it added.
      // The way to /login and back loads with this first use, not with the page.
      const { signInPath } = await import("../../lib/return-to");
      navigate(signInPath("cart", pathname));
      return;
    }
    setBusy(true);
    // The shop reports a refusal itself; the product page says its own words on success.
    const added = await addItem(productId, size, color, { quiet: true });
    setBusy(false);
    if (added) toast.show(MESSAGES.itemAddedToCart, "success", TOAST_MS_PRODUCT);
  }

  return (
    <div className={s.buyBox}>
      <fieldset className={s.picker}>
        <legend>Colour{color ? <span className={s.picked}>: {colorName(color)}</span> : null}</legend>
        <div className={s.swatches}>
          {colors.map((c) => (
            <button
              key={c}
              type="button"
              className={`${s.swatch} ${ui.swatch}`}
              aria-pressed={color === c}
              aria-label={colorName(c)}
              title={colorName(c)}
              onClick={() => {
                toast.dismissErrors();
                setColor(c);
                onColorChange?.(c);
                if (size && isSoldOut(size, c)) setSize("");
              }}
            >
              <span style={{ background: c }} />
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className={s.picker}>
        <legend>
          Size{size ? <span className={s.picked}>: {size}</span> : null}
          <button type="button" className={`${s.linkBtn} ${ui.linkBtn}`} onClick={() => setChart(true)}>
            Size chart
          </button>
        </legend>
        <div className={s.sizes}>
          {sizes.map((sz) => {
            const gone = sizeGone(sz);
            return (
              <button
                key={sz}
                type="button"
                className={s.sizeBtn}
                data-testid="size-option"
                aria-pressed={size === sz}
                disabled={gone}
                aria-label={gone ? `${sz}, sold out` : sz}
                onClick={() => {
                  toast.dismissErrors();
                  setSize(sz);
                }}
              >
                {sz}
              </button>
            );
          })}
        </div>
      </fieldset>
      {goneInColor.length > 0 && (
        <Suspense fallback={null}>
          <NotifyMe key={color} productId={productId} color={color} sizes={goneInColor} />
        </Suspense>
      )}
      {drop && (
        <p id="drop-note" className={s.dropNote} data-testid="product-drop">
          {drop}
        </p>
      )}
      {!drop && allGone && (
        <p id="sold-out-note" className={s.soldOut} data-testid="product-sold-out">
          {MESSAGES.soldOutLabel}
        </p>
      )}
      {/* aria-disabled, not disabled, while an add is under way: the button keeps the keyboard focus. */}
      <button
        ref={button}
        type="button"
        className={`${ui.btn} ${s.addToCart}`}
        onClick={addToCart}
        aria-disabled={busy}
        disabled={closed}
        aria-describedby={closed ? closedNote : undefined}
      >
        {MESSAGES.addToCartButton}
      </button>
      {past && (
        <div className={s.stickyBar} data-testid="sticky-add-to-cart">
          <p className={s.stickyText}>
            <span className={s.stickyName}>{name}</span>
            <span className={s.stickyPrice}>{price}</span>
          </p>
          <button type="button" className={`${ui.btn} ${s.stickyButton}`} onClick={addToCart} aria-disabled={busy} disabled={closed}>
            {MESSAGES.addToCartButton}
          </button>
        </div>
      )}
      {chart && (
        <Suspense fallback={null}>
          <SizeChart kids={kids} onClose={() => setChart(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** True once the element has scrolled up out of the window (not while it is still below it). */
function useScrolledPast(ref: React.RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // One observer says whether the element is on screen; the other, whose root reaches far above
    // the window, whether it is on screen or above it. A jump straight past it changes the second.
    let inView = false;
    let inViewOrAbove = false;
    const update = () => setPast(inViewOrAbove && !inView);
    const onScreen = new IntersectionObserver(([entry]) => {
      inView = entry.isIntersecting;
      update();
    });
    const reached = new IntersectionObserver(
      ([entry]) => {
        inViewOrAbove = entry.isIntersecting;
        update();
      },
      { rootMargin: "1000000px 0px 0px 0px" },
    );
    onScreen.observe(el);
    reached.observe(el);
    return () => {
      onScreen.disconnect();
      reached.disconnect();
    };
  }, [ref]);
  useEffect(() => {
    // The floating chat button moves into the room the bar leaves it (whatsapp-button.module.css).
    document.body.toggleAttribute("data-buy-bar", past);
    return () => document.body.removeAttribute("data-buy-bar");
  }, [past]);
  return past;
}
