import type { Services } from "../../server/services";
import { shuffled } from "../../server/lib/shuffled";
import type { CardProduct } from "../lib/product-types";

export interface CartTestimonial {
  name: string;
  city: string;
  quote: string;
  rating: number;
  image: string;
}

const TESTIMONIALS_SHOWN = 3;

/** What the cart page shows around the cart itself: related products and a few testimonials. */
export async function cartPageExtras(services: Services): Promise<{ related: CardProduct[]; testimonials: CartTestimonial[] }> {
  const [related, content] = await Promise.all([services.storefront.suggestedProducts(), services.storefront.content()]);
  return {
    related,
    testimonials: shuffled(content.testimonials)
      .slice(0, TESTIMONIALS_SHOWN)
      .map((t) => ({ name: t.name, city: t.city, quote: t.quote, rating: t.rating, image: t.portrait })),
  };
}
