import { z } from "zod";
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from "../domain/constants";
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

export const reviewsApi = endpoints({
  "POST /api/product/{id}/addReview": {
    summary: "Adds a review to a product; anyone may write one.",
    params: z.object({ id: z.string() }),
    body: ReviewBody,
    status: 201,
    response: ok({ newReview: Review, message: z.string() }),
    errors: [400, 404, 429],
  },
});
