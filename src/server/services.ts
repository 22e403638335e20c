import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./http/logger";
import { fifoQueue } from "./lib/fifo-queue";
import { createMailer } from "./adapters/mail/mailer";
import { mailChannel } from "./adapters/notifications/mail-channel";
import { createNotifier } from "./adapters/notifications/notifier";
import { createRateLimiter } from "./http/rate-limit";
import { createSessionStore } from "./modules/auth/sessions.service";
import { createCatalogService } from "./modules/catalog/catalog.service";
import { createContactService } from "./modules/contact/contact.service";
import { createUserService } from "./modules/users/users.service";
import { createEmailVerification } from "./modules/users/email-verification.service";
import { createRazorpayGateway } from "./adapters/payments/razorpay";
import { createStripeGateway } from "./adapters/payments/stripe";
import { createShiprocket } from "./adapters/courier/shiprocket";
import { createShipping } from "./modules/orders/shipping.service";
import { createOrderService } from "./modules/orders/orders.service";
import { createPaymentService } from "./modules/orders/payments.service";
import { createCodConfirmation } from "./modules/orders/cod-confirmation";
import { createCatalogSearch } from "./modules/catalog/catalog-search";
import { createSearchSuggestions } from "./modules/catalog/search-suggestions";
import { createSearchVocabulary } from "./modules/catalog/search-vocabulary";
import { createVisitCounter } from "./modules/analytics/visits.service";
import { createSeoService } from "./modules/seo/seo.service";
import { createReviewService } from "./modules/reviews/reviews.service";
import { pinDirectory } from "./modules/delivery/pin-directory";
import { createStorefrontService } from "./modules/storefront/storefront.service";
import { createCouponService } from "./modules/coupons/coupons.service";
import { createCartService } from "./modules/cart/cart.service";
import { createPricingService } from "./modules/pricing/pricing.service";
import { createGoogleSignIn } from "./adapters/oauth/google";
import { createGoogleLoginService } from "./modules/auth/google-login.service";
import { createPasswordResetService } from "./modules/auth/password-reset.service";
import { createDeliveryService } from "./modules/delivery/delivery.service";
import { createInvoiceService } from "./modules/invoices/invoice.service";
import { createGrievanceService } from "./modules/grievances/grievances.service";
import { createConsoleAuth } from "./modules/console-auth/console-auth.service";
import { createStaff } from "./modules/staff/staff.service";
import { createConsoleProducts } from "./modules/catalog/console-products.service";
import { createConsoleOrders } from "./modules/orders/console-orders.service";
import { createReturns } from "./modules/orders/returns.service";
import { createConsoleReviews } from "./modules/reviews/console-reviews.service";
import { createConsoleDashboard } from "./modules/analytics/console-dashboard.service";
import { createProductCsv } from "./modules/catalog/product-csv.service";
import { createConsoleInbox } from "./modules/contact/console-inbox.service";
import { createConsoleCoupons } from "./modules/coupons/console-coupons.service";
import { STOREFRONT_CHANNEL, createStorefrontChanges } from "./modules/storefront/storefront-changes.service";
import { createConsoleShoppers } from "./modules/users/console-shoppers.service";
import { SETTINGS_CHANNEL, createShopSettings } from "./modules/settings/settings.service";
import { createStoreMetrics } from "./metrics/store-metrics";
import { VOCABULARY_TABLES, createVocabulary } from "./modules/catalog/vocabulary.service";
import { createStartFresh } from "./modules/demo/start-fresh.service";

/**
 * Order placements take their turn in one line per process (decision 141): the embedded database
 * runs one transaction at a time, so one placement at once; on PostgreSQL, half the pool, so
 * browsing keeps connections while a burst of orders waits.
 */
function orderPlacements(deps: ServiceDeps) {
  const concurrency = deps.database.kind === "pglite" ? 1 : Math.max(1, Math.floor(deps.config.databasePool.size / 2));
  return fifoQueue({ concurrency, maxWaiting: deps.config.orderQueueMax });
}

export interface ServiceDeps {
  database: Database;
  config: Config;
  logger: Logger;
}

