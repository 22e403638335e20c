import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { heroCopy, offerSlides, products, testimonials } from "../../db/schema";
import type { HeroCopyDto, OfferSlideDto, TestimonialDto } from "../../../contracts/pages";

/** What the storefront says besides the catalog; empty on a store nobody has written it for. */
export interface StorefrontContent {
  hero: HeroCopyDto | null;
  testimonials: TestimonialDto[];
  offers: OfferSlideDto[];
}

/** Reads the active hero copy, testimonials and offer slides, each list in its set order. */
export async function readStorefrontContent(db: Db): Promise<StorefrontContent> {
  const [heroRows, testimonialRows, offerRows] = await Promise.all([
    db
      .select({ eyebrow: heroCopy.eyebrow, title: heroCopy.title, body: heroCopy.body })
      .from(heroCopy)
      .where(eq(heroCopy.active, true))
      .orderBy(asc(heroCopy.position), asc(heroCopy.createdAt))
      .limit(1),
    db
      .select({
        name: testimonials.name,
        city: testimonials.city,
        quote: testimonials.quote,
        rating: testimonials.rating,
        portrait: testimonials.portrait,
      })
      .from(testimonials)
      .where(eq(testimonials.active, true))
      .orderBy(asc(testimonials.position), asc(testimonials.createdAt)),
    // A slide whose product is hidden is not shown: it would lead to a missing page.
    db
      .select({ image: offerSlides.image, alt: offerSlides.alt, productId: products.id, slug: products.slug })
      .from(offerSlides)
      .innerJoin(products, and(eq(products.id, offerSlides.productId), eq(products.active, true)))
      .where(eq(offerSlides.active, true))
      .orderBy(asc(offerSlides.position), asc(offerSlides.createdAt)),
  ]);
  return { hero: heroRows[0] ?? null, testimonials: testimonialRows, offers: offerRows };
}
