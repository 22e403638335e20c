import type { Services } from "../../services";

/**
 * The one place a console write tells the storefront that the catalog changed: the product list,
 * home strips and related pools, collection counts, sitemap and coupon rules are read afresh.
 */
export function refreshStorefront(services: Pick<Services, "catalog" | "storefront" | "catalogSearch" | "seo" | "coupons">): void {
  services.catalog.invalidate();
  services.storefront.invalidate();
  services.catalogSearch.invalidate();
  services.seo.invalidate();
  services.coupons.invalidate();
}
