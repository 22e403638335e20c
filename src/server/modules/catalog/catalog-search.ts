import { type SQL, sql } from "drizzle-orm";
import { AUDIENCE_SUBCATEGORIES, type CatalogFilters, PRICE_BANDS, priceBand } from "../../../domain/catalog";
import { SUB_CATEGORIES } from "../../../domain/constants";
import { allSizes, canonicalOf, categoryNames } from "../../../domain/vocabulary";
import { paiseToRupees } from "../../../domain/money";
import type { Db } from "../../db/client";
import { PLANNED_PER_RUN } from "../../db/plan-per-run";
import { didYouMean, type SearchTerms } from "../../../domain/search-words";
import { keyedCache } from "../../lib/cache";
import { ratingOf } from "./product.dto";
import { searchMatch, searchScore, termsOf } from "./search-match";
import { createSearchVocabulary, type SearchVocabulary } from "./search-vocabulary";
import type { CatalogFacets, CatalogPage, FacetCount, ProductCardDto } from "../../../contracts/catalog";
import { colorImageMap, defaultImages } from "../../../domain/color-images";

/**
 * The collection query: src/domain/catalog.ts's matchesFilters and sortCatalog written as one
 * SQL statement, so filtering, sorting and paging run in the database. The same CATALOG_CASES
 * run against both (catalog-search.test.ts).
 */

export const SEARCH_PAGE_SIZE = 24;

export type CatalogCard = ProductCardDto;

export type { CatalogFacets, CatalogPage, FacetCount };

/** Filter values as the database keeps its keys (schema.ts: category_key, size_keys, …). */
const keysOf = (values: readonly string[]) => values.map((v) => v.trim().toUpperCase());
const upperList = (values: readonly string[]) =>
  sql`(${sql.join(
    keysOf(values).map((v) => sql`${v}`),
    sql`, `,
  )})`;
const keyArray = (values: readonly string[]) =>
  sql`${`{${keysOf(values)
    .map((v) => JSON.stringify(v))
    .join(",")}}`}::text[]`;

/** The search of these filters without the shop's synonyms: what a caller with no database at hand looks for. */
const plainTermsOf = (f: CatalogFilters) => termsOf(f.search, []);

/** One boolean SQL expression per filter dimension; true when the dimension is not active. */
function conditions(f: CatalogFilters, terms: SearchTerms | null) {
  const TRUE = sql`true`;
  const band = priceBand(f.band);
  return {
    category: f.categories.length ? sql`p.category_key in ${upperList(f.categories)}` : TRUE,
    type: f.types.length ? sql`p.type_key in ${upperList(f.types)}` : TRUE,
    // A product without sizes has nothing to match, so an active size filter excludes it.
    size: f.sizes.length ? sql`p.size_keys && ${keyArray(f.sizes)}` : TRUE,
    color: f.colors.length ? sql`p.color_keys && ${keyArray(f.colors)}` : TRUE,
    band: band
      ? band.max === null
        ? sql`p.price_paise >= ${band.min * 100}`
        : sql`p.price_paise between ${band.min * 100} and ${band.max * 100}`
      : TRUE,
    // Dimensions that are never faceted: they narrow every count. Slider and audience are kept
    // in the facet counts table too; being listed and the search text are products' own.
    kept: sql`p.price_paise between ${f.priceMin * 100} and ${f.priceMax * 100}${
      f.audience ? sql` and p.type_key in ${upperList(AUDIENCE_SUBCATEGORIES[f.audience])}` : sql``
    }`,
    own: terms ? sql`p.active and ${searchMatch(terms)}` : sql`p.active`,
  };
}

/** Every condition a product shown for these filters meets. */
function allConditions(f: CatalogFilters, terms: SearchTerms | null): SQL {
  const c = conditions(f, terms);
  return sql.join([c.own, c.kept, ...FACETS.map((x) => c[x])], sql` and `);
}

const ORDER: Record<CatalogFilters["sort"], SQL> = {
  relevant: sql`p.rank asc nulls last, p.created_at desc, p.id asc`,
  "low-high": sql`p.price_paise asc, p.created_at desc, p.id asc`,
  "high-low": sql`p.price_paise desc, p.created_at desc, p.id asc`,
};

/** A search's results are in the order of how well each matches when the sort is Relevant; a price sort stays a price sort. */
function orderOf(f: CatalogFilters, terms: SearchTerms | null): SQL {
  const order = ORDER[f.sort] ?? ORDER.relevant;
  return terms?.words.length && f.sort === "relevant" ? sql`${searchScore(terms)} desc, ${order}` : order;
}

type Facet = keyof CatalogFacets;
const FACETS: Facet[] = ["category", "type", "size", "color", "band"];

