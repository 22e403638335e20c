// The home page's carousels, per screen width (spec §9): apart from constants.ts, whose numbers
// every page's scripts carry, so that only the home page carries these lists.

/** Offer carousel slides per view; the last entry whose minWidth fits the viewport wins. */
export const OFFER_SLIDES_PER_VIEW = [
  { minWidth: 0, slidesPerView: 1, spaceBetween: 0 },
  { minWidth: 640, slidesPerView: 1.5, spaceBetween: 10 },
  { minWidth: 768, slidesPerView: 3, spaceBetween: 0 },
  { minWidth: 1024, slidesPerView: 4, spaceBetween: 0 },
] as const;
/** Testimonials per page; the last entry whose minWidth fits the viewport wins. */
export const TESTIMONIALS_PER_PAGE = [
  { minWidth: 0, perPage: 1 },
  { minWidth: 768, perPage: 2 },
  { minWidth: 1024, perPage: 3 },
] as const;
