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
import { createDeliveryFailures } from "./modules/orders/delivery-failures";
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
import { createConsoleGrievances } from "./modules/grievances/console-grievances.service";
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
import { createConsents } from "./modules/privacy/consents.service";
import { createAccountData } from "./modules/privacy/account-data.service";
import { createAccountDeletion } from "./modules/privacy/account-deletion.service";
import { createWishlistService } from "./modules/wishlist/wishlist.service";
import { type RestockedVariant, createStockAlerts } from "./modules/stock-alerts/stock-alerts.service";
import { createDropClock } from "./modules/catalog/drop-clock";
import { createWaitingRoom } from "./modules/orders/waiting-room";

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
  const placements = orderPlacements(deps);
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
    placements,
  });
  // Past WAITING_ROOM_AT placements in flight, checkouts wait here in order (decision 270).
  const waitingRoom = createWaitingRoom<Record<string, unknown>>({
    openAt: deps.config.waitingRoomAt,
    inFlight: () => placements.running + placements.waiting,
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
  const consoleGrievances = createConsoleGrievances({ db, mailer, logger: deps.logger });
  const consoleAuth = createConsoleAuth({ db, publicUrl: deps.config.publicUrl, rateLimiter });
  const staff = createStaff({ db, publicUrl: deps.config.publicUrl });
  const wishlist = createWishlistService(db);
  const stockAlerts = createStockAlerts({ db, mailer, logger: deps.logger, publicUrl: deps.config.publicUrl });
  // Units back on sale, from the console, an import or a return: their waiting shoppers are told, after the write.
  const onRestock = (back: RestockedVariant[]) => {
    if (back.length === 0) return Promise.resolve();
    return stockAlerts.restocked(back).then(
      () => undefined,
      (err: unknown) => deps.logger.error("back-in-stock mails failed", { error: String(err) }),
    );
  };
  const consoleProducts = createConsoleProducts(db, { onRestock });
  const consoleOrders = createConsoleOrders({
    db,
    notifier,
    razorpay,
    stripe,
    logger: deps.logger,
    codUnconfirmed: deps.config.codConfirmation.unconfirmed,
  });
  const shiprocket = deps.config.shiprocket ? createShiprocket(deps.config.shiprocket, deps.logger) : undefined;
  const deliveryFailures = createDeliveryFailures({ db, shiprocket, publicUrl: deps.config.publicUrl });
  const shipping = createShipping({
    db,
    shiprocket,
    answerLink: (order, email) => deliveryFailures.makeLink(db, order, email),
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
    onRestock,
  });
  const consoleReviews = createConsoleReviews(db);
  const consoleInbox = createConsoleInbox({ db, mailer, teamEmail: deps.config.teamEmail });
  const consoleDashboard = createConsoleDashboard({ db, products: consoleProducts, inbox: consoleInbox });
  const productCsv = createProductCsv({ db, products: consoleProducts, onRestock });
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
  // The next drop is looked for again after every change, here or on another process (decision 270).
  const dropClock = createDropClock(db, (err) => deps.logger.error("cannot put a drop on sale", { error: String(err) }));
  storefrontChanges.onChange(() => void dropClock.arm());
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
  const consents = createConsents(db);
  const accountData = createAccountData(db, consents);
  const accountDeletion = createAccountDeletion({ db, mailer, logger: deps.logger, passwordReset });
  return {
    consents,
    accountData,
    accountDeletion,
    metrics,
    storefrontChanges,
    /** Settles once this process hears the database's change notifications and has applied the stored settings. */
    listening: Promise.all([listening, listeningForSettings, settings.load(), listeningForVocabulary, vocabulary.load(), dropClock.arm()]).then(
      () => undefined,
    ),
    dropClock,
    /** The placement line (decision 141), which the waiting room feeds. */
    placements,
    waitingRoom,
    settings,
    vocabulary,
    startFresh,
    delivery,
    invoices,
    grievances,
    consoleGrievances,
    consoleAuth,
    staff,
    consoleProducts,
    consoleOrders,
    shipping,
    deliveryFailures,
    returns,
    consoleReviews,
    consoleDashboard,
    productCsv,
    consoleInbox,
    consoleCoupons,
    consoleShoppers,
    wishlist,
    stockAlerts,
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
