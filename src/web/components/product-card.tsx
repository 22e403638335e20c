import { Link } from "react-router";
import { productHref } from "../../domain/catalog";
import { formatINR, rupeesToPaise } from "../../domain/money";
import type { CardProduct } from "../lib/product-types";
import { QuickAdd } from "./quick-add";
import { ResponsiveImage } from "./responsive-image";
import s from "./product-card.module.css";

const SIZES = "(min-width: 1024px) 22vw, (min-width: 768px) 30vw, 46vw";

/** The product page's address; a slug may hold characters a path segment must escape ("#", "?", "%"). */

/**
 * A product in a grid: first image, the second on hover, price and struck-through original price.
 * The quick add button sits beside the link, not in it: a button inside a link is not valid HTML.
 */
export function ProductCard({ product, priority = false }: { product: CardProduct; priority?: boolean }) {
  const [front, back] = product.image;
  return (
    <div className={s.cardWrap}>
      <Link
        to={productHref(product.slug)}
        className={s.card}
        data-testid="product-card"
        onClick={() => window.scrollTo({ top: 0 })}
        aria-label={`${product.name}, ${formatINR(rupeesToPaise(product.price))}`}
      >
        <div className={s.cardMedia}>
          {front && <ResponsiveImage src={front} alt={product.name} width={300} height={375} sizes={SIZES} priority={priority} />}
          {back && <ResponsiveImage src={back} alt="" width={300} height={375} sizes={SIZES} className={s.cardImgBack} />}
        </div>
        <p className={s.cardName} data-testid="card-name">
          {product.name}
        </p>
        <p className={s.cardPrice} data-testid="card-price">
          <span>{formatINR(rupeesToPaise(product.price))}</span>{" "}
          {product.originalPrice > product.price && <s>{formatINR(rupeesToPaise(product.originalPrice))}</s>}
        </p>
      </Link>
      <QuickAdd product={product} />
    </div>
  );
}

export function ProductGrid({ products, eager = 0 }: { products: CardProduct[]; eager?: number }) {
  return (
    <ul className={s.grid} role="list">
      {products.map((p, i) => (
        <li key={p._id}>
          <ProductCard product={p} priority={i < eager} />
        </li>
      ))}
    </ul>
  );
}
