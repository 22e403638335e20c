import { Link } from "react-router";
import { productHref } from "../../../domain/product-links";
import { OFFER_AUTOPLAY_MS, OFFER_SLIDE_COUNT } from "../../../domain/constants";
import { OFFER_SLIDES_PER_VIEW, TESTIMONIALS_PER_PAGE } from "../../../domain/home-carousels";
import * as MESSAGES from "../../../domain/messages";
import { BRAND } from "../../lib/seo";
import type { CardProduct } from "../../lib/product-types";
import { Carousel } from "../carousel";
import { ProductGrid } from "../product-card";
import { RenderedOnce } from "../rendered-once";
import { ResponsiveImage } from "../responsive-image";
import { Stars } from "../stars";
import s from "./home-sections.module.css";
import ui from "../ui.module.css";

const BANNER_TILES = [
  { label: "Oversized Tees", to: "/collection?category=Oversized+T-Shirts" },
  { label: "Hoodies", to: "/collection?category=Hoodies" },
  { label: "Sweatshirts", to: "/collection?category=Sweatshirts" },
  { label: "Kids", to: "/collection?type=K" },
];

export function BannerTiles() {
  return (
    <RenderedOnce as="nav" className={`${ui.container} ${s.bannerTiles}`} aria-label="Shop by category" markupKey="banner tiles">
      {BANNER_TILES.map((t, i) => (
        <Link key={t.label} to={t.to} className={s.bannerTile}>
          <ResponsiveImage
            src={`/images/demo/banners/banner-${i + 1}-300.jpg`}
            widths={[300, 600]}
            alt={`Shop ${t.label}`}
            width={300}
            height={300}
            sizes="(min-width: 768px) 24vw, 46vw"
          />
        </Link>
      ))}
    </RenderedOnce>
  );
}

export interface HeroCopy {
  eyebrow: string;
  title: string;
  body: string;
}

/**
 * The brand hero with the spec's two buttons. Its words are the merchant's; a store without them
 * shows the buttons alone, under a heading only screen readers announce.
 */
export function BrandHero({ copy }: { copy: HeroCopy | null }) {
  return (
    <section className={copy ? s.brandHero : `${s.brandHero} ${s.brandHeroBare}`} aria-labelledby="brand-hero-title">
      <div className={`${ui.container} ${s.brandHeroInner}`}>
        {copy?.eyebrow ? <p className={`${s.eyebrow} ${ui.eyebrow}`}>{copy.eyebrow}</p> : null}
        <h1 id="brand-hero-title" className={copy ? undefined : "sr-only"}>
          {copy?.title ?? BRAND}
        </h1>
        {copy?.body ? <p className={s.brandHeroText}>{copy.body}</p> : null}
        <div className={s.brandHeroActions}>
          <Link to="/collection" className={`${ui.btn} ${s.btnAccent}`}>
            {MESSAGES.heroShopNow}
          </Link>
          <Link to="/contact" className={`${ui.btn} ${ui.btnOutlineLight}`}>
            {MESSAGES.heroContactUs}
          </Link>
        </div>
      </div>
    </section>
  );
}

export function ProductStrip({ id, title, products, seeAll }: { id: string; title: string; products: CardProduct[]; seeAll: string }) {
  if (products.length === 0) return null;
  return (
    <section className={`${ui.container} ${ui.homeSection} ${s.strip}`} aria-labelledby={id} data-testid={id}>
      <div className={s.sectionHead}>
        <h2 id={id} className={ui.sectionTitle}>
          {title}
        </h2>
        <Link to={seeAll} className={s.seeAll} aria-label={`${MESSAGES.seeAll} ${title}`}>
          {MESSAGES.seeAll} <span aria-hidden="true">→</span>
        </Link>
      </div>
      <ProductGrid products={products} />
    </section>
  );
}

export function Showcase({ products }: { products: CardProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section className={`${ui.container} ${ui.homeSection} ${s.showcase}`} aria-labelledby="showcase-title" data-testid="showcase">
      <h2 id="showcase-title" className={`${ui.sectionTitle} ${s.showcaseTitle}`}>
        {MESSAGES.showcaseHeading}
      </h2>
      <p className={s.sectionSub}>Our bestsellers: dropped shoulders, boxy fit, prints that last.</p>
      <ProductGrid products={products} />
      <div className={s.sectionActions}>
        <Link to="/collection" className={ui.btn} aria-label={`${MESSAGES.seeAll} oversized t-shirts`}>
          {MESSAGES.seeAll}
        </Link>
      </div>
    </section>
  );
}

export interface OfferSlide {
  image: string;
  alt: string;
  slug: string;
}

