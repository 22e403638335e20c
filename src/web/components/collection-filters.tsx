import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { AUDIENCE_SUBCATEGORIES, type Audience, type CatalogFilters, PRICE_BANDS, type PriceBandId, parseFilters } from "../../domain/catalog";
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, SUB_CATEGORIES } from "../../domain/constants";
import { allSizes, categoryNames } from "../../domain/vocabulary";
import { formatINR, rupeesToPaise } from "../../domain/money";
import { colorName } from "../../domain/palette";
import { useBreakpointValue } from "../lib/use-media";
import type { CatalogFacets, FacetCount } from "../../contracts/catalog";
import s from "./collection-filters.module.css";
import ui from "./ui.module.css";

export const TYPE_LABELS: Record<string, string> = { M: "Men", F: "Women", K: "Kids", B: "Unisex" };
export const BAND_LABELS: Record<PriceBandId, string> = {
  "399-799": "₹399 – ₹799",
  "799-1099": "₹799 – ₹1,099",
  "1099-1499": "₹1,099 – ₹1,499",
  "1499-above": "₹1,499 and above",
};

export const FILTER_FORM_ID = "collection-filters";
/** The filters' box: a column beside the grid on wide screens, a bottom sheet on phones. */
export const FILTER_SHEET_ID = "filters";
const SLIDER_DELAY_MS = 350;

interface Props {
  filters: CatalogFilters;
  facets: CatalogFacets;
  audience?: Audience;
  searchOpen: boolean;
  /** Applies new filters at once (history entry unless replace). */
  apply(next: CatalogFilters, replace?: boolean): void;
  clearHref: string;
  /** Products the current filters find: the sheet's "Show N products". */
  total: number;
  sheet: React.RefObject<HTMLDialogElement | null>;
}

const LAYOUT = [
  { minWidth: 0, value: false },
  { minWidth: 768, value: true },
] as const;

const countOf = (list: FacetCount[], value: string) => list.find((f) => f.value.toUpperCase() === value.toUpperCase())?.count ?? 0;
const toggle = <T extends string>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/**
 * A GET form: without JavaScript the Apply button submits it; with JavaScript each change
 * navigates at once. Inputs are controlled by the URL's filters, so Back and shared links show
 * the right ticks.
 */
