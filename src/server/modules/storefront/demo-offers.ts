import { DEMO_TESTIMONIALS, demoCatalog, demoSlideProductKeys, kebab } from "../../db/seed/demo-catalog";
import type { OfferArt, TestimonialDto } from "./storefront.service";

/** The offer slides drawn at build time (scripts/render-demo-art.ts) and the products they show. */
export function demoOfferArt(): OfferArt[] {
  const names = new Map(demoCatalog().map((p) => [p.key, p.name]));
  return demoSlideProductKeys().flatMap((key, i) => {
    const productName = names.get(key);
    return productName ? [{ productName, image: `/images/demo/offers/offer-${i + 1}-600.jpg` }] : [];
  });
}

/** The twelve animal characters of the testimonials carousel, with their drawn portraits. */
export function demoTestimonials(): TestimonialDto[] {
  return DEMO_TESTIMONIALS.map((t) => ({
    name: t.name,
    city: t.city,
    quote: t.quote,
    rating: t.rating,
    portrait: `/images/demo/testimonials/${kebab(t.name)}-96.jpg`,
  }));
}
