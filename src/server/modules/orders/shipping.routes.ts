import { type Context, Hono } from "hono";
import { webhookUpdate } from "../../adapters/courier/shiprocket";
import type { AppEnv } from "../../http/types";

/**
 * Shiprocket's tracking webhook, at /api/shipping/webhook/shiprocket and, for Shiprocket's panel
 * (which refuses an address with "shiprocket" in it), /api/shipping/webhook/courier: its x-api-key
 * checked in constant time (401 and nothing kept without it), each scan kept once, 200 at once.
 */
export function courierWebhookRoutes() {
  const webhook = async (c: Context<AppEnv>) => {
    const services = c.var.services;
    if (!services.shipping.webhookTokenValid(c.req.header("x-api-key")))
      return c.json({ success: false, message: "The x-api-key header is missing or wrong." }, 401);
    const body = await c.req.json().catch(() => null);
    const update = body && typeof body === "object" ? webhookUpdate(body as Record<string, unknown>) : null;
    if (!update) return c.json({ success: false, message: "The body must be Shiprocket's tracking update, with its awb.", field: "awb" }, 400);
    const outcome = await services.shipping.courierUpdate(update);
    return c.json({ success: true, known: outcome.known });
  };
  return new Hono<AppEnv>().post("/shiprocket", webhook).post("/courier", webhook);
}
