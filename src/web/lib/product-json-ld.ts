import { productHref } from "../../domain/product-links";
import type { ProductDto } from "../../contracts/catalog";

/** schema.org Product with its Offer (INR, in stock unless every variant is gone) and rating. */
export function productJsonLd(p: Omit<ProductDto, "keywords">, publicUrl: string) {
  const url = `${publicUrl}${productHref(p.slug)}`;
  const variants = Math.max(1, p.sizes.length * p.colors.length);
  const inStock = p.soldOut.length < variants;
  const abs = (src: string) => (src.startsWith("http") ? src : publicUrl + src);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    description: p.description,
    sku: p.SKU,
    category: p.category,
    brand: { "@type": "Brand", name: "Dhaaga" },
    image: p.image.map(abs),
    url,
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "INR",
      price: p.price.toFixed(2),
      availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
    ...(p.rating.count > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: p.rating.average, reviewCount: p.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}
