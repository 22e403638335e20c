import { Hono } from "hono";
import { MESSAGES } from "../../../domain/messages";
import { requireUser, tokenOf } from "../../http/auth";
import { unauthorized } from "../../http/errors";
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
    async (c) => {
      const { query } = await jsonBody(c, QueryBody);
      const user = c.var.user;
      await c.var.services.rateLimiter.check(QUERY_LIMIT, user.id);
      const outcome = await c.var.services.contact.submitQuery({ id: user.id, email: user.email }, query);
      return c.json({ success: outcome.ok, message: outcome.message }, outcome.ok ? 200 : 502);
    },
  );
}

/** POST /api/partner: the partner / print-on-demand / bulk-order form's Email route. */
export function partnerRoutes() {
  return new Hono<AppEnv>().post("/", async (c) => {
    const input = await jsonBody(c, PartnerBody);
    await c.var.services.rateLimiter.check(PARTNER_LIMIT, c.var.clientIp);
    const outcome = await c.var.services.contact.submitPartnerInquiry(input);
    return c.json({ success: outcome.ok, message: outcome.message }, outcome.ok ? 200 : 502);
  });
}

/** POST /api/newsletter/subscribe: the footer's box. */
export function newsletterRoutes() {
  return new Hono<AppEnv>().post("/subscribe", async (c) => {
    const { email } = await jsonBody(c, NewsletterBody);
    await c.var.services.rateLimiter.check(NEWSLETTER_LIMIT, c.var.clientIp);
    const result = await c.var.services.contact.subscribe(email);
    return c.json({ success: true, message: result.message });
  });
}
