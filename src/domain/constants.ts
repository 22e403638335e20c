// The numbers of spec §9 (and the few counts of §2 they depend on), named once.

// Home
export const HERO_AUTO_ADVANCE_MS = 7000;
export const MOBILE_BREAKPOINT_PX = 768;
export const HERO_SLIDES = 5;
export const FESTIVE_OVERLAY_MS = 10_000;
export const HOME_STRIP_COUNT = 4;
export const SHOWCASE_COUNT = 8;
export const SHOWCASE_CATEGORY = "Oversized T-Shirts";
export const OFFER_AUTOPLAY_MS = 3000;
export const OFFER_SLIDE_COUNT = 8;
// The carousels' steps per screen width are in home-carousels.ts.
export const TESTIMONIAL_COUNT = 12;

// Toasts
export const TOAST_MS_SHOP = 3000;
export const TOAST_MS_PRODUCT = 3000;
export const TOAST_MS_COPY = 2000;
export const TOAST_MS_ACCOUNT = 5000;

// Account
export const OTP_RESEND_MS = 30_000;

// Cart and checkout
export const CART_QTY_MIN = 1;
export const CART_QTY_MAX = 10;
export const CARD_VISIBLE_DIGITS = 4;

// Product page
export const REVIEWS_FIRST = 10;
export const REVIEWS_MORE = 5;
/** The product list carries a product's newest reviews only (with count and average over all). */
export const REVIEWS_IN_LIST = 3;
/** The most reviews one request to the review pages answers. */
export const REVIEWS_PAGE_MAX = 20;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
export const ZOOM_STEP_BUTTON = 0.2;
export const ZOOM_STEP_WHEEL = 0.1;
export const ZOOM_HOVER_MIN = 1.5;
export const RELATED_COUNT = 5;
export const RECENT_PURCHASES_REFRESH_MS = 6000;
export const RECENT_PURCHASES_COUNT = 3;
export const RECENT_PURCHASE_AGO_MIN_MS = 60_000;
export const RECENT_PURCHASE_AGO_MAX_MS = 2 * 24 * 60 * 60_000;

// Images
export const CARD_IMAGE_WIDTHS = [150, 300, 600] as const;
export const IMAGE_WIDTHS = [150, 300, 600, 1200] as const;
/** width / height */
export const IMAGE_ASPECT = 4 / 5;

// Toys
export const CHAT_FUZZY_THRESHOLD = 0.4;
export const SCRATCH_SIZE = 256;
export const SCRATCH_REVEAL_RATIO = 0.7;

// Catalog
export const PRICE_SLIDER_MIN = 0;
export const PRICE_SLIDER_MAX = 2999;
export const CATEGORIES = ["Oversized T-Shirts", "Hoodies", "Sweatshirts"] as const;
export type Category = (typeof CATEGORIES)[number];
export const ADULT_SIZES = ["S", "M", "L", "XL", "XXL"] as const;
export const KID_SIZES = ["2-4 yr", "4-6 yr", "6-8 yr", "8-12 yr"] as const;
export type AdultSize = (typeof ADULT_SIZES)[number];
export type KidSize = (typeof KID_SIZES)[number];
export type Size = AdultSize | KidSize;
/** M men, F women, K kids, B both men and women. */
export const SUB_CATEGORIES = ["M", "F", "K", "B"] as const;
export type SubCategory = (typeof SUB_CATEGORIES)[number];

// Policies (static page figures)
export const CANCEL_FULL_REFUND_MINUTES = 60;
export const MIN_CUSTOMER_AGE = 13;

// Customer queries
export const QUERY_MAX_CHARS = 2000;
/** A shopper who sends the same text again this soon after its team mail failed is retrying: the stored query is reused. */
export const QUERY_RETRY_REUSE_MINUTES = 10;
