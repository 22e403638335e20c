import { Hono } from "hono";
import type { AppEnv } from "../../http/types";

/** The restock list: how many shoppers wait for each sold-out size and colour. */
export function demandRoutes() {
  return new Hono<AppEnv>().get("/", async (c) => c.json({ success: true, rows: await c.var.services.stockAlerts.demand() }));
}
