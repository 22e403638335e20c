import { WISHLIST_MAX, WISHLIST_REMOVED, WISHLIST_SAVED, WISHLIST_TOO_MANY } from "../../domain/wishlist";
import { readToken } from "./session-token";
import { getWishlistIds, readLocal, setWishlistIds } from "./wishlist-store";

/**
 * Reads the list for the current session: a guest's from this browser; with a session, the
 * account's, after the guest's has joined it (the code for that loads only then).
 */
export async function loadWishlist(token: string | null): Promise<void> {
  if (!token) return setWishlistIds(readLocal());
  const { syncAccountWishlist } = await import("./wishlist-sync");
  await syncAccountWishlist(token, readLocal());
}

/** Saves or removes a product: in the browser for a guest, on the account otherwise. Resolves the message to show. */
export async function toggleWishlist(productId: string): Promise<{ ok: boolean; message: string; saved: boolean }> {
  const ids = getWishlistIds();
  const saved = !ids.includes(productId);
  if (!readToken()) {
    const next = saved ? [productId, ...ids.filter((i) => i !== productId)] : ids.filter((i) => i !== productId);
    if (next.length > WISHLIST_MAX) return { ok: false, message: WISHLIST_TOO_MANY, saved: false };
    setWishlistIds(next, { local: true });
    return { ok: true, message: saved ? WISHLIST_SAVED : WISHLIST_REMOVED, saved };
  }
  // The account's side loads with its first use; the words stay here, in the shell.
  const { changeAccountWishlist } = await import("./wishlist-sync");
  const done = await changeAccountWishlist(productId, saved);
  if (!done.ok) return { ok: false, message: done.message, saved: !saved };
  return { ok: true, message: saved ? WISHLIST_SAVED : WISHLIST_REMOVED, saved };
}
