import { lazy, Suspense, useEffect, useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/product";
import { formatINR, rupeesToPaise } from "../../domain/money";
import { percentOff, productHref, productSlug } from "../../domain/product-links";
import { ProductGrid } from "../components/product-card";
import { BuyBox } from "../components/product/buy-box";
import { Gallery } from "../components/product/gallery";
import { ProductTabs } from "../components/product/product-tabs";
import { RecentPurchases } from "../components/product/recent-purchases";
import { Reviews } from "../components/product/reviews";
import { ShareLinks } from "../components/product/share-links";
import { WishlistHeart } from "../components/wishlist-heart";
import { Stars } from "../components/stars";
import { pageMeta } from "../lib/seo";
import { useRecordVisit } from "../lib/visits";
import { productJsonLd } from "../lib/product-json-ld";
import * as MESSAGES from "../../domain/messages";
import { CheckDelivery } from "../components/product/check-delivery";
import { Declarations } from "../components/product/declarations";
import { usePublicConfig } from "../lib/public-config";
import { colorName } from "../../domain/palette";
import { pickColorImages } from "../../domain/color-images";
import ui from "../components/ui.module.css";
import { codPromise, freeShippingText, returnsPromise } from "../../domain/shop-policy";
import s from "./product.module.css";

// Recently viewed is read from this browser after the page is live: its code loads then.
const RecentlyViewed = lazy(() => import("../components/product/recently-viewed").then((m) => ({ default: m.RecentlyViewed })));

export async function loader({ params, context }: Route.LoaderArgs) {
  const { pages } = context;
  const product = await pages.productBySlug(params.slug);
  if (!product) throw data("We could not find that product. It may have been removed.", { status: 404 });
  const [related, recent] = await Promise.all([pages.relatedProducts(product._id, product.category), pages.recentPurchases()]);
  const { keywords: _k, ...rest } = product;
  const publicUrl = context.config.publicUrl;
  // The page's tags are written here, on the server: the browser needs them only after a navigation.
  const meta = [
    ...pageMeta({
      path: productHref(rest.slug),
      publicUrl,
      title: rest.metatitle || `${rest.name} | Dhaaga`,
      description: rest.metadescription || rest.description,
      image: rest.image[0],
      type: "product",
    }),
    { name: "keywords", content: product.keywords },
    { property: "product:price:amount", content: String(rest.price) },
    { property: "product:price:currency", content: "INR" },
    { "script:ld+json": productJsonLd(rest, publicUrl) },
  ];
  // The shop's promises in words, made here from the policy checkout keeps: the browser's code
  // never carries the policy's text-making (docs/design/rendering.md, JavaScript per route).
  const { policy } = context.config;
  const promises = { shipping: freeShippingText(policy.delivery), returns: returnsPromise(policy, rest.returnable), cod: codPromise(policy.cod) };
  return { product: rest, related, recent, publicUrl, meta, promises };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related, recent, publicUrl, promises } = loaderData;
  const [reviews, setReviews] = useState(product.reviews);
  const [rating, setRating] = useState(product.rating);
  const [reviewsShown, setReviewsShown] = useState(0);
  // The colour chosen in the buy box: the gallery shows that colour's images.
  const [color, setColor] = useState("");
  const live = useLive();
  const images = pickColorImages(product.image, product.colorImages, color);
  useRecordVisit(product.name);
  const { seller } = usePublicConfig();
  const url = `${publicUrl}${productHref(productSlug(product.name))}`;
  const price = formatINR(rupeesToPaise(product.price));
  const discount = percentOff(product.price, product.originalPrice);

  return (
    <div className={`${ui.container} ${s.productPage}`}>
      <nav aria-label="Breadcrumb" className={`${ui.breadcrumb} ${s.trail}`}>
        <Link to="/">Home</Link> / <Link to={`/collection?category=${encodeURIComponent(product.category)}`}>{product.category}</Link> /{" "}
        <span aria-current="page">{product.name}</span>
      </nav>
      <article className={s.product}>
        <Gallery key={images[0]} images={images} alts={product.imageAlts} name={color ? `${product.name} in ${colorName(color)}` : product.name} />
        <div className={s.productInfo}>
          <p className={ui.eyebrow}>{product.category}</p>
          <div className={s.titleRow}>
            <h1 className={s.productTitle}>{product.name}</h1>
            <WishlistHeart productId={product._id} name={product.name} />
          </div>
          {/* biome-ignore lint/a11y/useValidAnchor: a link to the reviews below, which also opens their tab or section */}
          <a href="#product-tabs" className={s.ratingLine} onClick={() => setReviewsShown((n) => n + 1)}>
            <Stars value={rating.average} label={`Rated ${rating.average} out of 5`} />
            <span data-testid="rating-summary">
              {rating.average.toFixed(1)} ({rating.count} {rating.count === 1 ? "review" : "reviews"})
            </span>
          </a>
          <p className={s.productPrice} data-testid="product-price">
            <span>{price}</span>{" "}
            {discount > 0 && (
              <s>
                <span className="sr-only">Original price </span>
                {formatINR(rupeesToPaise(product.originalPrice))}
              </s>
            )}{" "}
            {discount > 0 && <span className={s.discount}>{discount}% off</span>}
          </p>
          <p className={`${ui.muted} ${ui.small}`}>
            {MESSAGES.indiaMrpInclusive}. {promises.shipping}.
          </p>
          <BuyBox
            productId={product._id}
            sizes={product.sizes}
            colors={product.colors}
            soldOut={product.soldOut}
            kids={product.subCategory === "K"}
            name={product.name}
            price={price}
            onColorChange={setColor}
            drop={product.drop?.label}
          />
          <CheckDelivery />
          <dl className={ui.productFacts}>
            <div>
              <dt>SKU</dt>
              <dd>{product.SKU}</dd>
            </div>
            <div>
              <dt>Category</dt>
              <dd>{product.category}</dd>
            </div>
          </dl>
          <Declarations product={product} seller={seller} />
          <ShareLinks url={url} name={product.name} />
          <ul className={s.productPromises} role="list">
            <li>240 GSM 100% cotton</li>
            <li>{promises.returns}</li>
            {promises.cod && <li>{promises.cod}</li>}
          </ul>
          <RecentPurchases initial={recent} />
        </div>
      </article>
      <section id="product-tabs" className={s.productTabs} aria-label="Details and reviews">
        <ProductTabs
          reveal={{ index: 1, times: reviewsShown }}
          panels={[
            <div key="d" className={ui.prose}>
              <p>{product.description}</p>
            </div>,
            <Reviews
              key="r"
              productId={product._id}
              reviews={reviews}
              total={rating.count}
              onAdded={(r) => {
                setReviews((list) => [r, ...list]);
                setRating((s) => {
                  const count = s.count + 1;
                  return { count, average: Math.round(((s.average * s.count + r.rating) / count) * 10) / 10 };
                });
              }}
            />,
            <div key="v" className={ui.prose}>
              <p>
                <strong>{seller.legalName}</strong>, {seller.address}. Designed, printed and shipped by us.
              </p>
              <p>
                Customer care: {seller.careEmail} · {seller.carePhone} (11 AM to 10 PM, Monday to Sunday).
              </p>
              <p>Country of origin: {product.countryOfOrigin}.</p>
            </div>,
          ]}
        />
      </section>
      {related.length > 0 && (
        <section className={`${ui.homeSection} ${s.related}`} aria-labelledby="related-title">
          <h2 id="related-title" className={ui.sectionTitle}>
            You may also like
          </h2>
          <ProductGrid products={related} />
        </section>
      )}
      {live && (
        <Suspense fallback={null}>
          <RecentlyViewed productId={product._id} />
        </Suspense>
      )}
    </div>
  );
}

/** False on the server and in the first render, true once the page runs in the browser. */
function useLive(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live;
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? data.meta : [{ title: "Product not found | Dhaaga" }, { name: "robots", content: "noindex" }];
