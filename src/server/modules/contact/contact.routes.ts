import { Hono } from "hono";
import { MESSAGES } from "../../../domain/messages";
import { requireUser, tokenOf } from "../../http/auth";
import { unauthorized } from "../../http/errors";
import { byUser, rateLimit } from "../../http/rate-limit-middleware";
import type { AppEnv } from "../../http/types";
import { jsonBody } from "../../http/validate";
import { NewsletterBody, PartnerBody, QueryBody } from "../../../contracts/contact";

export const QUERY_LIMIT = { name: "query:user", limit: 5, windowSeconds: 3600, message: MESSAGES.queryTooMany };
export const PARTNER_LIMIT = { name: "partner:ip", limit: 5, windowSeconds: 3600, message: MESSAGES.partnerTooMany };

export const NEWSLETTER_LIMIT = { name: "newsletter:ip", limit: 10, windowSeconds: 600, message: MESSAGES.newsletterTooMany };

/** POST /api/query: a logged-in shopper's question, mailed to the team with a confirmation back. */
export function queryRoutes() {
  return new Hono<AppEnv>().post(
    "/",
    async (c, next) => {
      if (!tokenOf(c)) throw unauthorized(MESSAGES.queryLogin);
      await next();
    },
    requireUser,
    rateLimit(QUERY_LIMIT, { by: byUser, validBody: QueryBody }),
    async (c) => {
      const { query } = await jsonBody(c, QueryBody);
      const user = c.var.user;
      const outcome = await c.var.services.contact.submitQuery({ id: user.id, email: user.email }, query);
      return c.json({ success: outcome.ok, message: outcome.message }, outcome.ok ? 200 : 502);
    },
  );
}

/** POST /api/partner: the partner / print-on-demand / bulk-order form's Email route. */
export function partnerRoutes() {
  return new Hono<AppEnv>().post("/", rateLimit(PARTNER_LIMIT, { validBody: PartnerBody }), async (c) => {
    const input = await jsonBody(c, PartnerBody);
    const outcome = await c.var.services.contact.submitPartnerInquiry(input);
    return c.json({ success: outcome.ok, message: outcome.message }, outcome.ok ? 200 : 502);
  });
}

/** POST /api/newsletter/subscribe: the footer's box. */
export function newsletterRoutes() {
  return new Hono<AppEnv>().post("/subscribe", rateLimit(NEWSLETTER_LIMIT, { validBody: NewsletterBody }), async (c) => {
    const { email } = await jsonBody(c, NewsletterBody);
    const result = await c.var.services.contact.subscribe(email);
    return c.json({ success: true, message: result.message });
  });
}
