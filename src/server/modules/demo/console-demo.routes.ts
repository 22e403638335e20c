import { Hono } from "hono";
import { StartFresh } from "../../../contracts/admin-vocabulary";
import { requireOwner } from "../../http/console-gate";
import { badRequest } from "../../http/errors";
import type { AppEnv } from "../../http/types";
import { jsonBody } from "../../http/validate";
import { actorOf } from "../audit/audit.service";
import { refreshStorefront } from "../storefront/storefront-changes.service";
import { START_FRESH_CONFIRMATION } from "./start-fresh.service";

/** Start fresh: the owner removes the demo store's content, typing the confirmation (decision 221). */
export function demoRoutes() {
  return new Hono<AppEnv>().use(requireOwner).post("/clear", async (c) => {
    const { confirm } = await jsonBody(c, StartFresh);
    if (confirm.trim() !== START_FRESH_CONFIRMATION) throw badRequest(`Type ${START_FRESH_CONFIRMATION} to confirm.`, "confirm");
    const gone = await c.var.services.startFresh.clear(actorOf(c.var.admin));
    refreshStorefront(c.var.services);
    const message = `Started fresh: removed ${gone.products} demo products, ${gone.testimonials} testimonials, ${gone.shoppers} demo shoppers and ${gone.orders} demo orders.`;
    return c.json({ success: true, message });
  });
}
