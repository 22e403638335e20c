import { count, inArray } from "drizzle-orm";
import { productSlug } from "../../../domain/catalog";
import type { Tx } from "../client";
import { heroCopy, offerSlides, products, testimonials } from "../schema";
import { DEMO_TESTIMONIALS, type DemoProduct, demoSlideProductKeys, kebab } from "./demo-catalog";

/** The demo store's brand hero on the home page. */
export const DEMO_HERO = {
  eyebrow: "Printed in Pune · 240 GSM cotton",
  title: "Streetwear with roots. Oversized, heavy, made to last.",
  body: "Tees, hoodies and sweatshirts for men, women and kids, with prints drawn from the streets and stories of India.",
};

/** Where the build draws each demo image (tools/demo-art): a portrait per testimonial, a slide per offer. */
export const demoPortraitUrl = (name: string) => `/images/demo/testimonials/${kebab(name)}-96.jpg`;
export const demoOfferUrl = (index: number) => `/images/demo/offers/offer-${index + 1}-600.jpg`;

/**
 * The demo store's hero copy, its twelve testimonials and its four offer slides, for products of
 * `catalog` already inserted (a slide whose product is not in the catalog is left out). A kind
 * of content the store already has is left as it is.
 */
export async function seedDemoContent(tx: Tx, catalog: DemoProduct[]): Promise<void> {
  const isEmpty = async (table: typeof heroCopy | typeof testimonials | typeof offerSlides) =>
    (await tx.select({ n: count() }).from(table))[0].n === 0;
  if (await isEmpty(heroCopy)) await tx.insert(heroCopy).values(DEMO_HERO);
  if (await isEmpty(testimonials)) {
    await tx.insert(testimonials).values(
      DEMO_TESTIMONIALS.map((t, i) => ({
        name: t.name,
        city: t.city,
        quote: t.quote,
        rating: t.rating,
        portrait: demoPortraitUrl(t.name),
        position: i,
        demo: true,
      })),
    );
  }
  if (!(await isEmpty(offerSlides))) return;
  const nameOf = new Map(catalog.map((p) => [p.key, p.name]));
  const slides = demoSlideProductKeys().flatMap((key, i) => {
    const name = nameOf.get(key);
    return name ? [{ slug: productSlug(name), name, image: demoOfferUrl(i), position: i }] : [];
  });
  if (slides.length === 0) return;
  const rows = await tx
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(
      inArray(
        products.slug,
        slides.map((s) => s.slug),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  const values = slides.flatMap((s) => {
    const productId = idOf.get(s.slug);
    return productId ? [{ productId, image: s.image, alt: `Offer: ${s.name}`, position: s.position }] : [];
  });
  if (values.length) await tx.insert(offerSlides).values(values);
}
