import { Hono } from "hono";
import { StockAlertBody, StockAlertLinkBody } from "../../../contracts/stock-alerts";
import { tokenOf } from "../../http/auth";
import type { RateRule } from "../../http/rate-limit";
import { byClientIp, rateLimit, type RateSubject } from "../../http/rate-limit-middleware";
import type { AppEnv } from "../../http/types";
import { jsonBody, parseWith } from "../../http/validate";

/** Signups from one address; each guest signup mails a link, so they are few. */
export const STOCK_ALERT_LIMITS = {
  signupIp: { name: "stock-alert:ip", limit: 20, windowSeconds: 15 * 60 },
  /** Confirmation mails to one address: nobody can use the store to fill a stranger's inbox. */
  signupEmail: { name: "stock-alert:email", limit: 5, windowSeconds: 60 * 60 },
  linkIp: { name: "stock-alert-link:ip", limit: 30, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

const byGuestEmail: RateSubject = (_c, body) => (body as { email?: string } | undefined)?.email?.toLowerCase();

export function stockAlertRoutes() {
  return (
    new Hono<AppEnv>()
      .post(
        "/",
        rateLimit(STOCK_ALERT_LIMITS.signupIp, { by: byClientIp }),
        rateLimit(STOCK_ALERT_LIMITS.signupEmail, { by: byGuestEmail, validBody: StockAlertBody }),
        async (c) => {
          const input = await jsonBody(c, StockAlertBody);
          const token = tokenOf(c);
          const user = token ? await c.var.services.sessions.user(token) : null;
          const result = await c.var.services.stockAlerts.signUp(user, input);
          return c.json({ success: true, ...result });
        },
      )
      .post("/confirm", rateLimit(STOCK_ALERT_LIMITS.linkIp), async (c) => {
        const { token } = await jsonBody(c, StockAlertLinkBody);
        return c.json({ success: true, message: await c.var.services.stockAlerts.confirm(token) });
      })
      .post("/unsubscribe", rateLimit(STOCK_ALERT_LIMITS.linkIp), async (c) => {
        const { token } = await jsonBody(c, StockAlertLinkBody);
        return c.json({ success: true, message: await c.var.services.stockAlerts.unsubscribe(token) });
      })
      // A mail program's one-click POST (RFC 8058): the token is in the address, the form body says only "One-Click".
      .post("/one-click", rateLimit(STOCK_ALERT_LIMITS.linkIp), async (c) => {
        const { token } = parseWith(StockAlertLinkBody, { token: c.req.query("token") ?? "" }, "named");
        return c.json({ success: true, message: await c.var.services.stockAlerts.unsubscribe(token) });
      })
  );
}
