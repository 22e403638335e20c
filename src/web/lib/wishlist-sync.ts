import { api } from "./api";
import { readToken } from "./session-token";
import { setWishlistIds, WISHLIST_STORAGE_KEY } from "./wishlist-store";

/**
 * The account's side of the wishlist, loaded with the first session: at login the guest's list
 * joins the account's (nothing saved before is lost), and from then on the server holds it.
 */
export async function syncAccountWishlist(token: string, guest: string[]): Promise<void> {
  if (guest.length > 0) {
    const merged = await api("POST /api/wishlist/merge", { body: { productIds: guest } });
    if (readToken() !== token) return;
    if (merged.ok) {
      localStorage.removeItem(WISHLIST_STORAGE_KEY);
      return setWishlistIds(merged.data.productIds);
    }
  }
  const res = await api("GET /api/wishlist");
  if (readToken() !== token) return;
  if (res.ok) setWishlistIds(res.data.productIds);
}

/** Saves or removes on the account; a refusal answers the store's own message. */
export async function changeAccountWishlist(productId: string, save: boolean): Promise<{ ok: true } | { ok: false; message: string }> {
  const res = save ? await api("POST /api/wishlist/add", { body: { productId } }) : await api("POST /api/wishlist/remove", { body: { productId } });
  if (!res.ok) return { ok: false, message: res.message };
  setWishlistIds(res.data.productIds);
  return { ok: true };
}
