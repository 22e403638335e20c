import * as z from "zod";
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEWS_MORE, REVIEWS_PAGE_MAX } from "../domain/constants";
import { MESSAGES } from "../domain/messages";
import { Review } from "./catalog";
import { endpoints, ok } from "./endpoint";

export const REVIEW_NAME_MAX = 60;
export const REVIEW_COMMENT_MAX = 1000;

const invalid = { error: MESSAGES.reviewInvalid };

/** The spec's review body. Types are strict: a rating of "5" or 4.5 is refused, not coerced. */
export const ReviewBody = z.object({
  userName: z.string(invalid).trim().min(1, invalid).max(REVIEW_NAME_MAX, `Please keep the name under ${REVIEW_NAME_MAX} characters.`),
  rating: z.number(invalid).int(invalid).min(REVIEW_RATING_MIN, invalid).max(REVIEW_RATING_MAX, invalid),
  comment: z
    .string("The comment must be text.")
    .trim()
    .max(REVIEW_COMMENT_MAX, `Please keep the review under ${REVIEW_COMMENT_MAX} characters.`)
    .nullish()
    .transform((c) => c || MESSAGES.reviewNoComment),
});
export type ReviewBody = z.input<typeof ReviewBody>;

/** A page of a product's visible reviews, newest first. */
export const ReviewPageQuery = z.object({
  offset: z.coerce
    .number("offset must be a whole number.")
    .int("offset must be a whole number.")
    .min(0, "offset must be 0 or more.")
    .max(1_000_000)
    .default(0),
  limit: z.coerce
    .number("limit must be a whole number.")
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(REVIEWS_PAGE_MAX, `limit must be at most ${REVIEWS_PAGE_MAX}.`)
    .default(REVIEWS_MORE),
});

export const reviewsApi = endpoints({
  "GET /api/product/{id}/reviews": {
    summary: "A page of a product's visible reviews, newest first, with their total count.",
    params: z.object({ id: z.string() }),
    query: ReviewPageQuery,
    response: ok({ reviews: z.array(Review), total: z.number().int(), offset: z.number().int(), hasMore: z.boolean() }),
    errors: [400, 404],
  },
  "POST /api/product/{id}/addReview": {
    summary:
      "Adds a review to a product; anyone may write one. A signed-in shopper's review is kept as theirs: deleting the account erases its name.",
    auth: "optional",
    params: z.object({ id: z.string() }),
    body: ReviewBody,
    status: 201,
    response: ok({ newReview: Review, message: z.string() }),
    errors: [400, 404, 429],
  },
});
