import type { ProductCardDto } from "./product.dto";
import { type SQL, sql } from "drizzle-orm";
import { AUDIENCE_SUBCATEGORIES, type CatalogFilters, PRICE_BANDS, priceBand } from "../../../domain/catalog";
import { ADULT_SIZES, CATEGORIES, KID_SIZES, SUB_CATEGORIES } from "../../../domain/constants";
import { paiseToRupees } from "../../../domain/money";
import type { Db } from "../../db/client";

/**
 * The collection query: src/domain/catalog.ts's matchesFilters and sortCatalog written as one
 * SQL statement, so filtering, sorting and paging run in the database. The same CATALOG_CASES
 * run against both (catalog-search.test.ts).
 */

export const SEARCH_PAGE_SIZE = 24;

export type CatalogCard = ProductCardDto;

export interface FacetCount {
  value: string;
  count: number;
}

/**
 * Counts per value of each facet, under every active filter except the facet's own, so a
 * shopper sees how many products each extra tick would add.
 */
export interface CatalogFacets {
  category: FacetCount[];
  type: FacetCount[];
  size: FacetCount[];
  color: FacetCount[];
  band: FacetCount[];
}

export interface CatalogPage {
  products: CatalogCard[];
  total: number;
  page: number;
  pageSize: number;
  facets: CatalogFacets;
}

/** LIKE treats % and _ as wildcards and \ as the escape; the search text means them literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const upperList = (values: readonly string[]) => sql`(${sql.join(
  values.map((v) => sql`${v.trim().toUpperCase()}`),
  sql`, `,
)})`;

/** One boolean SQL expression per filter dimension; true when the dimension is not active. */
function conditions(f: CatalogFilters) {
  const TRUE = sql`true`;
  const band = priceBand(f.band);
  const search = f.search.trim();
  return {
    category: f.categories.length ? sql`upper(p.category) in ${upperList(f.categories)}` : TRUE,
    type: f.types.length ? sql`upper(trim(p.sub_category)) in ${upperList(f.types)}` : TRUE,
    // A product without sizes has nothing to match, so an active size filter excludes it.
    size: f.sizes.length ? sql`exists (select 1 from unnest(p.sizes) s where upper(trim(s)) in ${upperList(f.sizes)})` : TRUE,
    color: f.colors.length ? sql`exists (select 1 from unnest(p.colors) c where upper(trim(c)) in ${upperList(f.colors)})` : TRUE,
    band: band
      ? band.max === null
        ? sql`p.price_paise >= ${band.min * 100}`
        : sql`p.price_paise between ${band.min * 100} and ${band.max * 100}`
      : TRUE,
    // Dimensions that are never faceted: they narrow every count.
    fixed: sql.join(
      [
        sql`p.active`,
        sql`p.price_paise between ${f.priceMin * 100} and ${f.priceMax * 100}`,
        f.audience ? sql`upper(trim(p.sub_category)) in ${upperList(AUDIENCE_SUBCATEGORIES[f.audience])}` : TRUE,
        search ? sql`p.name ilike ${`%${escapeLike(search)}%`} escape '\\'` : TRUE,
      ],
      sql` and `,
    ),
  };
}

const ORDER: Record<CatalogFilters["sort"], SQL> = {
  relevant: sql`p.rank asc nulls last, p.created_at desc, p.id asc`,
  "low-high": sql`p.price_paise asc, p.created_at desc, p.id asc`,
  "high-low": sql`p.price_paise desc, p.created_at desc, p.id asc`,
};

type Facet = keyof CatalogFacets;
const FACETS: Facet[] = ["category", "type", "size", "color", "band"];

/** Canonical spelling of each facet value, keyed by its upper-cased form. */
const CANONICAL: Partial<Record<Facet, Map<string, string>>> = {
  category: new Map(CATEGORIES.map((c) => [c.toUpperCase(), c])),
  type: new Map(SUB_CATEGORIES.map((t) => [t.toUpperCase(), t])),
  size: new Map([...ADULT_SIZES, ...KID_SIZES].map((s) => [s.toUpperCase(), s])),
};
const FACET_ORDER: Partial<Record<Facet, string[]>> = {
  category: [...CATEGORIES],
  type: [...SUB_CATEGORIES],
  size: [...ADULT_SIZES, ...KID_SIZES],
  band: PRICE_BANDS.map((b) => b.id),
};

interface Row {
  facet: string;
  value: string;
  n: number | string;
}

