import { useState } from "react";
import { wishlistHeartLabel } from "../../domain/wishlist";
import { toggleWishlist } from "../lib/wishlist";
import { useWishlistIds } from "../lib/wishlist-store";
import { useToast } from "../lib/toasts";
import { HeartIcon } from "./icons";
import s from "./wishlist-heart.module.css";

/**
 * The wishlist's heart: a toggle button (aria-pressed) whose name says the product. The server's
 * page draws every heart empty; the saved ones fill once this browser's list is read.
 */
export function WishlistHeart({ productId, name, onCard = false }: { productId: string; name: string; onCard?: boolean }) {
  const saved = useWishlistIds().includes(productId);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={onCard ? `${s.heart} ${s.onCard}` : s.heart}
      aria-pressed={saved}
      aria-label={wishlistHeartLabel(name)}
      aria-disabled={busy || undefined}
      data-testid="wishlist-heart"
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        const done = await toggleWishlist(productId);
        setBusy(false);
        toast.show(done.message, done.ok ? "success" : "error");
      }}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}
