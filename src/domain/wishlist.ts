/** The most products one wishlist keeps (a guest's list sent at login is bounded the same). */
export const WISHLIST_MAX = 100;

// The wishlist's words (decision 261). They sit here, not in messages.ts, because the heart on every
// card is in the shell: each is its own constant, so the shell's chunk carries only those it uses.
export const WISHLIST_TITLE = "Wishlist";
export const WISHLIST_EMPTY = "Your wishlist is empty. Tap the heart on a product to keep it here.";
export const WISHLIST_SAVED = "Saved to your wishlist.";
export const WISHLIST_REMOVED = "Removed from your wishlist.";
export const WISHLIST_TOO_MANY = "Your wishlist can hold at most 100 products.";
export const WISHLIST_PRODUCT_UNAVAILABLE = "This product is no longer available.";
export const WISHLIST_MOVED_TO_WISHLIST = "Moved to your wishlist.";
export const WISHLIST_MOVED_TO_CART = "Moved to your cart.";
/** The heart's accessible name: it says which product it saves. */
export const wishlistHeartLabel = (name: string) => `Save ${name} to wishlist`;
