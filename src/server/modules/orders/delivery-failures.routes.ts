import { Hono } from "hono";
import { DeliveryAnswerBody, DeliveryFailureId, DeliveryLinkBody, ReattemptRequest } from "../../../contracts/delivery-failures";
import { rateLimit } from "../../http/rate-limit-middleware";
import type { AppEnv } from "../../http/types";
import { jsonBody, parseWith } from "../../http/validate";
import { actorOf } from "../audit/audit.service";
import { ORDER_LINK_LIMIT } from "./order-limits";

/** The console's failed deliveries (decision 235): the queue, and the merchant's answer to each. */
export function deliveryFailureRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await c.var.services.deliveryFailures.list()))
    .post("/:id/reattempt", async (c) => {
      const { id } = parseWith(DeliveryFailureId, c.req.param());
      const body = await jsonBody(c, ReattemptRequest);
      return c.json({ success: true, ...(await c.var.services.deliveryFailures.answer(actorOf(c.var.admin), id, { action: "reattempt", ...body })) });
    })
    .post("/:id/return", async (c) => {
      const { id } = parseWith(DeliveryFailureId, c.req.param());
      return c.json({ success: true, ...(await c.var.services.deliveryFailures.answer(actorOf(c.var.admin), id, { action: "return" })) });
    });
}

/** The shopper's mailed link to answer a failed delivery: no login, the token is the authority. */
export function deliveryAnswerRoutes() {
  return new Hono<AppEnv>()
    .post("/open", rateLimit(ORDER_LINK_LIMIT), async (c) => {
      const { token } = await jsonBody(c, DeliveryLinkBody);
      return c.json(await c.var.services.deliveryFailures.openAnswer(token));
    })
    .post("/", rateLimit(ORDER_LINK_LIMIT), async (c) => {
      const body = await jsonBody(c, DeliveryAnswerBody);
      return c.json({ success: true, message: await c.var.services.deliveryFailures.answerByLink(body) });
    });
}
