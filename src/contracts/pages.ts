import type { ShopPolicy } from "../domain/shop-policy";
import type { Vocabulary } from "../domain/vocabulary";
import type { CatalogFilters } from "../domain/catalog";
import type { CatalogPage, ProductCardDto, ProductDto } from "./catalog";
import type { RecentPurchaseDto } from "./storefront";

/** The part of the configuration a browser may see: no secrets, only what switches UI on. */
export interface PublicConfig {
  publicUrl: string;
  whatsappNumber: string;
  googleSignIn: boolean;
  razorpayKeyId: string | null;
  razorpayCheckoutUrl?: string | null;
  stripe: boolean;
  /** The seller, as product pages declare it. */
  seller: { legalName: string; address: string; carePhone: string; careEmail: string };
  /** The delivery fee, cash on delivery and the return window, as checkout applies them. */
  policy: ShopPolicy;
  /** The logged-out banner's words, made from the policy by the server (`bannerText`). */
  banner: string;
  /** The catalog's colours, size sets and categories in force (decision 221). */
  vocabulary: Vocabulary;
}

/** The home page's headline words, as the merchant wrote them. */
export interface HeroCopyDto {
  eyebrow: string;
  title: string;
  body: string;
}

export interface OfferSlideDto {
  image: string;
  alt: string;
  productId: string;
  slug: string;
}

export interface TestimonialDto {
  name: string;
  city: string;
  quote: string;
  rating: number;
  portrait: string;
}

export interface HomeSections {
  hero: HeroCopyDto | null;
  testimonials: TestimonialDto[];
  hoodies: ProductCardDto[];
  sweatshirts: ProductCardDto[];
  showcase: ProductCardDto[];
  offers: OfferSlideDto[];
}

export interface CartTestimonial {
  name: string;
  city: string;
  quote: string;
  rating: number;
  image: string;
}

/** What the cart page shows around the cart itself: suggested products and a few testimonials. */
export interface CartPageExtras {
  related: ProductCardDto[];
  testimonials: CartTestimonial[];
}

/** What server rendering reads: the data behind the storefront's pages, and nothing personal. */
export interface PageData {
  homeSections(): Promise<HomeSections>;
  productBySlug(slug: string): Promise<ProductDto | null>;
  relatedProducts(productId: string, category: string): Promise<ProductCardDto[]>;
  recentPurchases(): Promise<RecentPurchaseDto[]>;
  search(filters: CatalogFilters): Promise<CatalogPage>;
  cartPageExtras(): Promise<CartPageExtras>;
}

/** What the Node server hands every loader: page data, the browser-safe configuration, the request's id. */
export interface PageContext {
  pages: PageData;
  config: PublicConfig;
  /** Whether /dev/mailbox is a page on this store. */
  devMailbox: boolean;
  requestId: string;
  /**
   * The store's own JSON API, answered in this process for the same visitor: how a form posted
   * before the page's scripts ran (a route `action`) does what the browser would have done.
   */
  callApi(path: string, init: RequestInit): Promise<Response>;
  /**
   * Logs a failure the page could only show as its error page (a loader's, or a part's after the
   * page began): one of the store's log lines, with the request's id, a failed query's values masked.
   */
  reportError(error: unknown): void;
  /** Where the server entry leaves the page it rendered as text, for the server to read without decoding the body. */
  document: RenderedDocument;
}

/** The page the server entry rendered: the response it answered with, and that response's text in the pieces React wrote. */
export interface RenderedDocument {
  page?: { response: Response; pieces: readonly string[] };
}
