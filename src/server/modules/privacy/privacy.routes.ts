import { Hono } from "hono";
import { ConsentBody, DeleteAccountBody } from "../../../contracts/privacy";
import { PRIVACY_MESSAGES } from "../../../domain/privacy";
import { requireUser } from "../../http/auth";
import { notFound } from "../../http/errors";
import { byUser, rateLimit } from "../../http/rate-limit-middleware";
import type { RateRule } from "../../http/rate-limit";
import type { AppEnv } from "../../http/types";
import { jsonBody } from "../../http/validate";

/** A copy of one's data is made on request, a few times an hour; deleting is tried a few times a quarter hour. */
export const PRIVACY_LIMITS = {
  dataAccount: { name: "my-data:account", limit: 10, windowSeconds: 60 * 60 },
  deleteAccount: { name: "delete-account:account", limit: 5, windowSeconds: 15 * 60, growingDelay: true },
  deleteCodeAccount: { name: "delete-code:account", limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

const today = () => new Date().toISOString().slice(0, 10);

/** The shopper's rights over their data (decision 252), under /api/user beside the profile. */
export function privacyRoutes() {
  return new Hono<AppEnv>()
    .get("/data", requireUser, rateLimit(PRIVACY_LIMITS.dataAccount, { by: byUser }), async (c) => {
      const data = await c.var.services.accountData.of(c.var.user.id);
      if (!data) throw notFound("Account not found.");
      return c.body(JSON.stringify(data, null, 2), 200, {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="dhaaga-my-data-${today()}.json"`,
        "cache-control": "no-store",
      });
    })
    .get("/consents", requireUser, async (c) => {
      const { consents } = c.var.services;
      const [marketing, history] = await Promise.all([consents.granted(c.var.user.id, "marketing"), consents.history(c.var.user.id)]);
      return c.json({ success: true, marketing, history });
    })
    .post("/consents", requireUser, async (c) => {
      const { granted } = await jsonBody(c, ConsentBody);
      await c.var.services.consents.record(c.var.user.id, "marketing", granted, "profile");
      return c.json({ success: true, message: granted ? PRIVACY_MESSAGES.marketingOn : PRIVACY_MESSAGES.marketingOff });
    })
    .post("/delete/code", requireUser, rateLimit(PRIVACY_LIMITS.deleteCodeAccount, { by: byUser }), async (c) => {
      await c.var.services.accountDeletion.sendCode(c.var.user.id);
      return c.json({ success: true, message: PRIVACY_MESSAGES.codeSent });
    })
    .post("/delete", requireUser, rateLimit(PRIVACY_LIMITS.deleteAccount, { by: byUser, resetOnSuccess: true }), async (c) => {
      const proof = await jsonBody(c, DeleteAccountBody);
      await c.var.services.accountDeletion.delete(c.var.user.id, proof);
      return c.json({ success: true, message: PRIVACY_MESSAGES.deleted });
    });
}
