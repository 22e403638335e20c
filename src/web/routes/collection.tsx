import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/collection";
import { type CatalogFilters, DEFAULT_FILTERS, parseFilters, SORT_KEYS, type SortKey } from "../../domain/catalog";
import * as MESSAGES from "../../domain/messages";
import { activeFilterCount, CollectionFilters, FILTER_FORM_ID, FILTER_SHEET_ID } from "../components/collection-filters";
import { ActiveFilters } from "../components/active-filters";
import { CollectionSearchBar } from "../components/collection-search-bar";
import { Pagination } from "../components/pagination";
import { ProductGrid } from "../components/product-card";
import { audienceOfPath, collectionSearch } from "../lib/collection-url";
import { collectionHeading } from "../lib/collection-heading";
import { pageMeta } from "../lib/seo";
import { recordVisit } from "../lib/visits";
import ui from "../components/ui.module.css";
import s from "./collection.module.css";

// SORT_LABELS of the spec, by name: strings are written where used, an object would ship with every page.
const SORT_LABELS = { relevant: MESSAGES.sortRelevant, "low-high": MESSAGES.sortLowHigh, "high-low": MESSAGES.sortHighLow } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const audience = audienceOfPath(url.pathname);
  const filters = parseFilters(url.searchParams, audience);
  const result = await context.pages.search(filters);
  const path = audience ? `/${audience}` : "/collection";
  const publicUrl = context.config.publicUrl;
  // A fixed picture for link previews: the filtered grid's first card changes with every filter.
  return { ...result, filters, path, publicUrl, meta: pageMeta({ path, publicUrl, image: "/images/demo/banners/banner-1-600.jpg" }) };
}

/** The filters the page is showing or about to show: a pending navigation's URL wins. */
function useShownFilters(audience: CatalogFilters["audience"]) {
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.location && navigation.location.pathname === location.pathname ? navigation.location : null;
  const params = new URLSearchParams((pending ?? location).search);
  return {
    filters: parseFilters(params, audience),
    searchOpen: params.get("search") === "open" || (params.get("q") ?? "").trim() !== "",
    busy: navigation.state === "loading" && pending !== null,
  };
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { products, total, page, pageSize, facets, path, didYouMean, bestSellers } = loaderData;
  const searched = loaderData.filters.search;
  const audience = audienceOfPath(path);
  const shown = useShownFilters(audience);
  const { searchOpen, busy } = shown;
  const location = useLocation();
  // The router updates its pending location in a transition; a ticked box must stay ticked now.
  const [chosen, setChosen] = useState<{ filters: CatalogFilters; from: string } | null>(null);
  const filters = chosen && chosen.from === location.key ? chosen.filters : shown.filters;
  // Once the page has moved (or moved back), the URL speaks again.
  useEffect(() => setChosen(null), [location.key]);
  const navigate = useNavigate();
  useEffect(() => {
    if (path === "/collection") recordVisit("Collection");
  }, [path]);

  const apply = (next: CatalogFilters, replace = false) => {
    setChosen({ filters: next, from: location.key });
    navigate({ pathname: path, search: collectionSearch(next, searchOpen) }, { replace, preventScrollReset: true });
  };
  const href = (next: CatalogFilters, open = searchOpen) => `${path}${collectionSearch(next, open)}`;
  const heading = collectionHeading(filters, audience);
  const sheet = useRef<HTMLDialogElement>(null);
  const activeCount = activeFilterCount(filters);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <div className={ui.container}>
      <nav aria-label="Breadcrumb" className={ui.breadcrumb}>
        <Link to="/">Home</Link> <span aria-hidden="true">/</span> <span aria-current="page">{heading}</span>
      </nav>
      {searchOpen && (
        <CollectionSearchBar
          value={filters.search}
          onSearch={(text) => apply({ ...filters, search: text.trim(), page: 1 }, true)}
          clearHref={href({ ...filters, search: "", page: 1 })}
          closeHref={href({ ...filters, search: "", page: 1 }, false)}
        />
      )}
      <div className={s.collectionLayout}>
        <CollectionFilters
          filters={filters}
          facets={facets}
          audience={audience}
          searchOpen={searchOpen}
          apply={apply}
          clearHref={href({ ...DEFAULT_FILTERS, audience }, searchOpen)}
          total={total}
          sheet={sheet}
        />
        <section className={s.collectionResults} aria-labelledby="collection-heading" aria-busy={busy}>
          <h1 id="collection-heading" className={`${s.sectionTitle} ${ui.sectionTitle}`}>
            {heading}
          </h1>
          <div className={s.toolbar} data-testid="filter-sort-bar">
            {/* Phones: the filters open in a bottom sheet; without scripts the link shows it as its target. */}
            <a
              href={`#${FILTER_SHEET_ID}`}
              role="button"
              aria-haspopup="dialog"
              className={s.filterButton}
              onClick={(e) => {
                e.preventDefault();
                sheet.current?.showModal();
              }}
              onKeyDown={(e) => {
                if (e.key !== " ") return;
                e.preventDefault();
                sheet.current?.showModal();
              }}
            >
              Filter{activeCount > 0 && <span className={s.filterCount}> ({activeCount})</span>}
            </a>
            <label className={s.sort}>
              <span>Sort by</span>
              <select
                name="sort"
                form={FILTER_FORM_ID}
                value={filters.sort}
                onChange={(e) => apply({ ...filters, sort: e.target.value as SortKey, page: 1 })}
              >
                {SORT_KEYS.map((k) => (
                  <option key={k} value={k}>
                    {SORT_LABELS[k]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <ActiveFilters filters={filters} hrefOf={(next) => href(next)} />
          <p className={s.resultCount} role="status" data-testid="result-count">
            {total === 0 ? "No products found" : `Showing ${first}–${last} of ${total} product${total === 1 ? "" : "s"}`}
          </p>
          {products.length > 0 ? (
            <ProductGrid products={products} eager={2} colors={loaderData.filters.colors} />
          ) : (
            <div className={s.emptyResults}>
              <p>
                {total > 0
                  ? "This page is past the last product."
                  : searched
                    ? `No products match “${searched}”.`
                    : "No products match these filters."}
              </p>
              {didYouMean && (
                <p>
                  Did you mean{" "}
                  <Link to={href({ ...loaderData.filters, search: didYouMean, page: 1 })} preventScrollReset>
                    {didYouMean}
                  </Link>
                  ?
                </p>
              )}
              <Link className={ui.btn} to={href({ ...DEFAULT_FILTERS, audience }, false)}>
                Show all products
              </Link>
            </div>
          )}
          {bestSellers && bestSellers.length > 0 && (
            <section aria-labelledby="best-sellers" className={s.bestSellers}>
              <h2 id="best-sellers">Best sellers</h2>
              <ProductGrid products={bestSellers} />
            </section>
          )}
          <Pagination page={page} pageCount={Math.ceil(total / pageSize)} hrefOf={(p) => href({ ...filters, page: p })} />
        </section>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: "Collection | Dhaaga" }];
  const heading = collectionHeading(data.filters, audienceOfPath(data.path));
  return [
    ...data.meta,
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${data.publicUrl}/` },
          { "@type": "ListItem", position: 2, name: heading, item: `${data.publicUrl}${data.path}` },
        ],
      },
    },
  ];
};
