/** What a product card shows beyond its data: its link and its discount (every storefront page has cards). */

/**
 * The product card's link: whitespace runs become "_", lower-cased. Underscore runs are
 * collapsed too, so that normalizeSlug(productSlug(name)) === productSlug(name) for every name.
 */
export function productSlug(name: string): string {
  return name.trim().replace(/\s+/g, "_").replace(/_+/g, "_").toLowerCase();
}

/** The product page's path for a slug, safe for any character a product name may hold. */
export const productHref = (slug: string) => `/product/${encodeURIComponent(slug)}`;

/** Whole percent off the original price (0 when it is not higher than the price). */
export const percentOff = (price: number, originalPrice: number): number =>
  originalPrice > price ? Math.round((1 - price / originalPrice) * 100) : 0;
