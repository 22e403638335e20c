import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { ReviewDto } from "../../../contracts/catalog";
import { ReviewBody } from "../../../contracts/reviews";
import { MESSAGES } from "../../../domain/messages";
import type { Db } from "../../db/client";
import { products, reviews } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import type { CatalogService } from "../catalog/catalog.service";
import { toReviewDto } from "../catalog/product.dto";
import { parseWith } from "../../http/validate";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createReviewService(db: Db, catalog: CatalogService) {
  return {
    /** Visible reviews, newest first, `limit` from `offset`; an unknown or inactive product is 404. */
    async page(productId: string, offset: number, limit: number) {
      if (!UUID.test(productId)) throw notFound("Product not found.", "id");
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.active, true)))
        .limit(1);
      if (!product) throw notFound("Product not found.", "id");
      const visible = and(eq(reviews.productId, productId), isNull(reviews.hiddenAt));
      const [rows, [total]] = await Promise.all([
        db.select().from(reviews).where(visible).orderBy(desc(reviews.createdAt), asc(reviews.id)).offset(offset).limit(limit),
        db.select({ n: count() }).from(reviews).where(visible),
      ]);
      const n = Number(total?.n ?? 0);
      return { reviews: rows.map(toReviewDto), total: n, offset, hasMore: offset + rows.length < n };
    },

    /**
     * Stores a review and moves the product's running totals in the same transaction, so the
     * average shown on a card never disagrees with the reviews listed on the page. `admit` runs
     * once the product and the review are known good, with the product's id as the database
     * spells it (one product has one id however the address cases it), before anything is written.
     */
    async addReview(requestedId: string, body: unknown, admit?: (productId: string) => Promise<void>, userId?: string): Promise<ReviewDto> {
      if (!UUID.test(requestedId)) throw notFound("Product not found.", "id");
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, requestedId)).limit(1);
      if (!product) throw notFound("Product not found.", "id");
      const productId = product.id;
      // The spec's own sentence for a bad name or rating, word for word; the field is named beside it.
      const input = parseWith(ReviewBody, body ?? {}, "rule");
      await admit?.(productId);
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(reviews)
          .values({ productId, userName: input.userName, userId: userId ?? null, rating: input.rating, comment: input.comment })
          .returning();
        await tx
          .update(products)
          .set({ reviewCount: sql`${products.reviewCount} + 1`, ratingSum: sql`${products.ratingSum} + ${input.rating}` })
          .where(eq(products.id, productId));
        return inserted;
      });
      if (!row) throw badRequest(MESSAGES.reviewFailed);
      catalog.invalidate();
      return toReviewDto(row);
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
