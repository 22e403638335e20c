import { useEffect, useState } from "react";
import type { CardProduct } from "../../lib/product-types";
import { api } from "../../lib/api";
import { readRecentlyViewed, recordViewed } from "../../lib/recently-viewed";
import { ProductGrid } from "../product-card";
import ui from "../ui.module.css";

/** The other products this browser viewed, newest first; the list lives in the browser alone. */
export function RecentlyViewed({ productId }: { productId: string }) {
  const [cards, setCards] = useState<CardProduct[]>([]);
  useEffect(() => {
    const earlier = readRecentlyViewed().filter((i) => i !== productId);
    recordViewed(productId);
    if (earlier.length === 0) return setCards([]);
    let live = true;
    void api("POST /api/wishlist/cards", { body: { productIds: earlier } }).then((res) => {
      if (live && res.ok) setCards(res.data.items.slice(0, 4));
    });
    return () => {
      live = false;
    };
  }, [productId]);
  if (cards.length === 0) return null;
  return (
    <section className={ui.homeSection} aria-labelledby="recently-viewed-title" data-testid="recently-viewed">
      <h2 id="recently-viewed-title" className={ui.sectionTitle}>
        Recently viewed
      </h2>
      <ProductGrid products={cards} />
    </section>
  );
}
