/**
 * The database channel on which every committed write that changes what a storefront page shows
 * is announced (the triggers of migration 0014: products, variants crossing zero stock, reviews,
 * coupons, hero copy, testimonials, offer slides). Every process listens on it.
 */
export const STOREFRONT_CHANNEL = "storefront_changed";

export interface StorefrontChanges {
  /** What the storefront shows changed: everything kept from the catalog is read afresh. */
  changed(): void;
  /** Calls `forget` on every change; returns the call that stops it. */
  onChange(forget: () => void): () => void;
}

/**
 * The one event that tells every cache of the storefront (the product list, home strips, facet
 * counts, sitemap, coupon rules, rendered pages) that what it holds may be out of date. A write on
 * this process calls `changed()` at once; the database's notification brings the same event to
 * every other process (and to this one again, which costs a second empty cache).
 */
export function createStorefrontChanges(): StorefrontChanges {
  const listeners = new Set<() => void>();
  return {
    changed() {
      for (const forget of listeners) forget();
    },
    onChange(forget) {
      listeners.add(forget);
      return () => listeners.delete(forget);
    },
  };
}

/**
 * The one place a console write tells the storefront that the catalog changed: the product list,
 * home strips and related pools, collection counts, sitemap, coupon rules and rendered pages are
 * read afresh on this process at once (other processes hear it from the database's triggers).
 */
export function refreshStorefront(services: { storefrontChanges: StorefrontChanges }): void {
  services.storefrontChanges.changed();
}
