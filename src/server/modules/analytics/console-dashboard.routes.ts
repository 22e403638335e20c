import { Hono } from "hono";
import type { AppEnv } from "../../http/types";

/** The console's dashboard figures. */
export function dashboardRoutes() {
  return new Hono<AppEnv>().get("/", async (c) => c.json(await c.var.services.consoleDashboard.overview()));
}