/** The order of each facet's values: the categories and sizes are the vocabulary's in force (decision 221). */
function facetOrder(): Partial<Record<Facet, string[]>> {
  return { category: categoryNames(), type: [...SUB_CATEGORIES], size: allSizes(), band: PRICE_BANDS.map((b) => b.id) };
}

interface Row {
  facet: string;
  value: string;
  n: number | string;
}

/**
 * The rows facets are counted over, each weighing `n` products. Without a search text they come
 * from catalog_facet_counts (decision 160): one row per combination of facet keys and price step,
 * its first paise standing for every price in the step. A step lies wholly inside or outside each
 * band; a price bound that cuts through a step (a moved slider) leaves that step out, and its
 * products are read one by one through the price index. A search text matches names, which no
 * count can know, so then the matching products themselves are the rows.
 */
function facetRowsSql(f: CatalogFilters, terms: SearchTerms | null): SQL {
  const c = conditions(f, terms);
  const columns = sql`p.category_key, p.type_key, p.size_keys, p.color_keys, p.price_paise`;
  if (terms) return sql`select ${columns}, 1 as n from products p where ${c.own}`;
  // Every price bound a count uses: the slider's and the bands' (lower bounds inclusive from,
  // upper bounds inclusive to). Each yields the step it cuts through, if it cuts one; the
  // database folds these to constants, so only the cut steps' products are read.
  const bounds = [
    { paise: f.priceMin * 100, lower: true },
    { paise: f.priceMax * 100, lower: false },
    ...PRICE_BANDS.flatMap((b) => [{ paise: b.min * 100, lower: true }, ...(b.max === null ? [] : [{ paise: b.max * 100, lower: false }])]),
  ];
  const cuts = bounds.map(({ paise, lower }) => {
    const x = sql`${paise}::integer`;
    const from = sql`catalog_price_step_from(${x})`;
    const to = sql`catalog_price_step_to(${x})`;
    return { cuts: lower ? sql`${from} <> ${x}` : sql`${to} <> ${x}`, from, to };
  });
  const inCutStep = (price: SQL) =>
    sql.join(
      cuts.map((s) => sql`(${s.cuts} and ${price} between ${s.from} and ${s.to})`),
      sql` or `,
    );
  return sql`
    select k.category_key, k.type_key, k.size_keys, k.color_keys, k.price_from as price_paise, k.n
      from catalog_facet_counts k where not (${inCutStep(sql`k.price_from`)})
    union all
    select ${columns}, 1 from products p where ${c.own} and (${inCutStep(sql`p.price_paise`)})`;
}

/** The facet counts and total of a filter set. */
export function facetSql(f: CatalogFilters, terms = plainTermsOf(f)): SQL {
  const c = conditions(f, terms);
  // Each condition is evaluated once per row here, then reused as a flag by every facet.
  const allBut = (facet: Facet) =>
    sql.raw(
      FACETS.filter((x) => x !== facet)
        .map((x) => `m_${x}`)
        .join(" and "),
    );
  const counted = (where: SQL) => sql`coalesce(sum(p.n) filter (where ${where}), 0)`;
  // Bands share their end prices (inclusive both ends), so each is its own filtered count.
  const bandCounts = sql.join(
    PRICE_BANDS.map(
      (b, i) =>
        sql`${counted(
          sql`${allBut("band")} and p.price_paise >= ${b.min * 100}${b.max === null ? sql`` : sql` and p.price_paise <= ${b.max * 100}`}`,
        )} as ${sql.raw(`b${i}`)}`,
    ),
    sql`, `,
  );
  const bandRows = sql.join(
    PRICE_BANDS.map((b, i) => sql`('band', ${b.id}::text, ${sql.raw(`c.b${i}`)})`),
    sql`, `,
  );
  return sql`${sql.raw(PLANNED_PER_RUN)}
    with p as materialized (
      select p.category_key, p.type_key, p.size_keys, p.color_keys, p.price_paise, p.n,
        ${c.category} as m_category, ${c.type} as m_type, ${c.size} as m_size, ${c.color} as m_color, ${c.band} as m_band
      from (${facetRowsSql(f, terms)}) p where ${c.kept}
    ),
    c as (
      select ${counted(sql`m_category and m_type and m_size and m_color and m_band`)} as total, ${bandCounts} from p
    )
    select x.facet, x.value, x.n from (
      select case when grouping(p.category_key) = 0 then 'category' else 'type' end as facet,
        coalesce(p.category_key, p.type_key) as value,
        case when grouping(p.category_key) = 0
          then ${counted(allBut("category"))}
          else ${counted(allBut("type"))} end as n
      from p group by grouping sets ((p.category_key), (p.type_key))
      union all
      -- Keys are distinct within a product, so each product counts once per value.
      select 'size', s.v, sum(p.n) from p, unnest(p.size_keys) as s(v) where ${allBut("size")} group by 2
      union all
      select 'color', k.v, sum(p.n) from p, unnest(p.color_keys) as k(v) where ${allBut("color")} group by 2
      union all
      select v.facet, v.value, v.n from c, lateral (values ('total', '', c.total), ${bandRows}) as v(facet, value, n)
    ) x where x.n > 0 or x.facet = 'total'`;
}

