import { Hono } from "hono";
import { INDIA_MESSAGES } from "../../../domain/messages";
import type { AppEnv } from "../../http/types";
import { jsonBody } from "../../http/validate";
import { clientAddressKey } from "../../http/address-block";
import { GrievanceBody } from "../../../contracts/india";

export const GRIEVANCE_LIMIT = {
  name: "grievance:ip",
  limit: 5,
  windowSeconds: 3600,
  message: "Too many complaints from this address. Please write to us by email.",
};

/** POST /api/grievance: a complaint to the Grievance Officer; answers its ticket number. */
export function grievanceRoutes() {
  return new Hono<AppEnv>().post("/", async (c) => {
    const input = await jsonBody(c, GrievanceBody);
    await c.var.services.rateLimiter.check(GRIEVANCE_LIMIT, clientAddressKey(c));
    const ticket = await c.var.services.grievances.file(input);
    return c.json({ success: true, ticket, message: INDIA_MESSAGES.grievanceTicket(ticket) });
  });
}
