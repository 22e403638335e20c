import { getRequestListener } from "@hono/node-server";
import { type Context, Hono } from "hono";
import { bodyLimit } from "./http/body-limit";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { clientIp } from "./http/client-ip";
import { recordRequest, requestIdOf } from "./http/request-log";
import { routePath } from "hono/route";
import { metricsRoute } from "./metrics/metrics-route";
import { AppError } from "./http/errors";
import { apiFallback } from "./http/method-not-allowed";
import { isOverload, RETRY_AFTER_SECONDS } from "./http/overload";
import type { Logger } from "./http/logger";
import { addedHeaders, commonHeaders, isComplete, securityHeaders } from "./http/security-headers";
import { compressHtml } from "./render/html-compression";
import type { PageCache } from "./page-cache/page-cache";
import { printableUrl, strictInput } from "./http/strict-input";
import { type Listener, storedFirst } from "./page-cache/stored-answer-listener";
import type { StaticFiles } from "./http/static-files";
import type { AppEnv } from "./http/types";
import { catalogRoutes, storedProductList } from "./modules/catalog/catalog.routes";
import { newsletterRoutes, partnerRoutes, queryRoutes } from "./modules/contact/contact.routes";
import { userRoutes } from "./modules/users/users.routes";
import { privacyRoutes } from "./modules/privacy/privacy.routes";
import { orderRoutes } from "./modules/orders/orders.routes";
import { catalogSearchRoutes } from "./modules/catalog/search.routes";
import { analyticsRoutes } from "./modules/analytics/visits.routes";
import { seoRoutes } from "./modules/seo/seo.routes";
import { reviewRoutes } from "./modules/reviews/reviews.routes";
import { storefrontRoutes } from "./modules/storefront/storefront.routes";
import { cartRoutes } from "./modules/cart/cart.routes";
import { wishlistRoutes } from "./modules/wishlist/wishlist.routes";
import { stockAlertRoutes } from "./modules/stock-alerts/stock-alerts.routes";
import { deliveryRoutes } from "./modules/delivery/delivery.routes";
import { deliveryAnswerRoutes } from "./modules/orders/delivery-failures.routes";
import { courierWebhookRoutes } from "./modules/orders/shipping.routes";
import { grievanceRoutes } from "./modules/grievances/grievances.routes";
import { consoleAuthRoutes } from "./modules/console-auth/console-auth.routes";
import { consoleRoutes } from "./console-routes";
import { mediaRoutes } from "./modules/catalog/media.routes";
import { UPLOAD_MAX_BYTES } from "./adapters/images/uploaded-images";
import { CONSOLE_MESSAGES } from "../domain/console-messages";
import { CSV_MAX_BYTES } from "../contracts/admin-products";
import { LOAD_MESSAGES } from "../domain/messages";

/** The image uploads: a product's photo in the console, and a shopper's photo for a return. */
const IMAGE_UPLOAD_PATH = /^\/api\/(admin\/products\/[^/]+\/images|order\/[^/]+\/returns\/photos)$/;
const CSV_IMPORT_PATH = "/api/admin/products/import";
import { referenceRoutes } from "./modules/reference/reference.routes";
import type { Services } from "./services";
import type { PageContext } from "../contracts/pages";
import { pageContextOf } from "./modules/storefront/page-data";

export interface AppDeps {
  config: Config;
  database: Database;
  services: Services;
  logger: Logger;
  staticFiles?: StaticFiles;
  /** Server rendering of every page that is not the API or a file (uncompressed). */
  render?: (request: Request, context: PageContext) => Promise<Response>;
  /** Keeps rendered pages for every visitor; without it each page is rendered per request. */
  pageCache?: PageCache;
}

/** A page's own API call carries the visitor's forwarding header, so limits count the same visitor. */
function forwarded(page: Request, init: RequestInit): Headers {
  const headers = new Headers(init.headers);
  const via = page.headers.get("x-forwarded-for");
  if (via) headers.set("x-forwarded-for", via);
  return headers;
}

