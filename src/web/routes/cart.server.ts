import { RELATED_COUNT } from "../../domain/constants";
import { DEMO_TESTIMONIALS, kebab } from "../../server/db/seed/demo-catalog";
import type { Services } from "../../server/services";
import { type CardProduct, toCard } from "../lib/product-types";

export interface CartTestimonial {
  name: string;
  city: string;
  quote: string;
  rating: number;
  image: string;
}

const TESTIMONIALS_SHOWN = 3;

function pickRandom<T>(list: T[], n: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

/** What the cart page shows around the cart itself: related products and a few testimonials. */
export async function cartPageExtras(services: Services): Promise<{ related: CardProduct[]; testimonials: CartTestimonial[] }> {
  const products = await services.catalog.listProducts();
  return {
    related: pickRandom(products, RELATED_COUNT).map(toCard),
    testimonials: pickRandom(DEMO_TESTIMONIALS, TESTIMONIALS_SHOWN).map((t) => ({
      name: t.name,
      city: t.city,
      quote: t.quote,
      rating: t.rating,
      image: `/images/demo/testimonials/${kebab(t.name)}-96.jpg`,
    })),
  };
}
