import { useEffect, useState } from "react";
import { Link } from "react-router";
import { productHref } from "../../../domain/product-links";
import { RECENT_PURCHASES_COUNT, RECENT_PURCHASES_REFRESH_MS } from "../../../domain/constants";
import { buyerPhrase } from "../../../domain/recent-purchases";
import type { RecentPurchaseDto } from "../../../contracts/storefront";
import { api } from "../../lib/api";
import ui from "../ui.module.css";
import s from "./recent-purchases.module.css";

/**
 * Real orders of the last two days, three at a time, turning every six seconds: "Asha from Pune"
 * when the shopper agreed at checkout, "Someone in Maharashtra" otherwise, and the day, never the
 * time (decision 125). With no recent orders it shows nothing.
 */
export function RecentPurchases({ initial }: { initial: RecentPurchaseDto[] }) {
  const [list, setList] = useState(initial);
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    const timer = setInterval(async () => {
      setOffset((o) => o + RECENT_PURCHASES_COUNT);
      const res = await api("GET /api/product/recent-purchases");
      if (res.ok) setList(res.data.purchases);
      else console.warn("recent purchases not refreshed", res.message);
    }, RECENT_PURCHASES_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  if (list.length === 0) return null;
  const count = Math.min(RECENT_PURCHASES_COUNT, list.length);
  const shown = Array.from({ length: count }, (_, i) => list[(offset + i) % list.length]);
  return (
    <aside className={s.recent} aria-label="Recent purchases" data-testid="recent-purchases">
      <h2 className={s.recentTitle}>
        <span className={s.pulse} aria-hidden="true" /> Recently bought
      </h2>
      <ul role="list">
        {shown.map((p, i) => (
          <li key={`${offset + i}`}>
            <strong>{buyerPhrase(p)}</strong> bought <Link to={productHref(p.slug)}>{p.productName}</Link> <span className={ui.muted}>{p.when}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
