import type { ProductCardDto, ProductDto } from "../../contracts/catalog";

export type Product = ProductDto;

/** What a product card needs; loaders send this instead of whole products to keep pages light. */
export type CardProduct = ProductCardDto;

export const toCard = (p: ProductDto): CardProduct => ({
  _id: p._id,
  name: p.name,
  slug: p.slug,
  price: p.price,
  originalPrice: p.originalPrice,
  image: p.image.slice(0, 2),
  colorImages: Object.fromEntries(Object.entries(p.colorImages).map(([c, list]) => [c, list.slice(0, 1)])),
  category: p.category,
  sizes: p.sizes,
  colors: p.colors,
  rating: p.rating,
  soldOut: p.soldOut,
});
