import { type SQL, sql } from "drizzle-orm";
import type { ProductListAnswer, ProductListQuery, ProductRow } from "../../../contracts/admin-products";
import { AUDIENCE_SUBCATEGORIES } from "../../../domain/catalog";
import { PRODUCT_PAGE_SIZE, type ProductStatus } from "../../../domain/console-catalog";
import { paiseToRupees } from "../../../domain/money";
import type { Db } from "../../db/client";
import { containing } from "../../db/search-text";
import { lowStockThreshold } from "./low-stock-threshold";

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** One page of the catalog (or, with `all`, every match) with stock totals; the stock state uses the low-stock threshold. */
export async function productList(db: Db, q: ProductListQuery, opts: { all?: boolean } = {}): Promise<ProductListAnswer> {
  const threshold = await lowStockThreshold(db);
  const where: SQL[] = [sql`true`];
  if (q.q) {
    const like = containing(q.q);
    where.push(sql`(p.name ilike ${like} or p.sku ilike ${like} or p.slug ilike ${like})`);
  }
  if (q.category) where.push(sql`p.category = ${q.category}`);
  if (q.audience)
    where.push(
      sql`upper(btrim(p.sub_category)) in (${sql.join(
        AUDIENCE_SUBCATEGORIES[q.audience].map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (q.status) where.push(sql`p.status = ${q.status}`);
  const state = sql`case when s.total = 0 then 'out' when s.lowest <= ${threshold} then 'low' else 'in' end`;
  const stateFilter = q.stock === "short" ? sql`where ${state} <> 'in'` : q.stock ? sql`where ${state} = ${q.stock}` : sql``;
  const order = {
    newest: sql`created_at desc, id desc`,
    oldest: sql`created_at asc, id asc`,
    name: sql`lower(name) asc, id asc`,
    "price-asc": sql`price_paise asc, id asc`,
    "price-desc": sql`price_paise desc, id asc`,
    "stock-asc": sql`total asc, id asc`,
  }[q.sort];
  const res = await db.execute(sql`
      with s as (
        select p.id, p.name, p.slug, p.sku, p.category, p.sub_category, p.price_paise, p.status, p.images[1] as image, p.created_at,
          coalesce(sum(v.stock), 0)::int as total,
          -- A size × colour without a row has none in stock.
          case when count(v.stock) < cardinality(p.sizes) * cardinality(p.colors) then 0 else coalesce(min(v.stock), 0) end::int as lowest
        from products p
        left join variants v on v.product_id = p.id and v.size = any(p.sizes) and upper(v.color) = any(select upper(c) from unnest(p.colors) c)
        where ${sql.join(where, sql` and `)}
        group by p.id
      )
      select s.*, ${state} as state, count(*) over ()::int as n from s ${stateFilter}
      order by ${order}
      limit ${opts.all ? null : PRODUCT_PAGE_SIZE} offset ${opts.all ? 0 : (q.page - 1) * PRODUCT_PAGE_SIZE}`);
  const rows = rowsOf<{
    id: string;
    name: string;
    slug: string;
    sku: string;
    category: string;
    sub_category: string;
    price_paise: number;
    status: ProductStatus;
    image: string | null;
    total: number;
    state: ProductRow["stockState"];
    n: number;
  }>(res);
  const total = rows[0] ? Number(rows[0].n) : 0;
  return {
    success: true,
    products: rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      sku: r.sku,
      category: r.category,
      subCategory: r.sub_category,
      price: paiseToRupees(Number(r.price_paise)),
      status: r.status,
      stock: Number(r.total),
      stockState: r.state,
      image: r.image,
    })),
    total,
    page: q.page,
    pages: Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE)),
    lowStockThreshold: threshold,
  };
}