/** The whole HTTP surface, testable with app.request() and no port. */
export function createApp(deps: AppDeps) {
  const { config, database, services, logger } = deps;
  const app = new Hono<AppEnv>();
  const common = commonHeaders(config);

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header("x-request-id"));
    c.set("requestId", requestId);
    c.set("services", services);
    c.set("config", config);
    c.set("logger", logger);
    c.set("clientIp", clientIp(c, config.trustProxy));
    c.set("commonHeaders", common);
    await next();
    if (!isComplete(c.res)) c.res.headers.set("x-request-id", requestId);
    recordRequest(
      { logger, metrics: services.metrics },
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        route: routePath(c),
        status: c.res.status,
        started,
        pageCache: c.res.headers.get("x-page-cache"),
        retryAfter: c.res.headers.has("retry-after"),
      },
    );
  });

  app.use(securityHeaders(config));
  app.use(printableUrl());

  app.onError((err, c) => {
    // An overloaded store says so and when to come back; nothing was done, so trying again is safe.
    const busy = { "retry-after": String(RETRY_AFTER_SECONDS) };
    if (err instanceof AppError) {
      const body = { ...err.details, success: false, message: err.message, ...(err.field ? { field: err.field } : {}) };
      return c.json(body, err.status, err.status === 503 ? busy : {});
    }
    const requestId = c.get("requestId");
    if (isOverload(err)) {
      logger.warn("overloaded", { reqId: requestId, path: c.req.path, error: String((err as { cause?: unknown }).cause ?? err) });
      return c.json({ success: false, message: LOAD_MESSAGES.busy }, 503, busy);
    }
    logger.error("unhandled error", { reqId: requestId, error: String(err), stack: err.stack });
    return c.json({ success: false, message: `Something went wrong. Please try again. (ref ${requestId})` }, 500);
  });

  app.get("/healthz", (c) => c.json({ ok: true }));
  app.get("/metrics", metricsRoute(config, services.metrics));
  app.get("/readyz", async (c) => {
    const ok = await database.ping().catch(() => false);
    return c.json({ ok, database: database.kind }, ok ? 200 : 503);
  });

  // The body is refused before it is read, so the connection cannot carry another request: the
  // answer says it closes, and a client sends its next request on a new one.
  const tooLarge = (message: string, field?: string) => (c: Context) =>
    c.json({ success: false, message, ...(field ? { field } : {}) }, 413, { connection: "close" });
  const smallBodies = bodyLimit({ maxSize: 64 * 1024, onError: tooLarge("The request body is too large.") });
  // Console image uploads are the one larger body: one image, up to 10 MB.
  const imageBodies = bodyLimit({
    maxSize: UPLOAD_MAX_BYTES,
    onError: tooLarge(CONSOLE_MESSAGES.imageTooBig, "image"),
  });
  // A product CSV to import is sent as JSON text, up to 2 MB; JSON's escapes (\" and \n) can double
  // it on the way, and the import checks the file's own bytes.
  const csvBodies = bodyLimit({
    maxSize: 2 * CSV_MAX_BYTES + 64 * 1024,
    onError: tooLarge(CONSOLE_MESSAGES.csvTooBig, "csv"),
  });
  const limitOf = (c: Context) =>
    c.req.method !== "POST"
      ? smallBodies
      : IMAGE_UPLOAD_PATH.test(c.req.path)
        ? imageBodies
        : c.req.path === CSV_IMPORT_PATH
          ? csvBodies
          : smallBodies;
  // A GET or HEAD has no body; asking for one would build a full web Request for nothing.
  app.use("/api/*", (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limitOf(c)(c, next)));
  // Every other API body is JSON, checked for control characters; an image upload is the image's bytes.
  const strict = strictInput();
  app.use("/api/*", (c, next) => (c.req.method === "POST" && IMAGE_UPLOAD_PATH.test(c.req.path) ? next() : strict(c, next)));
  app.route("/api/product", catalogRoutes());
  app.route("/api/user", userRoutes());
  app.route("/api/user", privacyRoutes());
  app.route("/api/query", queryRoutes());
  app.route("/api/partner", partnerRoutes());
  app.route("/api/newsletter", newsletterRoutes());
  app.route("/api/order/delivery-answer", deliveryAnswerRoutes());
  app.route("/api/order", orderRoutes());
  app.route("/api/product", catalogSearchRoutes());
  app.route("/api/analytics", analyticsRoutes());
  app.route("/api/product", reviewRoutes());
  app.route("/api/product", storefrontRoutes());
  app.route("/api/cart", cartRoutes());
  app.route("/api/wishlist", wishlistRoutes());
  app.route("/api/stock-alerts", stockAlertRoutes());
  app.route("/api/delivery", deliveryRoutes());
  app.route("/api/shipping/webhook", courierWebhookRoutes());
  app.route("/api/grievance", grievanceRoutes());
  app.route("/api/admin-auth", consoleAuthRoutes());
  app.route("/api/admin", consoleRoutes());
  app.route("/api", referenceRoutes());
  // After every API route and the gates above it: a known path with another method is 405 with
  // Allow, an unknown one 404 (decision 205). The console's gate answers 401 before this does.
  app.all("/api/*", apiFallback(app.routes));
  app.route("/", seoRoutes());
  app.route("/media", mediaRoutes());

  if (deps.staticFiles) {
    const files = deps.staticFiles;
    app.on(["GET", "HEAD"], "*", async (c, next) => {
      const res = files.serve(c.req.path, c.req.raw.headers, c.req.method);
      if (res) return res;
      await next();
    });
  }

  if (deps.render) {
    const render = deps.render;
    const pageContext = pageContextOf(services, config);
    const pageCache = deps.pageCache;
    app.all("*", (c) => {
      const renderPage = (request: Request) =>
        render(request, {
          ...pageContext(),
          requestId: c.get("requestId"),
          callApi: async (path, init) => app.fetch(new Request(new URL(path, c.req.url), { ...init, headers: forwarded(c.req.raw, init) }), c.env),
          reportError: (error) => logger.error("page failed", { reqId: c.get("requestId"), path: c.req.path, error: String(error) }),
          document: {},
        });
      return pageCache ? pageCache.serve(c.req.raw, renderPage) : renderPage(c.req.raw).then((res) => compressHtml(c.req.raw, res));
    });
  }

  return app;
}

/** The whole HTTP surface as node:http's listener: stored answers first (decision 180), then the router. */
export function createListener(app: ReturnType<typeof createApp>, deps: Pick<AppDeps, "config" | "services" | "logger" | "pageCache">): Listener {
  const lookups = [storedProductList(deps.services), ...(deps.pageCache ? [deps.pageCache.lookup] : [])];
  return storedFirst(
    { lookups, added: addedHeaders(deps.config), logger: deps.logger, metrics: deps.services.metrics },
    getRequestListener(app.fetch),
  );
}
