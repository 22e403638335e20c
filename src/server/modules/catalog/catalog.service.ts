import { and, asc, desc, eq, inArray, isNull, lte } from "drizzle-orm";
import { normalizeSlug } from "../../../domain/catalog";
import type { Db } from "../../db/client";
import { products, reviews, variants } from "../../db/schema";
import { type CachedBody, compressBody } from "../../http/cached-body";
import { valueCache } from "../../lib/cache";
import { groupBy } from "../../lib/group-by";
import { type ProductDto, toProductDto } from "./product.dto";

/** How long another process's catalog change may take to show here, behind a load balancer. */
const LIST_TTL_MS = 5_000;

export function createCatalogService(db: Db) {
  async function withDetails(rows: (typeof products.$inferSelect)[]): Promise<ProductDto[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [reviewRows, soldOutRows] = await Promise.all([
      db
        .select()
        .from(reviews)
        .where(and(inArray(reviews.productId, ids), isNull(reviews.hiddenAt)))
        .orderBy(desc(reviews.createdAt), asc(reviews.id)),
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
    return withDetails(rows);
  }

  const listBody = valueCache<CachedBody>({
    ttlMs: LIST_TTL_MS,
    load: async () => compressBody(JSON.stringify({ success: true, products: await listProducts() }), "application/json; charset=utf-8"),
  });

  return {
    listProducts,

    /** The list response, serialised and compressed once per catalog change. */
    productListBody: () => listBody.get(),

    /** Call after any write to products, variants or reviews: the list is read again on its next request. */
    invalidate() {
      listBody.invalidate();
    },

    async productBySlug(slug: string): Promise<ProductDto | null> {
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.slug, normalizeSlug(slug)), eq(products.active, true)))
        .limit(1);
      const [dto] = await withDetails(rows);
      return dto ?? null;
    },

    async productById(id: string): Promise<ProductDto | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const rows = await db.select().from(products).where(eq(products.id, id)).limit(1);
      const [dto] = await withDetails(rows);
      return dto ?? null;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
