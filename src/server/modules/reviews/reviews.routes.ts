import { Hono } from "hono";
import { tokenOf } from "../../http/auth";
import { rateLimit } from "../../http/rate-limit-middleware";
import type { AppEnv } from "../../http/types";
import { parseWith, readJson } from "../../http/validate";
import { ReviewPageQuery } from "../../../contracts/reviews";
import { clientAddressKey } from "../../http/address-block";

/** One visitor may post this many reviews per window; enough for a family, not for a flood. */
export const REVIEW_RATE_RULE = {
  name: "review:ip",
  limit: 10,
  windowSeconds: 600,
  message: "You have posted many reviews in a short time. Please try again in a few minutes.",
};

/**
 * Reviews of one product from one address (an IPv6 /64) in a day: a shopper reviews a product once
 * or twice, so one address cannot fill a product's page (or the cached list) with its text.
 */
export const REVIEW_PRODUCT_RULE = {
  name: "review:product-address",
  limit: 3,
  windowSeconds: 24 * 60 * 60,
  message: "You have already reviewed this product several times today. Please try again tomorrow.",
};

export function reviewRoutes() {
  return new Hono<AppEnv>()
    .get("/:id/reviews", async (c) => {
      const { offset, limit } = parseWith(ReviewPageQuery, c.req.query());
      return c.json({ success: true, ...(await c.var.services.reviews.page(c.req.param("id"), offset, limit)) });
    })
    .post("/:id/addReview", rateLimit(REVIEW_RATE_RULE), async (c) => {
      const { services } = c.var;
      const body = await readJson(c);
      // A signed-in shopper's review is theirs: its name is erased if they delete their account.
      const author = await services.sessions.user(tokenOf(c));
      // Counted on the product's id as stored: the address's own casing of it would open a new count.
      const newReview = await services.reviews.addReview(
        c.req.param("id"),
        body,
        (productId) => services.rateLimiter.check(REVIEW_PRODUCT_RULE, `${productId}|${clientAddressKey(c)}`),
        author?.id,
      );
      return c.json({ success: true, newReview, message: "Thank you! Your review has been added." }, 201);
    });
}
