import type { CardProduct } from "../lib/product-types";

/** A product as a card shows it, for the tests of cards and of the pages that hold them. */
export const cardProduct = (over: Partial<CardProduct> = {}): CardProduct => ({
  _id: "00000000-0000-4000-8000-000000000001",
  name: "Magma Black Oversized Tee",
  slug: "magma_black_oversized_tee",
  price: 899,
  originalPrice: 1299,
  image: ["/a.jpg", "/b.jpg"],
  colorImages: {},
  category: "Oversized T-Shirts",
  sizes: ["S", "M"],
  colors: ["#151515"],
  rating: { average: 4.3, count: 12 },
  soldOut: [],
  ...over,
});
