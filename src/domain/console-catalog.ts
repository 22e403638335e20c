/** The merchant console's catalog vocabulary, shared by its contracts, its server and its pages. */
export const PRODUCT_STATUSES = ["draft", "published", "archived"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const STOCK_STATES = ["in", "low", "out"] as const;
/** The stock filter: a state, or `short` for every product that is low or sold out (what the dashboard counts). */
export const STOCK_FILTERS = [...STOCK_STATES, "short"] as const;
export const PRODUCT_SORTS = ["newest", "oldest", "name", "price-asc", "price-desc", "stock-asc"] as const;
export const PRODUCT_PAGE_SIZE = 25;
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
/**
 * What a merchant edits of a product, in the order the product CSV lists them: the console's
 * product form, the products API (ProductInput) and the CSV's columns are made from this list.
 */
export const PRODUCT_FIELDS = [
  "sku",
  "name",
  "slug",
  "status",
  "category",
  "subCategory",
  "price",
  "originalPrice",
  "sizes",
  "colors",
  "bestseller",
  "returnable",
  "hsn",
  "description",
  "metaTitle",
  "metaDescription",
  "keywords",
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
