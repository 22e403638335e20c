import { Hono } from "hono";
import type { AppEnv } from "../../http/types";
import { requireConsole } from "./console-auth";
import { staffRoutes } from "./staff.routes";
import { accountRoutes } from "./account.routes";
import { auditRoutes } from "./audit.routes";
import { productRoutes } from "./products.routes";
import { orderRoutes } from "./orders.routes";
import { reviewRoutes } from "./reviews.routes";
import { dashboardRoutes } from "./dashboard.routes";
import { inboxRoutes } from "./inbox.routes";
import { couponRoutes } from "./coupons.routes";
import { shopperRoutes } from "./shoppers.routes";

/** Everything under /api/admin, behind the one console gate. */
export function consoleRoutes() {
  return new Hono<AppEnv>()
    .use(requireConsole)
    .get("/me", (c) => c.json({ success: true, admin: c.var.admin }))
    .route("/dashboard", dashboardRoutes())
    .route("/account", accountRoutes())
    .route("/staff", staffRoutes())
    .route("/audit", auditRoutes())
    .route("/products", productRoutes())
    .route("/orders", orderRoutes())
    .route("/reviews", reviewRoutes())
    .route("/inbox", inboxRoutes())
    .route("/coupons", couponRoutes())
    .route("/shoppers", shopperRoutes());
}
