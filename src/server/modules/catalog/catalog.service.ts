import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { REVIEWS_FIRST, REVIEWS_IN_LIST } from "../../../domain/constants";
import { normalizeSlug } from "../../../domain/catalog";
import type { Db } from "../../db/client";
import { products, reviews, variants } from "../../db/schema";
import { type CachedBody, compressBody } from "../../page-cache/cached-body";
import { keyedCache, valueCache } from "../../lib/cache";
import { groupBy } from "../../lib/group-by";
import { type ProductDto, toProductDto } from "./product.dto";

/** How long another process's catalog change may take to show here, behind a load balancer. */
const LIST_TTL_MS = 5_000;
/** Product pages' products kept at once; a slug asked for again is read again. */
const PRODUCTS_KEPT = 200;

export function createCatalogService(db: Db) {
  /**
   * Each product with its newest `reviewsEach` visible reviews: the list carries a few, one product
   * the page's first batch; the rest are paged by GET /api/product/{id}/reviews. Count and average
   * come from the product's running totals, over every visible review.
   */
  async function withDetails(rows: (typeof products.$inferSelect)[], reviewsEach: number): Promise<ProductDto[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const newest = db
      .select({
        id: reviews.id,
        n: sql<number>`row_number() over (partition by ${reviews.productId} order by ${reviews.createdAt} desc, ${reviews.id})`.as("n"),
      })
      .from(reviews)
      .where(and(inArray(reviews.productId, ids), isNull(reviews.hiddenAt)))
      .as("newest");
    const [reviewRows, soldOutRows] = await Promise.all([
      db
        .select({ review: reviews })
        .from(reviews)
        .innerJoin(newest, eq(newest.id, reviews.id))
        .where(lte(newest.n, reviewsEach))
        .orderBy(desc(reviews.createdAt), asc(reviews.id))
        .then((r) => r.map((x) => x.review)),
      db
        .select()
        .from(variants)
        .where(and(inArray(variants.productId, ids), lte(variants.stock, 0))),
    ]);
    const reviewsBy = groupBy(reviewRows, (r) => r.productId);
    const soldOutBy = groupBy(soldOutRows, (v) => v.productId);
    return rows.map((p) => toProductDto(p, reviewsBy.get(p.id) ?? [], soldOutBy.get(p.id) ?? []));
  }

  /** Every active product, newest first, as the spec's list call returns them. */
  async function listProducts(): Promise<ProductDto[]> {
    const rows = await db.select().from(products).where(eq(products.active, true)).orderBy(desc(products.createdAt), desc(products.id));
    return withDetails(rows, REVIEWS_IN_LIST);
  }

  const listBody = valueCache<CachedBody>({
    ttlMs: LIST_TTL_MS,
    load: async () => compressBody(JSON.stringify({ success: true, products: await listProducts() }), "application/json; charset=utf-8"),
  });

  async function readBySlug(slug: string): Promise<{ product: ProductDto | null }> {
    const rows = await db
      .select()
      .from(products)
      // A published product whose drop is still to come has its page, saying when (decision 270).
      .where(and(eq(products.slug, slug), or(eq(products.active, true), and(eq(products.status, "published"), isNotNull(products.goesLiveAt)))))
      .limit(1);
    const [product] = await withDetails(rows, REVIEWS_FIRST);
    return { product: product ?? null };
  }
  // A product page's product, as read since the catalog last changed (decision 192): whatever it
  // shows (the product, its sold-out sizes, its reviews) announces its changes.
  const bySlug = keyedCache<string, { product: ProductDto | null }>({ ttlMs: LIST_TTL_MS, max: PRODUCTS_KEPT, load: readBySlug });

  return {
    listProducts,

    /** The list response, serialised and compressed once per catalog change. */
    productListBody: () => listBody.get(),
    /** The list response while it is fresh, without reading the catalog: undefined when it must be read. */
    peekProductListBody: () => listBody.peek(),

    /** Call after any write to products, variants or reviews: the list and products are read again when next asked for. */
    invalidate() {
      listBody.invalidate();
      bySlug.invalidate();
    },

    /** An active product (or one whose drop is to come) by its slug, shared by every caller: never changed in place. */
    async productBySlug(slug: string): Promise<ProductDto | null> {
      return (await bySlug.get(normalizeSlug(slug))).product;
    },

    async productById(id: string): Promise<ProductDto | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const rows = await db.select().from(products).where(eq(products.id, id)).limit(1);
      const [dto] = await withDetails(rows, REVIEWS_FIRST);
      return dto ?? null;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