/** What a card shows of a product `p`. */
const CARD_COLUMNS = sql`p.id, p.name, p.slug, p.price_paise, p.original_price_paise, p.images, p.image_colors,
           p.category, p.sizes, p.colors, p.rating_sum, p.review_count,
           coalesce((select json_agg(json_build_object('size', v.size, 'color', v.color) order by v.size, v.color)
                     from variants v where v.product_id = p.id and v.stock <= 0), '[]'::json) as sold_out`;

/** How many best sellers a search that found nothing shows. */
const BEST_SELLERS_SHOWN = 4;

/** The page of cards a collection request reads every time, through the indexes of its sort. */
export function cardPageSql(f: CatalogFilters, pageSize = SEARCH_PAGE_SIZE, terms = plainTermsOf(f)): SQL {
  const where = allConditions(f, terms);
  const offset = (f.page - 1) * pageSize;
  return sql`${sql.raw(PLANNED_PER_RUN)}
    select ${CARD_COLUMNS}
    from products p where ${where}
    order by ${orderOf(f, terms)}
    limit ${pageSize} offset ${offset}`;
}

function toFacets(rows: Row[]): { facets: CatalogFacets; total: number } {
  const facets: CatalogFacets = { category: [], type: [], size: [], color: [], band: [] };
  const order = facetOrder();
  // Canonical spelling of each facet value, keyed by its upper-cased form.
  const canonicalBy: Partial<Record<Facet, Map<string, string>>> = {
    category: canonicalOf(order.category ?? []),
    type: canonicalOf(SUB_CATEGORIES),
    size: canonicalOf(order.size ?? []),
  };
  let total = 0;
  for (const r of rows) {
    const n = Number(r.n);
    if (r.facet === "total") {
      total = n;
      continue;
    }
    const facet = r.facet as Facet;
    const canonical = canonicalBy[facet];
    const value = canonical?.get(r.value) ?? r.value;
    const existing = facets[facet].find((x) => x.value === value);
    if (existing) existing.count += n;
    else facets[facet].push({ value, count: n });
  }
  for (const facet of FACETS) {
    const rank = (v: string) => {
      const i = order[facet]?.indexOf(v) ?? -1;
      return i === -1 ? Number.MAX_SAFE_INTEGER : i;
    };
    facets[facet].sort((a, b) => rank(a.value) - rank(b.value) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  }
  return { facets, total };
}

interface CardRow {
  id: string;
  name: string;
  slug: string;
  price_paise: number;
  original_price_paise: number;
  images: string[];
  image_colors: string[];
  category: string;
  sizes: string[];
  colors: string[];
  rating_sum: number;
  review_count: number;
  sold_out: { size: string; color: string }[] | null;
}

const card = (r: CardRow) => ({ images: r.images ?? [], imageColors: r.image_colors ?? [], colors: r.colors ?? [] });

const toCard = (r: CardRow): CatalogCard => ({
  _id: r.id,
  name: r.name,
  slug: r.slug,
  price: paiseToRupees(r.price_paise),
  originalPrice: paiseToRupees(r.original_price_paise),
  image: defaultImages(card(r)).slice(0, 2),
  colorImages: colorImageMap(card(r), 1),
  category: r.category,
  sizes: r.sizes ?? [],
  colors: r.colors ?? [],
  rating: ratingOf(r.rating_sum, r.review_count),
  soldOut: r.sold_out ?? [],
});

/** Counts younger than this are used as they are. */
const FACETS_FRESH_MS = 60_000;
/** Older counts are still shown while fresh ones are counted; past this, a shopper waits. */
const FACETS_STALE_MS = 10 * 60_000;
const FACETS_CACHE_SIZE = 500;

interface Counted {
  facets: CatalogFacets;
  total: number;
}

/** What decides which products match: every filter but the sort and the page. */
const matchKey = (f: CatalogFilters) => [f.categories, f.types, f.sizes, f.colors, f.band, f.priceMin, f.priceMax, f.search.trim(), f.audience ?? ""];

/**
 * A search text's facet counts and total read every product whose name matches (no kept count
 * knows names), so they are kept per filter set: fresh ones are used,
 * stale ones are shown while one background count replaces them, and shoppers asking for the
 * same uncounted filters at once share one count.
 */
function createFacetCache(count: (f: CatalogFilters) => Promise<Counted>) {
  const keyOf = (f: CatalogFilters) => JSON.stringify(matchKey(f));
  const cache = keyedCache<string, Counted, CatalogFilters>({
    ttlMs: FACETS_FRESH_MS,
    staleMs: FACETS_STALE_MS,
    max: FACETS_CACHE_SIZE,
    load: (_key, f) => count(f),
  });
  return {
    get: (f: CatalogFilters): Promise<Counted> => cache.get(keyOf(f), f),
    invalidate: () => cache.invalidate(),
  };
}

/** How long a page read here may show, at most, when another process's change notice is lost. */
const SEARCH_PAGES_TTL_MS = 5_000;
const SEARCH_PAGES_KEPT = 200;

/**
 * The pages of cards and counts shoppers ask for, kept per filter set, sort, page and page size
 * until the catalog changes (decision 192). Every write that changes a card or a count (products,
 * their stock crossing zero, reviews) empties it, on this process at once and on the others by
 * the database's notice; a read overtaken by a change is not kept. Callers share the page: it is
 * never changed in place.
 */
function createSearchPageCache(read: (f: CatalogFilters, pageSize: number) => Promise<CatalogPage>) {
  const keyOf = (f: CatalogFilters, pageSize: number) => JSON.stringify([...matchKey(f), f.sort, f.page, pageSize]);
  const cache = keyedCache<string, CatalogPage, { f: CatalogFilters; pageSize: number }>({
    ttlMs: SEARCH_PAGES_TTL_MS,
    max: SEARCH_PAGES_KEPT,
    load: (_key, { f, pageSize }) => read(f, pageSize),
  });
  return {
    get: (f: CatalogFilters, pageSize: number) => cache.get(keyOf(f, pageSize), { f, pageSize }),
    invalidate: () => cache.invalidate(),
  };
}

export function createCatalogSearch(db: Db, vocabulary: SearchVocabulary = createSearchVocabulary(db)) {
  const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
  const termsFor = async (f: CatalogFilters) => termsOf(f.search, f.search.trim() ? await vocabulary.synonyms() : []);
  const countFacets = async (f: CatalogFilters) => toFacets(rowsOf<Row>(await db.execute(facetSql(f, await termsFor(f)))));
  const facetCache = createFacetCache(countFacets);
  // Without a search text the counts come from catalog_facet_counts, a few hundred rows kept
  // exact by the database: counted whenever a page is read, they are as fresh as its cards.
  const facetsOf = (f: CatalogFilters) => (f.search.trim() ? facetCache.get(f) : countFacets(f));

  /** The ids of every matching product in order; no paging. The case table compares these. */
  async function matchingIds(f: CatalogFilters): Promise<string[]> {
    const terms = await termsFor(f);
    const res = await db.execute(sql`select p.id from products p where ${allConditions(f, terms)} order by ${orderOf(f, terms)}`);
    return rowsOf<{ id: string }>(res).map((r) => r.id);
  }

  /** What a search that found nothing offers instead: the words it may have meant, and the best sellers. */
  async function insteadOfNothing(f: CatalogFilters): Promise<Pick<CatalogPage, "didYouMean" | "bestSellers">> {
    const terms = await termsFor(f);
    const [words, best] = await Promise.all([
      vocabulary.words(),
      db.execute(sql`select ${CARD_COLUMNS} from products p where p.active and p.bestseller
        order by ${ORDER.relevant} limit ${BEST_SELLERS_SHOWN}`),
    ]);
    const suggestion = terms ? didYouMean(terms, words) : null;
    return { ...(suggestion ? { didYouMean: suggestion } : {}), bestSellers: rowsOf<CardRow>(best).map(toCard) };
  }

  async function readPage(f: CatalogFilters, pageSize: number): Promise<CatalogPage> {
    const terms = await termsFor(f);
    const [cards, { facets, total }] = await Promise.all([db.execute(cardPageSql(f, pageSize, terms)), facetsOf(f)]);
    const page = { products: rowsOf<CardRow>(cards).map(toCard), total, page: f.page, pageSize, facets };
    return total === 0 && terms ? { ...page, ...(await insteadOfNothing(f)) } : page;
  }
  const pages = createSearchPageCache(readPage);

  /** One page of cards with the total and facet counts, as read since the catalog last changed. */
  const search = (f: CatalogFilters, pageSize = SEARCH_PAGE_SIZE): Promise<CatalogPage> => pages.get(f, pageSize);

  return {
    search,
    matchingIds,
    /** Call after products, prices, sizes, colours or reviews change: pages and counts are read again on the next search. */
    invalidate() {
      pages.invalidate();
      facetCache.invalidate();
      vocabulary.invalidate();
    },
  };
}

export type CatalogSearch = ReturnType<typeof createCatalogSearch>;
