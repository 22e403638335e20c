import { Link } from "react-router";
import type { CatalogFilters } from "../../domain/catalog";
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN } from "../../domain/constants";
import { formatINR, rupeesToPaise } from "../../domain/money";
import { colorName } from "../../domain/palette";
import { BAND_LABELS, TYPE_LABELS } from "./collection-filters";
import s from "./active-filters.module.css";

interface Chip {
  key: string;
  label: string;
  without: Partial<CatalogFilters>;
}

export const inr = (rupees: number) => formatINR(rupeesToPaise(rupees));

/** One chip per filter on: what it is, and the filters without it. Colours sharing a name are one chip, as in the filter box. */
export function activeFilterChips(f: CatalogFilters): Chip[] {
  const chips: Chip[] = [];
  for (const c of f.categories) chips.push({ key: `category ${c}`, label: c, without: { categories: f.categories.filter((x) => x !== c) } });
  for (const t of f.types) chips.push({ key: `type ${t}`, label: TYPE_LABELS[t] ?? t, without: { types: f.types.filter((x) => x !== t) } });
  for (const z of f.sizes) chips.push({ key: `size ${z}`, label: `Size ${z}`, without: { sizes: f.sizes.filter((x) => x !== z) } });
  const byName = new Map<string, string[]>();
  for (const hex of f.colors) byName.set(colorName(hex), [...(byName.get(colorName(hex)) ?? []), hex]);
  for (const [name, hexes] of byName)
    chips.push({ key: `color ${name}`, label: name, without: { colors: f.colors.filter((x) => !hexes.includes(x)) } });
  if (f.band !== "all") chips.push({ key: "band", label: BAND_LABELS[f.band], without: { band: "all" } });
  if (f.priceMin !== PRICE_SLIDER_MIN || f.priceMax !== PRICE_SLIDER_MAX) {
    chips.push({
      key: "price",
      label: `${inr(f.priceMin)} – ${inr(f.priceMax)}`,
      without: { priceMin: PRICE_SLIDER_MIN, priceMax: PRICE_SLIDER_MAX },
    });
  }
  return chips;
}

/** The filters on, as chips above the grid: each one is a link to the page without that filter (it works before the scripts too). */
export function ActiveFilters({ filters, hrefOf }: { filters: CatalogFilters; hrefOf(next: CatalogFilters): string }) {
  const chips = activeFilterChips(filters);
  if (chips.length === 0) return null;
  return (
    <ul className={s.chips} aria-label="Active filters" data-testid="active-filters">
      {chips.map((c) => (
        <li key={c.key}>
          <Link className={s.chip} to={hrefOf({ ...filters, ...c.without, page: 1 })} aria-label={`Remove filter: ${c.label}`} preventScrollReset>
            {c.label}
            <span aria-hidden="true" className={s.x}>
              ×
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
