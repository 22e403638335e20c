import { Hono } from "hono";
import { GRIEVANCE_CONSOLE_MESSAGES as M, ResolveBody, TicketParams } from "../../../contracts/admin-grievances";
import type { AppEnv } from "../../http/types";
import { jsonBody, parseWith } from "../../http/validate";
import { actorOf } from "../audit/audit.service";

/** The Grievance Officer's list under /api/admin/grievances: thin routes over the console's grievance service. */
export function consoleGrievanceRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ success: true, ...(await c.var.services.consoleGrievances.list()) }))
    .post("/:ticket/acknowledge", async (c) => {
      const { ticket } = parseWith(TicketParams, c.req.param());
      await c.var.services.consoleGrievances.acknowledge(actorOf(c.var.admin), ticket);
      return c.json({ success: true, message: M.acknowledged });
    })
    .post("/:ticket/resolve", async (c) => {
      const { ticket } = parseWith(TicketParams, c.req.param());
      const { resolution } = await jsonBody(c, ResolveBody);
      await c.var.services.consoleGrievances.resolve(actorOf(c.var.admin), ticket, resolution);
      return c.json({ success: true, message: M.resolved });
    });
}
