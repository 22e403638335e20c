import { z } from "zod";

export const REVIEW_PAGE_SIZE = 30;

export const ReviewListQuery = z.object({
  q: z.string().trim().max(100, "Search is at most 100 characters.").optional().default(""),
  state: z.enum(["all", "visible", "hidden"], { error: "state must be all, visible or hidden." }).optional().default("all").or(z.literal("").transform(() => "all" as const)),
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

export const ReviewListAnswer = z.object({ success: z.literal(true), reviews: z.array(ReviewRow), total: z.number(), page: z.number(), pages: z.number() });
export type ReviewListAnswer = z.infer<typeof ReviewListAnswer>;
