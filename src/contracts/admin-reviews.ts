import * as z from "zod";
import { Done, endpoints } from "./endpoint";

export const REVIEW_PAGE_SIZE = 30;

export const ReviewListQuery = z.object({
  q: z.string().trim().max(100, "Search is at most 100 characters.").optional().default(""),
  state: z
    .enum(["all", "visible", "hidden"], { error: "state must be all, visible or hidden." })
    .optional()
    .default("all")
    .or(z.literal("").transform(() => "all" as const)),
  page: z.coerce.number().int("page must be a whole number from 1.").min(1, "page must be a whole number from 1.").default(1),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

export const ReviewRow = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  userName: z.string(),
  rating: z.number(),
  comment: z.string(),
  date: z.string(),
  hidden: z.boolean(),
});
export type ReviewRow = z.infer<typeof ReviewRow>;

export const ReviewListAnswer = z.object({
  success: z.literal(true),
  reviews: z.array(ReviewRow),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type ReviewListAnswer = z.infer<typeof ReviewListAnswer>;

export const ReviewIdParam = z.object({ id: z.uuid("No review with this id.") });

/** Review moderation: a hidden or deleted review leaves the shop at once. */
export const adminReviewsApi = endpoints({
  "GET /api/admin/reviews": {
    summary: "Reviews, newest first, searched and filtered by visibility, a page at a time.",
    auth: "console",
    query: ReviewListQuery,
    response: ReviewListAnswer,
    errors: [400, 401, 403],
  },
  "POST /api/admin/reviews/{id}/hide": {
    summary: "Hides a visible review from the shop.",
    auth: "console",
    params: ReviewIdParam,
    response: Done,
    errors: [400, 401, 403, 404, 409],
  },
  "POST /api/admin/reviews/{id}/unhide": {
    summary: "Shows a hidden review again.",
    auth: "console",
    params: ReviewIdParam,
    response: Done,
    errors: [400, 401, 403, 404, 409],
  },
  "DELETE /api/admin/reviews/{id}": {
    summary: "Deletes a review for good.",
    auth: "console",
    params: ReviewIdParam,
    response: Done,
    errors: [400, 401, 403, 404],
  },
});
