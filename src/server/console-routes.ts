import { Hono } from "hono";
import type { AppEnv } from "./http/types";
import { requireConsole } from "./http/console-gate";
import { staffRoutes } from "./modules/staff/console-staff.routes";
import { accountRoutes } from "./modules/console-auth/console-account.routes";
import { auditRoutes } from "./modules/audit/console-audit.routes";
import { productRoutes } from "./modules/catalog/console-products.routes";
import { orderRoutes } from "./modules/orders/console-orders.routes";
import { returnRoutes } from "./modules/orders/console-returns.routes";
import { shippingRoutes } from "./modules/orders/console-shipping.routes";
import { deliveryFailureRoutes } from "./modules/orders/delivery-failures.routes";
import { reviewRoutes } from "./modules/reviews/console-reviews.routes";
import { dashboardRoutes } from "./modules/analytics/console-dashboard.routes";
import { inboxRoutes } from "./modules/contact/console-inbox.routes";
import { couponRoutes } from "./modules/coupons/console-coupons.routes";
import { shopperRoutes } from "./modules/users/console-shoppers.routes";
import { settingsRoutes } from "./modules/settings/console-settings.routes";
import { vocabularyRoutes } from "./modules/catalog/console-vocabulary.routes";
import { demoRoutes } from "./modules/demo/console-demo.routes";
import { consoleGrievanceRoutes } from "./modules/grievances/console-grievances.routes";
import { demandRoutes } from "./modules/stock-alerts/console-demand.routes";

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
    .route("/orders", shippingRoutes())
    .route("/orders", orderRoutes())
    .route("/delivery-failures", deliveryFailureRoutes())
    .route("/returns", returnRoutes())
    .route("/reviews", reviewRoutes())
    .route("/inbox", inboxRoutes())
    .route("/coupons", couponRoutes())
    .route("/shoppers", shopperRoutes())
    .route("/settings", settingsRoutes())
    .route("/catalog", vocabularyRoutes())
    .route("/demo", demoRoutes())
    .route("/grievances", consoleGrievanceRoutes())
    .route("/demand", demandRoutes());
}
