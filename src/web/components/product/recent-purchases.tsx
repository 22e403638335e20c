import { useEffect, useState } from "react";
import { Link } from "react-router";
import { productHref } from "../../../domain/catalog";
import {
  RECENT_PURCHASE_AGO_MAX_MS,
  RECENT_PURCHASE_AGO_MIN_MS,
  RECENT_PURCHASES_COUNT,
  RECENT_PURCHASES_REFRESH_MS,
} from "../../../domain/constants";
import type { RecentPurchaseDto } from "../../../contracts/storefront";
import { api } from "../../lib/api";
import ui from "../ui.module.css";
import s from "./recent-purchases.module.css";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;

/** 1 minute to 2 days, as the spec's panel reads. */
export function timeAgo(at: string, now: number): string {
  const ms = Math.min(RECENT_PURCHASE_AGO_MAX_MS, Math.max(RECENT_PURCHASE_AGO_MIN_MS, now - Date.parse(at)));
  if (ms < HOUR) return plural(Math.floor(ms / MINUTE), "minute");
  if (ms < DAY) return plural(Math.floor(ms / HOUR), "hour");
  return plural(Math.floor(ms / DAY), "day");
}

/**
 * Real orders of the last two days, three at a time, turning every six seconds. Names are first
 * names and places are cities: the server never sends more. With no recent orders it shows nothing.
 */
export function RecentPurchases({ initial }: { initial: RecentPurchaseDto[] }) {
  const [list, setList] = useState(initial);
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(async () => {
      setNow(Date.now());
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
          <li key={`${p.at}-${i}`}>
            <strong>{p.firstName}</strong> from {p.city} bought <Link to={productHref(p.slug)}>{p.productName}</Link>{" "}
            <span className={ui.muted} suppressHydrationWarning>
              {timeAgo(p.at, now)}
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
