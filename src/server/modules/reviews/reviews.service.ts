import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import type { Db } from "../../db/client";
import { products, reviews } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import type { CatalogService } from "../catalog/catalog.service";
import { type ReviewDto, toReviewDto } from "../catalog/product.dto";

export const REVIEW_NAME_MAX = 60;
export const REVIEW_COMMENT_MAX = 1000;

const invalid = { error: MESSAGES.reviewInvalid };

/** The spec's review body. Types are strict: a rating of "5" or 4.5 is refused, not coerced. */
export const reviewInput = z.object({
  userName: z.string(invalid).trim().min(1, invalid).max(REVIEW_NAME_MAX, `Please keep the name under ${REVIEW_NAME_MAX} characters.`),
  rating: z.number(invalid).int(invalid).min(REVIEW_RATING_MIN, invalid).max(REVIEW_RATING_MAX, invalid),
  comment: z
    .string("The comment must be text.")
    .trim()
    .max(REVIEW_COMMENT_MAX, `Please keep the review under ${REVIEW_COMMENT_MAX} characters.`)
    .nullish()
    .transform((c) => c || MESSAGES.reviewNoComment),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createReviewService(db: Db, catalog: CatalogService) {
  return {
    /**
     * Stores a review and moves the product's running totals in the same transaction, so the
     * average shown on a card never disagrees with the reviews listed on the page.
     */
    async addReview(productId: string, body: unknown): Promise<ReviewDto> {
      if (!UUID.test(productId)) throw notFound("Product not found.");
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
      if (!product) throw notFound("Product not found.");
      const parsed = reviewInput.safeParse(body ?? {});
      if (!parsed.success) {
        // The spec's own sentence for a bad name or rating, word for word; the field is named beside it.
        const issue = parsed.error.issues[0];
        throw badRequest(issue?.message ?? MESSAGES.reviewInvalid, issue?.path.join(".") || undefined);
      }
      const input = parsed.data;
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(reviews)
          .values({ productId, userName: input.userName, rating: input.rating, comment: input.comment })
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
