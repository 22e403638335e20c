import { demoCatalog, demoSlideProductKeys } from "../../db/seed/demo-catalog";
import type { OfferArt } from "./storefront.service";

/** The offer slides drawn at build time (scripts/render-demo-art.ts) and the products they show. */
export function demoOfferArt(): OfferArt[] {
  const names = new Map(demoCatalog().map((p) => [p.key, p.name]));
  return demoSlideProductKeys().flatMap((key, i) => {
    const productName = names.get(key);
    return productName ? [{ productName, image: `/images/demo/offers/offer-${i + 1}-600.jpg` }] : [];
  });
}