/** Every module's service, built once per process and shared by the API and server rendering. */
export function createServices(deps: ServiceDeps) {
  const { db } = deps.database;
  const metrics = createStoreMetrics();
  if (deps.database.poolUse) metrics.watch({ databasePool: deps.database.poolUse });
  // The console's Settings write the configuration's store identity and shop policy in place
  // (decision 219); everything below that was handed them reads the values in force.
  const settings = createShopSettings({ db, config: deps.config, logger: deps.logger, placeOf: (pin) => pinDirectory()(pin) });
  const mailer = createMailer({
    db,
    smtpUrl: deps.config.smtpUrl,
    from: deps.config.mailFrom,
    logger: deps.logger,
    // Read at each mail: the owner's Settings may change customer care's address.
    replyTo: () => deps.config.store.careEmail,
  });
  // What shoppers are told about their orders, on every channel there is (mail today).
  const notifier = createNotifier([mailChannel({ mailer, publicUrl: deps.config.publicUrl })], deps.logger);
  const rateLimiter = createRateLimiter(db, { ipLimitScale: deps.config.ipRateLimitScale });
  const sessions = createSessionStore(db);
  const catalog = createCatalogService(db);
  const users = createUserService(db, sessions);
  const contact = createContactService(db, mailer, deps.config);
  const coupons = createCouponService(db, deps.logger);
  const pricing = createPricingService(db, coupons, deps.config.policy.delivery);
  const invoices = createInvoiceService({ db, store: deps.config.store });
  const delivery = createDeliveryService(deps.config);
  const orders = createOrderService({
    db,
    pricing,
    invoices,
    invoicePrefix: deps.config.store.invoicePrefix,
    delivery,
    store: deps.config.store,
    notifier,
    logger: deps.logger,
    unpaidTtlMinutes: deps.config.unpaidOrderTtlMinutes,
    orderCaps: deps.config.orderCaps,
    codConfirmation: deps.config.codConfirmation,
    addressScale: deps.config.ipRateLimitScale,
    publicUrl: deps.config.publicUrl,
    placements: orderPlacements(deps),
  });
  const codConfirmation = createCodConfirmation({ db, orders, notifier, logger: deps.logger, codConfirmation: deps.config.codConfirmation });
  const razorpay = deps.config.razorpay ? createRazorpayGateway(deps.config.razorpay) : undefined;
  const stripe = deps.config.stripe ? createStripeGateway(deps.config.stripe) : undefined;
  const payments = createPaymentService({
    db,
    logger: deps.logger,
    orders,
    razorpay,
    stripe,
    publicUrl: deps.config.publicUrl,
  });
  const searchVocabulary = createSearchVocabulary(db);
  const catalogSearch = createCatalogSearch(db, searchVocabulary);
  const searchSuggestions = createSearchSuggestions(db, searchVocabulary);
  const visits = createVisitCounter(db, deps.logger);
  const seo = createSeoService(db, deps.config.publicUrl);
  const reviews = createReviewService(db, catalog);
  const storefront = createStorefrontService(db, { placeOf: (pin) => pinDirectory()(pin) });
  const cart = createCartService(db, pricing);
  const passwordReset = createPasswordResetService({ db, mailer, sessions, logger: deps.logger, rateLimiter });
  const google = deps.config.google ? createGoogleSignIn(deps.config.google) : null;
  const googleLogin = createGoogleLoginService({ db, sessions, google, publicUrl: deps.config.publicUrl });
  const emailVerification = createEmailVerification({ db, mailer, logger: deps.logger, publicUrl: deps.config.publicUrl });
  const grievances = createGrievanceService({ db, mailer, logger: deps.logger, teamEmail: deps.config.teamEmail });
  const consoleAuth = createConsoleAuth({ db, publicUrl: deps.config.publicUrl, rateLimiter });
  const staff = createStaff({ db, publicUrl: deps.config.publicUrl });
  const consoleProducts = createConsoleProducts(db);
  const consoleOrders = createConsoleOrders({
    db,
    notifier,
    razorpay,
    stripe,
    logger: deps.logger,
    codUnconfirmed: deps.config.codConfirmation.unconfirmed,
  });
  const shipping = createShipping({
    db,
    shiprocket: deps.config.shiprocket ? createShiprocket(deps.config.shiprocket, deps.logger) : undefined,
    notifier,
    logger: deps.logger,
    courierChoice: deps.config.shiprocket?.courierChoice ?? "cheapest",
    // Read at each booking: the owner's Settings may move the shop.
    pickupPin: () => deps.config.store.pin,
  });
  const returns = createReturns({
    db,
    notifier,
    razorpay,
    stripe,
    logger: deps.logger,
    policy: deps.config.policy,
    mailer,
    publicUrl: deps.config.publicUrl,
  });
  const consoleReviews = createConsoleReviews(db);
  const consoleInbox = createConsoleInbox({ db, mailer, teamEmail: deps.config.teamEmail });
  const consoleDashboard = createConsoleDashboard({ db, products: consoleProducts, inbox: consoleInbox });
  const productCsv = createProductCsv({ db, products: consoleProducts });
  const consoleCoupons = createConsoleCoupons(db);
  // Whatever changes what the storefront shows, here or on another process, empties its caches.
  const storefrontChanges = createStorefrontChanges();
  storefrontChanges.onChange(() => {
    catalog.invalidate();
    storefront.invalidate();
    catalogSearch.invalidate();
    searchSuggestions.invalidate();
    seo.invalidate();
    coupons.invalidate();
  });
  const listening = deps.database.listen(STOREFRONT_CHANNEL, () => storefrontChanges.changed());
  listening.catch((err) => deps.logger.error("cannot listen for storefront changes", { error: String(err) }));
  // A change of settings on any process: this one reads them afresh, then forgets every page that shows them.
  const reloadSettings = () =>
    settings.load().then(
      () => storefrontChanges.changed(),
      (err) => deps.logger.error("cannot read the shop's settings", { error: String(err) }),
    );
  const listeningForSettings = deps.database.listen(SETTINGS_CHANNEL, reloadSettings);
  listeningForSettings.catch((err) => deps.logger.error("cannot listen for settings changes", { error: String(err) }));
  // The catalog's vocabulary (decision 221): a change on any process is announced on the
  // storefront's channel with its table's name; this process reads it afresh, then forgets every
  // page drawn with the old one.
  const vocabulary = createVocabulary({ db });
  const reloadVocabulary = () =>
    vocabulary.load().then(
      (changed) => changed && storefrontChanges.changed(),
      (err) => deps.logger.error("cannot read the catalog's vocabulary", { error: String(err) }),
    );
  const listeningForVocabulary = deps.database.listen(STOREFRONT_CHANNEL, (table) => VOCABULARY_TABLES.has(table) && reloadVocabulary());
  listeningForVocabulary.catch((err) => deps.logger.error("cannot listen for vocabulary changes", { error: String(err) }));
  const startFresh = createStartFresh({ db });
  const consoleShoppers = createConsoleShoppers(db);
  return {
    metrics,
    storefrontChanges,
    /** Settles once this process hears the database's change notifications and has applied the stored settings. */
    listening: Promise.all([listening, listeningForSettings, settings.load(), listeningForVocabulary, vocabulary.load()]).then(() => undefined),
    settings,
    vocabulary,
    startFresh,
    delivery,
    invoices,
    grievances,
    consoleAuth,
    staff,
    consoleProducts,
    consoleOrders,
    shipping,
    returns,
    consoleReviews,
    consoleDashboard,
    productCsv,
    consoleInbox,
    consoleCoupons,
    consoleShoppers,
    db,
    mailer,
    rateLimiter,
    sessions,
    catalog,
    users,
    emailVerification,
    contact,
    orders,
    codConfirmation,
    notifier,
    payments,
    catalogSearch,
    searchSuggestions,
    visits,
    seo,
    reviews,
    storefront,
    coupons,
    pricing,
    cart,
    passwordReset,
    googleLogin,
  };
}

export type Services = ReturnType<typeof createServices>;
