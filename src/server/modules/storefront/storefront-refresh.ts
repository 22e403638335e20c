import type { Services } from "../../services";

/**
 * The one place a console write tells the storefront that the catalog changed: the product list,
 * home strips and related pools, collection counts, sitemap, coupon rules and rendered pages are
 * read afresh on this process at once (other processes hear it from the database's triggers).
 */
export function refreshStorefront(services: Pick<Services, "storefrontChanges">): void {
  services.storefrontChanges.changed();
}
