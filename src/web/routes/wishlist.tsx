import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/wishlist";
import { WISHLIST_EMPTY, WISHLIST_TITLE } from "../../domain/wishlist";
import * as MESSAGES from "../../domain/messages";
import { isAllSoldOut } from "../../domain/sold-out";
import { ProductGrid } from "../components/product-card";
import { api } from "../lib/api";
import { loaderMeta } from "../lib/loader-meta";
import type { CardProduct } from "../lib/product-types";
import { pageMeta } from "../lib/seo";
import { useWishlistIds, useWishlistLoaded } from "../lib/wishlist-store";
import ui from "../components/ui.module.css";
import s from "./wishlist.module.css";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: pageMeta({ path: "/wishlist", publicUrl: context.config.publicUrl, title: "Wishlist | Dhaaga", noindex: true }) };
}

/**
 * The saved products with their prices and stock as they are now, each with quick add; the heart
 * takes one off. A guest's list is read from this browser, an account's from the server.
 */
export default function WishlistPage() {
  const ids = useWishlistIds();
  const loaded = useWishlistLoaded();
  const [cards, setCards] = useState<CardProduct[] | null>(null);
  const key = ids.join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids are read through their key
  useEffect(() => {
    if (!loaded) return;
    if (ids.length === 0) return setCards([]);
    let live = true;
    void api("POST /api/wishlist/cards", { body: { productIds: [...ids] } }).then((res) => {
      if (live && res.ok) setCards(res.data.items);
    });
    return () => {
      live = false;
    };
  }, [key, loaded]);

  const shown = cards?.filter((c) => ids.includes(c._id)) ?? null;
  return (
    <div className={`${ui.container} ${s.page}`}>
      <h1 className={ui.sectionTitle}>{WISHLIST_TITLE}</h1>
      {shown === null ? (
        <p role="status">{MESSAGES.loading}</p>
      ) : shown.length === 0 ? (
        <div className={s.empty}>
          <p>{WISHLIST_EMPTY}</p>
          <Link to="/collection" className={ui.btn}>
            Continue shopping
          </Link>
        </div>
      ) : (
        <>
          <p className={ui.muted} role="status">
            {shown.length} saved · {shown.filter((c) => isAllSoldOut(c)).length} sold out
          </p>
          <ProductGrid products={shown} />
        </>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
