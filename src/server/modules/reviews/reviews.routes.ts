import { Hono } from "hono";
import { rateLimit } from "../../http/rate-limit-middleware";
import type { AppEnv } from "../../http/types";
import { readJson } from "../../http/validate";

/** One visitor may post this many reviews per window; enough for a family, not for a flood. */
export const REVIEW_RATE_RULE = {
  name: "review:ip",
  limit: 10,
  windowSeconds: 600,
  message: "You have posted many reviews in a short time. Please try again in a few minutes.",
};

export function reviewRoutes() {
  return new Hono<AppEnv>().post("/:id/addReview", rateLimit(REVIEW_RATE_RULE), async (c) => {
    const { services } = c.var;
    const body = await readJson(c);
    const newReview = await services.reviews.addReview(c.req.param("id"), body);
    return c.json({ success: true, newReview, message: "Thank you! Your review has been added." }, 201);
  });
}