export function OfferCarousel({ offers, hold }: { offers: OfferSlide[]; hold: boolean }) {
  if (offers.length === 0) return null;
  // The spec's 8 slides: the distinct offers repeated in turn.
  const slides = Array.from({ length: OFFER_SLIDE_COUNT }, (_, i) => offers[i % offers.length]);
  const perView = OFFER_SLIDES_PER_VIEW.map((s) => ({ minWidth: s.minWidth, value: s.slidesPerView }));
  return (
    <RenderedOnce as="div" className={`${ui.container} ${ui.homeSection} ${s.offersSection}`} markupKey={`offers ${hold} ${JSON.stringify(offers)}`}>
      <h2 className={ui.sectionTitle}>Festive offers</h2>
      <Carousel
        className={s.offers}
        label="Festive offers"
        perView={perView}
        step="slide"
        autoplayMs={OFFER_AUTOPLAY_MS}
        hold={hold}
        slides={slides.map((o, i) => (
          <Link key={i} to={productHref(o.slug)} className={s.offerSlide}>
            <ResponsiveImage
              src={o.image}
              widths={[600, 1200]}
              alt={o.alt}
              width={600}
              height={300}
              sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 66vw, 100vw"
            />
          </Link>
        ))}
      />
    </RenderedOnce>
  );
}

export interface Testimonial {
  name: string;
  city: string;
  quote: string;
  rating: number;
  portrait: string;
}

export function Testimonials({ items }: { items: Testimonial[] }) {
  if (items.length === 0) return null;
  const perView = TESTIMONIALS_PER_PAGE.map((s) => ({ minWidth: s.minWidth, value: s.perPage }));
  return (
    <RenderedOnce as="div" className={s.testimonialsWrap} markupKey={`testimonials ${JSON.stringify(items)}`}>
      <div className={`${ui.container} ${ui.homeSection}`}>
        <h2 className={ui.sectionTitle}>What our customers say</h2>
        <Carousel
          className={s.testimonials}
          label="Customer testimonials"
          perView={perView}
          step="page"
          slideLabel={(i) => items[i].name}
          slides={items.map((t) => (
            <figure key={t.name} className={s.testimonial}>
              <ResponsiveImage src={t.portrait} widths={[96, 192]} alt="" width={72} height={72} sizes="72px" className={s.testimonialPortrait} />
              <blockquote>“{t.quote}”</blockquote>
              <figcaption>
                <Stars value={t.rating} />
                <strong>{t.name}</strong>
                <span>{t.city}</span>
              </figcaption>
            </figure>
          ))}
        />
      </div>
    </RenderedOnce>
  );
}

export function TrendToTradition() {
  return (
    <section className={`${ui.container} ${ui.homeSection} ${s.trend}`} aria-labelledby="trend-title">
      <div className={s.trendText}>
        <p className={`${s.eyebrow} ${ui.eyebrow}`}>The Dhaaga story</p>
        <h2 id="trend-title" className={ui.sectionTitle}>
          {MESSAGES.trendToTradition}
        </h2>
        <p>
          Dhaaga means thread. Ours runs from the block printers of Jaipur to the streets of Pune: lotus, peacock, mandala and diya motifs, redrawn
          for oversized fits and heavy 240 GSM cotton. Made in India, worn everywhere.
        </p>
        <Link to="/about" className={`${ui.btn} ${ui.btnOutline}`}>
          Our story
        </Link>
      </div>
      <ResponsiveImage
        src="/images/demo/hero/hero-1-mobile-400.jpg"
        widths={[400, 800]}
        alt="Festive hoodie, sweatshirt and tee under Diwali lights"
        width={400}
        height={500}
        sizes="(min-width: 768px) 40vw, 92vw"
        className={s.trendImg}
      />
    </section>
  );
}

const POLICY_ICONS = ["⇄", "7", "☎"];
// POLICY_STRIP of the spec, by name: strings are written where used, a list would ship with every page.
const POLICY_STRIP = [
  { title: MESSAGES.policyExchangeTitle, text: MESSAGES.policyExchangeText },
  { title: MESSAGES.policyReturnTitle, text: MESSAGES.policyReturnText },
  { title: MESSAGES.policySupportTitle, text: MESSAGES.policySupportText },
];

export function PolicyStrip() {
  return (
    <RenderedOnce as="section" className={s.policyStrip} aria-label="Our promises" markupKey="policy strip">
      <ul className={`${ui.container} ${s.policyList}`} role="list">
        {POLICY_STRIP.map((p, i) => (
          <li key={p.title}>
            <span className={s.policyIcon} aria-hidden="true">
              {POLICY_ICONS[i]}
            </span>
            <strong>{p.title}</strong>
            <span>{p.text}</span>
          </li>
        ))}
      </ul>
    </RenderedOnce>
  );
}
