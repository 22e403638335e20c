import { type FocusEvent, type PointerEvent, useState } from "react";
import { Link } from "react-router";
import { percentOff, productHref } from "../../domain/product-links";
import { formatINR, rupeesToPaise } from "../../domain/money";
import * as MESSAGES from "../../domain/messages";
import { isAllSoldOut } from "../../domain/sold-out";
import { pickColorImages } from "../../domain/color-images";
import { colorName } from "../../domain/palette";
import type { CardProduct } from "../lib/product-types";
import { QuickAdd } from "./quick-add";
import { WishlistHeart } from "./wishlist-heart";
import { RenderedOnce } from "./rendered-once";
import { ResponsiveImage } from "./responsive-image";
import s from "./product-card.module.css";

const SIZES = "(min-width: 1024px) 22vw, (min-width: 768px) 30vw, 46vw";

/** The first of the colours filtered for that the product comes in, if any. */
function shownColor(product: CardProduct, colors: readonly string[]): string | undefined {
  for (const c of colors) {
    const own = product.colors.find((pc) => pc.trim().toUpperCase() === c.trim().toUpperCase());
    if (own) return own;
  }
  return undefined;
}

/**
 * A product in a grid: first image, the second on hover, price and struck-through original price.
 * The quick add button sits beside the link, not in it: a button inside a link is not valid HTML.
 * The second image joins the page when a mouse first rests on the card or the keyboard focuses
 * it: a phone has no hover and never downloads it, and each page's markup is a picture lighter
 * per card (decision 170). Under a colour filter (`colors`) the card pictures the product in the
 * first of those colours it comes in.
 */
export function ProductCard({ product, priority = false, colors = [] }: { product: CardProduct; priority?: boolean; colors?: readonly string[] }) {
  const color = shownColor(product, colors);
  const [front, back] = color ? pickColorImages(product.image, product.colorImages, color) : product.image;
  const alt = color && color !== product.colors[0] ? `${product.name} in ${colorName(color)}` : product.name;
  const price = formatINR(rupeesToPaise(product.price));
  const off = percentOff(product.price, product.originalPrice);
  const { average, count } = product.rating;
  const soldOut = isAllSoldOut(product);
  const label = [product.name, soldOut && MESSAGES.soldOutLabel, price, off > 0 && `${off}% off`, count > 0 && `rated ${average} out of 5`]
    .filter(Boolean)
    .join(", ");
  const [showBack, setShowBack] = useState(false);
  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType === "mouse") setShowBack(true);
  };
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    if (e.target.matches(":focus-visible")) setShowBack(true);
  };
  return (
    <div className={s.cardWrap} onPointerEnter={onPointerEnter}>
      <Link
        to={productHref(product.slug)}
        className={s.card}
        data-testid="product-card"
        onClick={() => window.scrollTo({ top: 0 })}
        onFocus={onFocus}
        aria-label={label}
      >
        <div className={s.cardMedia}>
          {front && <ResponsiveImage src={front} alt={alt} width={300} height={375} sizes={SIZES} priority={priority} />}
          {back && showBack && <ResponsiveImage src={back} alt="" width={300} height={375} sizes={SIZES} className={s.cardImgBack} />}
          {soldOut && (
            <span className={s.soldOut} data-testid="card-sold-out">
              {MESSAGES.soldOutLabel}
            </span>
          )}
        </div>
        <p className={s.cardName} data-testid="card-name">
          {product.name}
        </p>
        <p className={s.cardPrice} data-testid="card-price">
          <span>{price}</span> {off > 0 && <s>{formatINR(rupeesToPaise(product.originalPrice))}</s>}{" "}
          {off > 0 && <span className={s.cardOff}>{off}% off</span>}
        </p>
        {count > 0 && (
          <p className={s.cardRating}>
            <span aria-hidden="true" className={s.cardStar}>
              ★
            </span>{" "}
            {average.toFixed(1)} <span className={s.cardCount}>({count})</span>
          </p>
        )}
      </Link>
      {/* Nothing left to choose: no quick add to open. */}
      {!soldOut && <QuickAdd product={product} />}
      <WishlistHeart productId={product._id} name={product.name} onCard />
    </div>
  );
}

/** `colors`: the colour filter on, if any; each card shows its product in the first of them it comes in. */
export function ProductGrid({ products, eager = 0, colors = [] }: { products: CardProduct[]; eager?: number; colors?: readonly string[] }) {
  return (
    <ul className={s.grid} role="list">
      {products.map((p, i) => (
        // A card is the same on every page that shows the product as it is now, but for the first
        // `eager`: the page's largest paint, whose preload the page's head carries.
        <RenderedOnce as="li" key={p._id} markupKey={i < eager ? null : `card ${JSON.stringify([p, shownColor(p, colors) ?? ""])}`}>
          <ProductCard product={p} priority={i < eager} colors={colors} />
        </RenderedOnce>
      ))}
    </ul>
  );
}
