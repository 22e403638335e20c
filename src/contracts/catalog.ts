import * as z from "zod";
import { AUDIENCES, PRICE_BANDS, SORT_KEYS } from "../domain/catalog";
import { endpoints, ok } from "./endpoint";

export const Review = z.object({
  _id: z.string(),
  userName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  date: z.string().describe("ISO 8601"),
});
export type ReviewDto = z.infer<typeof Review>;

/** A product on the wire, with the spec's field names; prices in rupees (decision 003). */
export const Product = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number().describe("rupees"),
  originalPrice: z.number().describe("rupees"),
  /** The default colour's images (the first colour's). */
  image: z.array(z.string()),
  /** The alt text the merchant gave an image, by its URL (any colour's); images without one are left out. */
  imageAlts: z.record(z.string(), z.string()),
  /** Images of each other colour that has its own, by hex code; a colour not listed shows `image`. */
  colorImages: z.record(z.string(), z.array(z.string())),
  category: z.string(),
  subCategory: z.string(),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  rank: z.number().optional(),
  reviews: z.array(Review).describe("the newest reviews only: 3 in the list, 10 for one product; GET /api/product/{id}/reviews pages through all"),
  SKU: z.string(),
  description: z.string(),
  metadescription: z.string(),
  metatitle: z.string(),
  keywords: z.string(),
  slug: z.string(),
  bestseller: z.boolean(),
  /** False for sale and customised items: they come back only when damaged or wrong. */
  returnable: z.boolean(),
  date: z.string().describe("ISO 8601"),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  /** Sold-out size/colour pairs, so pickers can disable them. */
  soldOut: z.array(z.object({ size: z.string(), color: z.string() })),
  /** Declared on the product page (Legal Metrology rules): "India" by default. */
  countryOfOrigin: z.string(),
  /** Only on a product not yet on sale: when it drops, and the page's words for it ("Drops at 8:00 pm", India time). */
  drop: z.object({ at: z.string().describe("ISO 8601"), label: z.string() }).optional(),
});
export type ProductDto = z.infer<typeof Product>;

/** What a product card shows (first two images, prices in rupees): grids never need more. */
export const ProductCard = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  price: z.number().describe("rupees"),
  originalPrice: z.number().describe("rupees"),
  image: z.array(z.string()),
  /** The first image of each other colour that has its own, by hex code (for quick add). */
  colorImages: z.record(z.string(), z.array(z.string())),
  category: z.string(),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  /** Sold-out size/colour pairs: a card says "Sold out" when every pair is, and quick add disables them. */
  soldOut: z.array(z.object({ size: z.string(), color: z.string() })),
});
export type ProductCardDto = z.infer<typeof ProductCard>;

export const FacetCount = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof FacetCount>;

/**
 * Counts per value of each facet, under every active filter except the facet's own, so a
 * shopper sees how many products each extra tick would add.
 */
export const CatalogFacets = z.object({
  category: z.array(FacetCount),
  type: z.array(FacetCount),
  size: z.array(FacetCount),
  color: z.array(FacetCount),
  band: z.array(FacetCount),
});
export type CatalogFacets = z.infer<typeof CatalogFacets>;

/** One page of the collection: its cards, how many match, and the count behind every filter. */
export const CatalogPage = z.object({
  products: z.array(ProductCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: CatalogFacets,
  /** A search that found nothing: the catalog's words nearest to its own, when some are near. */
  didYouMean: z.string().optional(),
  /** A search that found nothing: the best sellers, to go on from. */
  bestSellers: z.array(ProductCard).optional(),
});
export type CatalogPage = z.infer<typeof CatalogPage>;

/** A product offered as the shopper types: small enough to send on every pause in typing. */
export const SuggestedProduct = z.object({
  name: z.string(),
  slug: z.string(),
  price: z.number().describe("rupees"),
  /** The product's first image, at its smallest width. */
  image: z.string(),
});
export type SuggestedProductDto = z.infer<typeof SuggestedProduct>;

/** What the search box offers for a few typed letters: the best matching products and categories. */
export const SearchSuggestions = z.object({
  products: z.array(SuggestedProduct),
  categories: z.array(z.object({ name: z.string(), slug: z.string() })),
});
export type SearchSuggestionsDto = z.infer<typeof SearchSuggestions>;

const many = z.union([z.string(), z.array(z.string())]);

/** The collection page's own URL parameters; anything unreadable falls back to its default. */
export const SearchQuery = z.object({
  audience: z.enum(AUDIENCES).optional(),
  category: many.optional(),
  type: many.optional(),
  size: many.optional(),
  color: many.optional().describe("hex, e.g. #000000"),
  band: z.enum(PRICE_BANDS.map((b) => b.id) as [string, ...string[]]).optional(),
  min: z.string().optional().describe("rupees"),
  max: z.string().optional().describe("rupees"),
  q: z.string().optional(),
  sort: z.enum(SORT_KEYS).optional(),
  page: z.string().optional(),
});

export const catalogApi = endpoints({
  "GET /api/product/list": {
    summary: "Every product, as the spec's client lists them.",
    response: ok({ products: z.array(Product) }),
  },
  "GET /api/product/by-slug/{slug}": {
    summary: "One product by its slug.",
    params: z.object({ slug: z.string() }),
    response: ok({ product: Product }),
    errors: [404],
  },
  "GET /api/product/search": {
    summary: "The collection's query: a page of cards, the total and the facet counts.",
    query: SearchQuery,
    response: CatalogPage.extend({ success: z.literal(true) }),
  },
  "GET /api/product/suggest": {
    summary: "What the search box offers for a few typed letters (2 at least): up to 6 products and the matching categories.",
    query: z.object({ q: z.string().optional() }),
    response: ok(SearchSuggestions.shape),
  },
});
