import { useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/cart";
import { cartLines } from "../../domain/cart";
import * as MESSAGES from "../../domain/messages";
import { CartLines } from "../components/cart-lines";
import { CartTotalsBox } from "../components/cart-totals";
import { ProductGrid } from "../components/product-card";
import { ResponsiveImage } from "../components/responsive-image";
import { api } from "../lib/api";
import { type SummaryLine, useCartSummary } from "../lib/cart-summary";
import { COUPON_STORAGE_KEY } from "../lib/order-api";
import { loaderMeta } from "../lib/loader-meta";
import { pageMeta } from "../lib/seo";
import { useRecordVisit } from "../lib/visits";
import { useShop } from "../lib/shop";
import { SavedForLater } from "../components/saved-for-later";
import { readMovedLines, writeMovedLines } from "../lib/moved-lines";
import { toggleWishlist } from "../lib/wishlist";
import { useWishlistIds } from "../lib/wishlist-store";
import { useToast } from "../lib/toasts";
import { WISHLIST_MOVED_TO_WISHLIST } from "../../domain/wishlist";
import s from "./cart.module.css";
import ui from "../components/ui.module.css";

export async function loader({ context }: Route.LoaderArgs) {
  return {
    ...(await context.pages.cartPageExtras()),
    meta: pageMeta({ path: "/cart", publicUrl: context.config.publicUrl, noindex: true }),
  };
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { token, cart, cartReady, updateQuantity } = useShop();
  // One place per kind of shopper: a guest's code is kept in this browser (and moves into the
  // account at login), a logged-in shopper's only with the account's cart on the server. Nothing
  // shows it before the cart is read, so reading storage during hydration cannot change the
  // server's HTML.
  const [guestCoupon, setGuestCoupon] = useState<string | null>(() =>
    typeof window === "undefined" ? null : localStorage.getItem(COUPON_STORAGE_KEY),
  );
  const { summary, error, refresh, fetchSummary } = useCartSummary(guestCoupon);
  const [busy, setBusy] = useState(false);
  const saved = useWishlistIds();
  const [moves, setMoves] = useState(0);
  const toast = useToast();

  useRecordVisit("Cart");

  async function changeQuantity(line: SummaryLine, quantity: number) {
    setBusy(true);
    await updateQuantity(line.productId, line.size, line.color, quantity);
    setBusy(false);
  }

  // Into the wishlist and out of the cart; the size and colour are kept in this browser to move it back.
  async function moveToWishlist(line: SummaryLine) {
    setBusy(true);
    const before = readMovedLines();
    writeMovedLines({ ...before, [line.productId]: { size: line.size, color: line.color } });
    const kept = saved.includes(line.productId) || (await toggleWishlist(line.productId)).ok;
    if (!kept) writeMovedLines(before);
    else {
      await updateQuantity(line.productId, line.size, line.color, 0);
      toast.show(WISHLIST_MOVED_TO_WISHLIST);
      setMoves((n) => n + 1);
    }
    setBusy(false);
  }

  // The guest's code; the server re-checks it against the cart every time it prices it.
  function rememberGuestCoupon(code: string | null) {
    if (code) localStorage.setItem(COUPON_STORAGE_KEY, code);
    else localStorage.removeItem(COUPON_STORAGE_KEY);
  }

  async function applyCoupon(code: string): Promise<boolean> {
    if (!token) {
      const priced = await fetchSummary(code);
      const applied = Boolean(priced.coupon?.applied);
      setGuestCoupon(applied ? code : null);
      rememberGuestCoupon(applied ? code : null);
      return applied;
    }
    const res = await api("POST /api/cart/coupon", { body: { code } });
    refresh();
    return res.ok;
  }

  async function removeCoupon() {
    if (!token) {
      rememberGuestCoupon(null);
      return setGuestCoupon(null);
    }
    await api("POST /api/cart/coupon", { body: { code: "" } });
    refresh();
  }

  const empty = cartReady && cartLines(cart).length === 0;
  return (
    <div className={`${ui.container} ${s.cartPage}`}>
      <h1 className={ui.sectionTitle}>Your Cart</h1>
      {empty ? (
        <div className={s.cartEmpty}>
          <p>Your cart is empty.</p>
          <Link to="/collection" className={ui.btn}>
            Continue shopping
          </Link>
        </div>
      ) : !summary ? (
        <p className={s.cartLoading} role="status">
          {error ?? MESSAGES.loading}
        </p>
      ) : (
        <div className={s.cartLayout}>
          <section aria-label="Items in your cart">
            <CartLines lines={summary.lines} busy={busy} onQuantity={changeQuantity} onMoveToWishlist={moveToWishlist} />
          </section>
          <CartTotalsBox summary={summary} onApply={applyCoupon} onRemoveCoupon={removeCoupon} />
        </div>
      )}

      <SavedForLater moves={moves} />
      <section aria-labelledby="related-title">
        <h2 id="related-title" className={ui.sectionTitle}>
          You May Also Like
        </h2>
        {/* On a phone the first related cards are in view under an empty cart: the page's largest paint. */}
        <ProductGrid products={loaderData.related} eager={2} />
      </section>

      {loaderData.testimonials.length > 0 && (
        <section aria-labelledby="testimonials-title">
          <h2 id="testimonials-title" className={ui.sectionTitle}>
            What Our Customers Say
          </h2>
          <ul className={s.cartTestimonials} role="list">
            {loaderData.testimonials.map((t) => (
              <li key={t.name}>
                <figure>
                  <ResponsiveImage src={t.image} alt="" width={48} height={48} widths={[96, 192]} sizes="48px" className={s.testimonialAvatar} />
                  <blockquote>{t.quote}</blockquote>
                  <figcaption>
                    <strong>{t.name}</strong>, {t.city} ·{" "}
                    <span role="img" aria-label={`Rated ${t.rating} out of 5`}>
                      {"★".repeat(t.rating)}
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
