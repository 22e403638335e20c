import { type FocusEvent, type PointerEvent, useState } from "react";
import { Link } from "react-router";
import { percentOff, productHref } from "../../domain/product-links";
import { formatINR, rupeesToPaise } from "../../domain/money";
import type { CardProduct } from "../lib/product-types";
import { QuickAdd } from "./quick-add";
import { RenderedOnce } from "./rendered-once";
import { ResponsiveImage } from "./responsive-image";
import s from "./product-card.module.css";

const SIZES = "(min-width: 1024px) 22vw, (min-width: 768px) 30vw, 46vw";

/**
 * A product in a grid: first image, the second on hover, price and struck-through original price.
 * The quick add button sits beside the link, not in it: a button inside a link is not valid HTML.
 * The second image joins the page when a mouse first rests on the card or the keyboard focuses
 * it: a phone has no hover and never downloads it, and each page's markup is a picture lighter
 * per card (decision 170).
 */
export function ProductCard({ product, priority = false }: { product: CardProduct; priority?: boolean }) {
  const [front, back] = product.image;
  const price = formatINR(rupeesToPaise(product.price));
  const off = percentOff(product.price, product.originalPrice);
  const { average, count } = product.rating;
  const label = [product.name, price, off > 0 && `${off}% off`, count > 0 && `rated ${average} out of 5`].filter(Boolean).join(", ");
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
          {front && <ResponsiveImage src={front} alt={product.name} width={300} height={375} sizes={SIZES} priority={priority} />}
          {back && showBack && <ResponsiveImage src={back} alt="" width={300} height={375} sizes={SIZES} className={s.cardImgBack} />}
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
      <QuickAdd product={product} />
    </div>
  );
}

export function ProductGrid({ products, eager = 0 }: { products: CardProduct[]; eager?: number }) {
  return (
    <ul className={s.grid} role="list">
      {products.map((p, i) => (
        // A card is the same on every page that shows the product as it is now, but for the first
        // `eager`: the page's largest paint, whose preload the page's head carries.
        <RenderedOnce as="li" key={p._id} markupKey={i < eager ? null : `card ${JSON.stringify(p)}`}>
          <ProductCard product={p} priority={i < eager} />
        </RenderedOnce>
      ))}
    </ul>
  );
}