export function CollectionFilters({ filters, facets, audience, searchOpen, apply, clearHref, total, sheet }: Props) {
  // Beside the grid the box is a region; on phones, a dialog (a bottom sheet).
  const wide = useBreakpointValue(LAYOUT);
  const [price, setPrice] = useState({ min: filters.priceMin, max: filters.priceMax });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setPrice({ min: filters.priceMin, max: filters.priceMax }), [filters.priceMin, filters.priceMax]);
  // The history entry shown now, and the one the slider last created, once its navigation lands.
  const { key } = useLocation();
  const entry = useRef(key);
  const sliderEntry = useRef<string | null>(null);
  const sliding = useRef(false);
  useEffect(() => {
    entry.current = key;
    if (sliding.current) sliderEntry.current = key;
    sliding.current = false;
  }, [key]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const types = audience ? AUDIENCE_SUBCATEGORIES[audience] : [...SUB_CATEGORIES];
  const sizes = allSizes().filter((s) => countOf(facets.size, s) > 0 || filters.sizes.includes(s));
  // A colour may have more than one code (a former one products kept); a shopper picks the name, which selects each.
  const colorGroups = new Map<string, string[]>();
  for (const hex of new Set([...facets.color.map((c) => c.value), ...filters.colors])) {
    const name = colorName(hex);
    colorGroups.set(name, [...(colorGroups.get(name) ?? []), hex]);
  }

  function slide(which: "min" | "max", value: number) {
    const next = { ...price, [which]: value };
    if (next.min > next.max) {
      if (which === "min") next.max = next.min;
      else next.min = next.max;
    }
    setPrice(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // The first move of a drag is a step Back can undo; later moves replace it, so a drag is one
      // history entry and never overwrites the filter chosen before it.
      const replace = sliderEntry.current === entry.current;
      sliding.current = true;
      apply({ ...filters, priceMin: next.min, priceMax: next.max, page: 1 }, replace);
    }, SLIDER_DELAY_MS);
  }
  const change = (next: Partial<CatalogFilters>) => apply({ ...filters, ...next, page: 1 });

  return (
    <dialog
      id={FILTER_SHEET_ID}
      ref={sheet}
      className={s.filters}
      role={wide ? "region" : undefined}
      aria-labelledby="filters-title"
      data-testid="filters"
    >
      <div className={s.sheetHead}>
        <h2 id="filters-title" className={s.sheetTitle}>
          Filters
        </h2>
        {/* biome-ignore lint/a11y/useValidAnchor: without scripts a link leaves the sheet (the link's target); with them it closes the dialog */}
        <a
          href="#collection-heading"
          className={s.sheetClose}
          onClick={(e) => {
            e.preventDefault();
            sheet.current?.close();
          }}
        >
          <span aria-hidden="true">×</span>
          <span className="sr-only">Close filters</span>
        </a>
      </div>
      <form
        id={FILTER_FORM_ID}
        method="get"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          apply(parseFilters(new URLSearchParams(data as unknown as Record<string, string>), audience));
        }}
      >
        {searchOpen && <input type="hidden" name="search" value="open" />}
        <fieldset>
          <legend>Category</legend>
          {categoryNames().map((c) => (
            <label key={c} className={ui.check}>
              <input
                type="checkbox"
                name="category"
                value={c}
                checked={filters.categories.includes(c)}
                onChange={() => change({ categories: toggle(filters.categories, c) })}
              />
              <span>{c}</span> <span className={s.facetCount}>({countOf(facets.category, c)})</span>
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Type</legend>
          {types.map((t) => (
            <label key={t} className={ui.check}>
              <input
                type="checkbox"
                name="type"
                value={t}
                checked={filters.types.includes(t)}
                onChange={() => change({ types: toggle(filters.types, t) })}
              />
              <span>{TYPE_LABELS[t]}</span> <span className={s.facetCount}>({countOf(facets.type, t)})</span>
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Size</legend>
          <div className={s.sizeOptions}>
            {sizes.map((s) => (
              <label key={s} className={ui.chip}>
                <input
                  type="checkbox"
                  name="size"
                  value={s}
                  checked={filters.sizes.includes(s)}
                  onChange={() => change({ sizes: toggle(filters.sizes, s) })}
                />
                <span>{s}</span>
                <span className="sr-only"> ({countOf(facets.size, s)} products)</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>Colour</legend>
          {[...colorGroups].map(([name, hexes]) => {
            const checked = hexes.every((h) => filters.colors.includes(h));
            const count = hexes.reduce((n, h) => n + countOf(facets.color, h), 0);
            return (
              <label key={name} className={ui.check}>
                <input
                  type="checkbox"
                  name="color"
                  value={hexes.join(",")}
                  checked={checked}
                  onChange={() =>
                    change({ colors: checked ? filters.colors.filter((c) => !hexes.includes(c)) : [...new Set([...filters.colors, ...hexes])] })
                  }
                />
                {hexes.map((h) => (
                  <span key={h} className={ui.swatch} style={{ background: h }} aria-hidden="true" />
                ))}
                <span>{name}</span> <span className={s.facetCount}>({count})</span>
              </label>
            );
          })}
        </fieldset>
        <fieldset>
          <legend>Price</legend>
          <label className={ui.check}>
            <input type="radio" name="band" value="all" checked={filters.band === "all"} onChange={() => change({ band: "all" })} />
            <span>All prices</span>
          </label>
          {PRICE_BANDS.map((b) => (
            <label key={b.id} className={ui.check}>
              <input type="radio" name="band" value={b.id} checked={filters.band === b.id} onChange={() => change({ band: b.id })} />
              <span>{BAND_LABELS[b.id]}</span> <span className={s.facetCount}>({countOf(facets.band, b.id)})</span>
            </label>
          ))}
          <div className={s.priceSlider}>
            <label>
              <span>Min price: {formatINR(rupeesToPaise(price.min))}</span>
              <input
                type="range"
                name="min"
                min={PRICE_SLIDER_MIN}
                max={PRICE_SLIDER_MAX}
                step={1}
                value={price.min}
                onChange={(e) => slide("min", Number(e.target.value))}
              />
            </label>
            <label>
              <span>Max price: {formatINR(rupeesToPaise(price.max))}</span>
              <input
                type="range"
                name="max"
                min={PRICE_SLIDER_MIN}
                max={PRICE_SLIDER_MAX}
                step={1}
                value={price.max}
                onChange={(e) => slide("max", Number(e.target.value))}
              />
            </label>
          </div>
        </fieldset>
        <div className={s.filtersActions}>
          <button type="submit" className={`${s.btn} ${ui.btn}`}>
            Apply filters
          </button>
          <Link className={`${s.btn} ${ui.btn} ${ui.btnOutline}`} to={clearHref}>
            Clear all
          </Link>
        </div>
      </form>
      <div className={s.sheetFoot}>
        {/* biome-ignore lint/a11y/useValidAnchor: without scripts a link to the results leaves the sheet; with them it closes the dialog */}
        <a
          href="#collection-heading"
          className={`${ui.btn} ${s.showResults}`}
          onClick={(e) => {
            e.preventDefault();
            sheet.current?.close();
          }}
        >
          Show {total} product{total === 1 ? "" : "s"}
        </a>
      </div>
    </dialog>
  );
}

/** How many filters are on, shown on the phone's Filter button. */
export function activeFilterCount(filters: CatalogFilters): number {
  return (
    filters.categories.length +
    filters.types.length +
    filters.sizes.length +
    filters.colors.length +
    (filters.band === "all" ? 0 : 1) +
    (filters.priceMin !== PRICE_SLIDER_MIN || filters.priceMax !== PRICE_SLIDER_MAX ? 1 : 0)
  );
}