function facetSql(f: CatalogFilters): SQL {
  const c = conditions(f);
  // Each condition is evaluated once per row here, then reused as a flag by every facet.
  const allBut = (facet: Facet) => sql.raw(FACETS.filter((x) => x !== facet).map((x) => `m_${x}`).join(" and "));
  const bands = sql.join(
    PRICE_BANDS.map((b) => sql`(${b.id}::text, ${b.min * 100}::int, ${b.max === null ? null : b.max * 100}::int)`),
    sql`, `,
  );
  return sql`
    with p as materialized (
      select p.id, p.category, p.sub_category, p.sizes, p.colors, p.price_paise,
        ${c.category} as m_category, ${c.type} as m_type, ${c.size} as m_size, ${c.color} as m_color, ${c.band} as m_band
      from products p where ${c.fixed}
    )
    select 'category' as facet, upper(p.category) as value, count(*) as n from p where ${allBut("category")} group by 2
    union all
    select 'type', upper(trim(p.sub_category)), count(*) from p where ${allBut("type")} group by 2
    union all
    select 'size', v, count(distinct p.id) from p, unnest(p.sizes) as s(raw), lateral (select upper(trim(s.raw)) as v) u where ${allBut("size")} group by 2
    union all
    select 'color', v, count(distinct p.id) from p, unnest(p.colors) as k(raw), lateral (select upper(trim(k.raw)) as v) u where ${allBut("color")} group by 2
    union all
    select 'band', b.id, count(*) from p join (values ${bands}) as b(id, lo, hi)
      on p.price_paise >= b.lo and (b.hi is null or p.price_paise <= b.hi)
      where ${allBut("band")} group by 2
    union all
    select 'total', '', count(*) from p where m_category and m_type and m_size and m_color and m_band`;
}

function toFacets(rows: Row[]): { facets: CatalogFacets; total: number } {
  const facets: CatalogFacets = { category: [], type: [], size: [], color: [], band: [] };
  let total = 0;
  for (const r of rows) {
    const n = Number(r.n);
    if (r.facet === "total") {
      total = n;
      continue;
    }
    const facet = r.facet as Facet;
    const canonical = CANONICAL[facet];
    const value = canonical?.get(r.value) ?? r.value;
    const existing = facets[facet].find((x) => x.value === value);
    if (existing) existing.count += n;
    else facets[facet].push({ value, count: n });
  }
  for (const facet of FACETS) {
    const order = FACET_ORDER[facet];
    const rank = (v: string) => {
      const i = order?.indexOf(v) ?? -1;
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
  category: string;
  sizes: string[];
  colors: string[];
}

const toCard = (r: CardRow): CatalogCard => ({
  _id: r.id,
  name: r.name,
  slug: r.slug,
  price: paiseToRupees(r.price_paise),
  originalPrice: paiseToRupees(r.original_price_paise),
  image: (r.images ?? []).slice(0, 2),
  category: r.category,
  sizes: r.sizes ?? [],
  colors: r.colors ?? [],
});

export function createCatalogSearch(db: Db) {
  const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

  /** The ids of every matching product in order; no paging. The case table compares these. */
  async function matchingIds(f: CatalogFilters): Promise<string[]> {
    const c = conditions(f);
    const where = sql.join([c.fixed, ...FACETS.map((x) => c[x])], sql` and `);
    const res = await db.execute(sql`select p.id from products p where ${where} order by ${ORDER[f.sort] ?? ORDER.relevant}`);
    return rowsOf<{ id: string }>(res).map((r) => r.id);
  }

  /** One page of cards with the total and facet counts. */
  async function search(f: CatalogFilters, pageSize = SEARCH_PAGE_SIZE): Promise<CatalogPage> {
    const c = conditions(f);
    const where = sql.join([c.fixed, ...FACETS.map((x) => c[x])], sql` and `);
    const offset = (f.page - 1) * pageSize;
    const [cards, facetRows] = await Promise.all([
      db.execute(sql`
        select p.id, p.name, p.slug, p.price_paise, p.original_price_paise, p.images[1:2] as images,
               p.category, p.sizes, p.colors
        from products p where ${where}
        order by ${ORDER[f.sort] ?? ORDER.relevant}
        limit ${pageSize} offset ${offset}`),
      db.execute(facetSql(f)),
    ]);
    const { facets, total } = toFacets(rowsOf<Row>(facetRows));
    return { products: rowsOf<CardRow>(cards).map(toCard), total, page: f.page, pageSize, facets };
  }

  return { search, matchingIds };
}

export type CatalogSearch = ReturnType<typeof createCatalogSearch>;
