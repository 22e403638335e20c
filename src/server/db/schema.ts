import { sql } from "drizzle-orm";
import { ORDER_STATUSES, PLACED_STATUS } from "../../domain/order-states";
import { RETURN_STATUSES } from "../../domain/return-states";
import { REFUND_DESTINATIONS, RETURN_KINDS, RETURN_REASONS } from "../../domain/returns";
import { CREDIT_KINDS } from "../../domain/store-credit";
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** The whole store's tables. Money is integer paise; times are timestamptz. */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const id = () => uuid("id").primaryKey().defaultRandom();
/** Raw bytes: node-postgres reads them as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

// ── Catalog ────────────────────────────────────────────────────────────────
export const products = pgTable(
  "products",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    pricePaise: integer("price_paise").notNull(),
    originalPricePaise: integer("original_price_paise").notNull(),
    category: text("category").notNull(),
    subCategory: text("sub_category").notNull(),
    sizes: text("sizes").array().notNull().default(sql`'{}'::text[]`),
    colors: text("colors").array().notNull().default(sql`'{}'::text[]`),
    rank: integer("rank"),
    bestseller: boolean("bestseller").notNull().default(false),
    sku: text("sku").notNull(),
    description: text("description").notNull().default(""),
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    keywords: text("keywords").notNull().default(""),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    /** Alt text per image, in the order of images ("" where none was given). */
    imageAlts: text("image_alts").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The colour each image shows, in the order of images (a hex code of colors); "" where the
     * image is of the default colour (the first) or of no colour in particular.
     */
    imageColors: text("image_colors").array().notNull().default(sql`'{}'::text[]`),
    active: boolean("active").notNull().default(true),
    /** Sale and customised items are not: they may come back only damaged or wrong (src/domain/returns.ts). */
    returnable: boolean("returnable").notNull().default(true),
    /** The console's state: only "published" products are active on the storefront. */
    status: text("status").notNull().default("published"),
    /**
     * A drop: a published product goes on sale at this instant (decision 270). Until then it is
     * not active; its page says when it drops. Null: on sale as soon as it is published.
     */
    goesLiveAt: timestamp("goes_live_at", { withTimezone: true }),
    /** Set by category when the product is created; editable in the console. */
    hsn: text("hsn"),
    countryOfOrigin: text("country_of_origin").notNull().default("India"),
    /** Made by the demo seed: Start fresh removes it (decision 221). */
    demo: boolean("demo").notNull().default(false),
    reviewCount: integer("review_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // The collection's filters compare trimmed, upper-cased values (src/domain/catalog.ts). The
    // database keeps them alongside, so the filters use indexes and the facets count plain values.
    categoryKey: text("category_key").generatedAlwaysAs(sql`upper(btrim(category))`),
    typeKey: text("type_key").generatedAlwaysAs(sql`upper(btrim(sub_category))`),
    sizeKeys: text("size_keys").array().generatedAlwaysAs(sql`catalog_keys(sizes)`),
    colorKeys: text("color_keys").array().generatedAlwaysAs(sql`catalog_keys(colors)`),
    /**
     * What a shopper's search is matched against (decision 260): the name, category, audience,
     * colour names and description as plain lower-case words, with the shop's word for every
     * synonym found in them. Kept by a trigger on every product write (migration 0027).
     */
    searchText: text("search_text").notNull().default(""),
  },
  (t) => [
    uniqueIndex("products_slug_key").on(t.slug),
    uniqueIndex("products_sku_key").on(t.sku),
    index("products_category_idx").on(t.category, t.pricePaise),
    index("products_category_key_idx").on(t.categoryKey, t.pricePaise),
    index("products_type_key_idx").on(t.typeKey, t.pricePaise),
    index("products_price_idx").on(t.pricePaise),
    index("products_rank_idx").on(t.rank, t.createdAt),
    index("products_created_idx").on(t.createdAt),
    // The drops still to come: the drop clock asks for the next one after every catalog change.
    index("products_goes_live_idx").on(t.goesLiveAt).where(sql`${t.goesLiveAt} is not null and not ${t.active}`),
    index("products_size_keys_gin").using("gin", t.sizeKeys),
    index("products_color_keys_gin").using("gin", t.colorKeys),
    index("products_search_text_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
    check("products_status", sql`${t.status} in ('draft', 'published', 'archived')`),
    check("products_price_positive", sql`${t.pricePaise} >= 0 and ${t.originalPricePaise} >= 0`),
  ],
);

/**
 * The shop's words and what each means to search (decision 260): a spelling, a Hinglish word or a
 * second name ("hoody", "kaala", "t shirt"), as plain lower-case words, and the word the catalog
 * uses for it ("hoodie", "black", "tee"). Seeded by migration 0027.
 */
export const searchSynonyms = pgTable("search_synonyms", {
  term: text("term").primaryKey(),
  means: text("means").notNull(),
});

/**
 * How many active products share each combination of the collection's facet keys and price step
 * (decision 160). Kept by triggers on products in the same transaction as every product write,
 * so the collection counts its facets from these few rows instead of every product.
 */
export const catalogFacetCounts = pgTable(
  "catalog_facet_counts",
  {
    categoryKey: text("category_key").notNull(),
    typeKey: text("type_key").notNull(),
    sizeKeys: text("size_keys").array().notNull(),
    colorKeys: text("color_keys").array().notNull(),
    /** The first paise of the price step (catalog_price_step_from); every price in a step is inside or outside each band. */
    priceFrom: integer("price_from").notNull(),
    /** The last paise of the price step. */
    priceTo: integer("price_to").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryKey, t.typeKey, t.sizeKeys, t.colorKeys, t.priceFrom] })],
);

/** Stock lives per variant: product × size × colour. */
export const variants = pgTable(
  "variants",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    size: text("size").notNull(),
    color: text("color").notNull(),
    stock: integer("stock").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.size, t.color] }), check("variants_stock_non_negative", sql`${t.stock} >= 0`)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    /** The signed-in shopper who wrote it, if any: their name is erased from it when they delete their account. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    /** Hidden by the merchant: off the product page, lists and rating. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_product_idx").on(t.productId, t.createdAt),
    index("reviews_user_idx").on(t.userId),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

// ── Accounts ───────────────────────────────────────────────────────────────
export const users = pgTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    mobileNumber: text("mobile_number"),
    gender: text("gender"),
    passwordHash: text("password_hash"),
    googleSub: text("google_sub"),
    emailVerified: boolean("email_verified").notNull().default(false),
    /** A demo shopper: never signs in, removed by Start fresh (decision 221). */
    demo: boolean("demo").notNull().default(false),
    /** The shopper deleted their account (decision 252): the row stays, erased, for the orders GST law keeps. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(sql`lower(${t.email})`), uniqueIndex("users_google_sub_key").on(t.googleSub)],
);

/**
 * Every consent given or withdrawn, with its time and the words the shopper was shown (DPDP Act
 * 2023): the latest row of a kind is the shopper's answer today.
 */
export const consents = pgTable(
  "consents",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    granted: boolean("granted").notNull(),
    wording: text("wording").notNull(),
    /** Where it was given: signup, profile, checkout, a mail's link. */
    source: text("source").notNull(),
    orderId: uuid("order_id"),
    createdAt: createdAt(),
  },
  (t) => [index("consents_user_idx").on(t.userId, t.kind, t.id), index("consents_kind_idx").on(t.kind, t.createdAt)],
);

export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    street: text("street").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull().default(""),
    zip: text("zip").notNull(),
    country: text("country").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("addresses_user_idx").on(t.userId)],
);

/** Never the number or the CVV: brand, last 4, expiry and name only (PCI DSS 3.3.1.2). */
export const savedCards = pgTable(
  "saved_cards",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expiryMonth: integer("expiry_month").notNull(),
    expiryYear: integer("expiry_year").notNull(),
    nameOnCard: text("name_on_card").notNull(),
    gatewayToken: text("gateway_token"),
    createdAt: createdAt(),
  },
  (t) => [index("saved_cards_user_idx").on(t.userId)],
);

export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_codes_user_idx").on(t.userId, t.createdAt)],
);

/** Links that prove a shopper reads the mail sent to their address: only a hash is kept, 24 hours, used once. */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("email_verifications_user_idx").on(t.userId)],
);

/** Google sign-in: PKCE verifier, state and nonce between the redirect and the callback. */
export const oauthStates = pgTable("oauth_states", {
  state: text("state").primaryKey(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  returnTo: text("return_to").notNull().default("/"),
  /** Hash of the key the starting browser keeps in a cookie; the login code is exchanged only with it. */
  browserHash: text("browser_hash"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** One-time codes the shop's page exchanges for a session after an outside sign-in. */
export const loginCodes = pgTable("login_codes", {
  codeHash: text("code_hash").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Copied from the sign-in's state: the code works only in the browser that started the sign-in. */
  browserHash: text("browser_hash"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

// ── Cart and coupons ───────────────────────────────────────────────────────
export const cartItems = pgTable(
  "cart_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id").notNull(),
    size: text("size").notNull(),
    color: text("color").notNull(),
    quantity: integer("quantity").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId, t.size, t.color] }), check("cart_items_quantity_range", sql`${t.quantity} between 1 and 10`)],
);

/** A product a signed-in shopper keeps for later (decision 261); a guest's list stays in the browser until login. */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * A shopper waiting for a sold-out variant (decision 261): one row per shopper (an account, or a
 * guest's address in lower case) and variant. A guest's row waits for its mailed link
 * (confirmed_at); the back-in-stock mail sets notified_at and carries a fresh unsubscribe link.
 * Only the links' SHA-256 is kept.
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: id(),
    /** The account's id, or the guest's address in lower case: who is waiting, once per variant. */
    shopper: text("shopper").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    size: text("size").notNull(),
    color: text("color").notNull(),
    confirmTokenHash: text("confirm_token_hash"),
    unsubscribeTokenHash: text("unsubscribe_token_hash"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("stock_alerts_shopper_variant_key").on(t.shopper, t.productId, t.size, t.color),
    index("stock_alerts_variant_idx").on(t.productId, t.size, t.color),
    uniqueIndex("stock_alerts_confirm_token_key").on(t.confirmTokenHash),
    uniqueIndex("stock_alerts_unsubscribe_token_key").on(t.unsubscribeTokenHash),
    check("stock_alerts_shopper_known", sql`${t.userId} is not null or ${t.email} is not null`),
  ],
);

export const carts = pgTable("carts", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  couponCode: text("coupon_code"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const coupons = pgTable("coupons", {
  code: text("code").primaryKey(),
  kind: text("kind").notNull(),
  /** Rule parameters as the domain's CouponRule reads them (percent, category, count, totals). */
  params: jsonb("params").notNull(),
  active: boolean("active").notNull().default(true),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  usageLimit: integer("usage_limit"),
  usedCount: integer("used_count").notNull().default(0),
  createdAt: createdAt(),
});

// ── Storefront content ─────────────────────────────────────────────────────
// What the home and cart pages say besides the catalog: seeded with the demo store, edited by
// the merchant. Each list shows its active rows by position; an empty store shows none.

/** The home page's brand hero; the first active row by position is shown. */
export const heroCopy = pgTable("hero_copy", {
  id: id(),
  eyebrow: text("eyebrow").notNull().default(""),
  title: text("title").notNull(),
  body: text("body").notNull().default(""),
  position: integer("position").notNull().default(0),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Customer testimonials on the home and cart pages; `portrait` is an image URL. */
export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    name: text("name").notNull(),
    city: text("city").notNull().default(""),
    quote: text("quote").notNull(),
    rating: integer("rating").notNull(),
    portrait: text("portrait").notNull(),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    /** Seeded with the demo store: Start fresh removes it. */
    demo: boolean("demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("testimonials_rating_range", sql`${t.rating} between 1 and 5`)],
);

/** The home page's offer carousel: an image linking to a product (spec: image source, alt text, product id). */
export const offerSlides = pgTable(
  "offer_slides",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    image: text("image").notNull(),
    alt: text("alt").notNull(),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("offer_slides_product_idx").on(t.productId)],
);

// ── Orders and payments ────────────────────────────────────────────────────
export const orders = pgTable(
  "orders",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    status: text("status").notNull().default(PLACED_STATUS),
    payment: boolean("payment").notNull().default(false),
    paymentMethod: text("payment_method").notNull(),
    subtotalPaise: integer("subtotal_paise").notNull(),
    discountPaise: integer("discount_paise").notNull().default(0),
    deliveryFeePaise: integer("delivery_fee_paise").notNull().default(0),
    codFeePaise: integer("cod_fee_paise").notNull().default(0),
    amountPaise: integer("amount_paise").notNull(),
    /** Given when the order is confirmed (COD placed, online paid): gap-free per financial year. */
    invoiceNumber: text("invoice_number"),
    invoicedAt: timestamp("invoiced_at", { withTimezone: true }),
    couponCode: text("coupon_code"),
    address: jsonb("address").notNull(),
    /** The shopper agreed at checkout to show their first name and city in "Recently bought". */
    sharePurchase: boolean("share_purchase").notNull().default(false),
    providerOrderId: text("provider_order_id"),
    providerPaymentId: text("provider_payment_id"),
    /** Unpaid online orders hold stock until this time, then release it. */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    stockReleasedAt: timestamp("stock_released_at", { withTimezone: true }),
    /** Set by the console when the parcel ships. */
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    /** A refund due, settled from the console: through the provider or recorded as paid back by hand. */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    refundMethod: text("refund_method"),
    refundReference: text("refund_reference"),
    /** Set, in its own transaction, while a refund is asked of the provider: a second ask finds it taken. */
    refundClaimedAt: timestamp("refund_claimed_at", { withTimezone: true }),
    /** Paid from the shopper's store credit; amountPaise is the rest, which the payment method collects. */
    creditPaise: integer("credit_paise").notNull().default(0),
    /** Cash on delivery: until when the shopper's confirmation is awaited (decision 217). */
    codConfirmDueAt: timestamp("cod_confirm_due_at", { withTimezone: true }),
    /** Cash on delivery: when it was confirmed, and by whom ("shopper", or the console account's email). */
    codConfirmedAt: timestamp("cod_confirmed_at", { withTimezone: true }),
    codConfirmedBy: text("cod_confirmed_by"),
    /** The address block (an IPv6 /64) the order was placed from: unconfirmed COD orders are capped per address. */
    placedFrom: text("placed_from"),
    /** A demo order: never counted in the dashboard, exports or the invoice series (decision 221). */
    demo: boolean("demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_unconfirmed_idx").on(t.codConfirmDueAt).where(sql`${t.codConfirmedAt} is null and ${t.codConfirmDueAt} is not null`),
    index("orders_placed_from_idx").on(t.placedFrom).where(sql`${t.codConfirmedAt} is null and ${t.codConfirmDueAt} is not null`),
    uniqueIndex("orders_provider_order_key").on(t.providerOrderId),
    uniqueIndex("orders_invoice_number_key").on(t.invoiceNumber),
    index("orders_hold_idx").on(t.holdExpiresAt),
    // The order-states table's statuses; a new status comes with a migration that widens this.
    check("orders_credit_non_negative", sql`${t.creditPaise} >= 0`),
    check("orders_status_known", sql`${t.status} in (${sql.raw(ORDER_STATUSES.map((s) => `'${s.replaceAll("'", "''")}'`).join(", "))})`),
  ],
);

/** Prices, names and images copied at order time: later catalog edits never change an order. */
export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").notNull(),
    name: text("name").notNull(),
    image: text("image").notNull().default(""),
    category: text("category").notNull(),
    size: text("size").notNull(),
    color: text("color").notNull(),
    quantity: integer("quantity").notNull(),
    unitPricePaise: integer("unit_price_paise").notNull(),
    // GST of the line as sold: null on lines written before invoices were issued.
    hsn: text("hsn"),
    /** What the shopper pays for the line, tax included, after its share of the discount. */
    netPaise: integer("net_paise"),
    gstRate: integer("gst_rate"),
    taxablePaise: integer("taxable_paise"),
    cgstPaise: integer("cgst_paise"),
    sgstPaise: integer("sgst_paise"),
    igstPaise: integer("igst_paise"),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), index("order_items_product_idx").on(t.productId)],
);

/**
 * Links mailed about an order that act without a login, each for one purpose (confirm or cancel
 * a cash-on-delivery order): only the SHA-256 of the random token is kept, with the address it was
 * mailed to, until when it works and when it was used.
 */
export const orderLinks = pgTable(
  "order_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_links_order_idx").on(t.orderId),
    check("order_links_purpose_known", sql`${t.purpose} in ('cod-confirm', 'cod-cancel', 'delivery-answer')`),
  ],
);

/**
 * What the store asked a courier to ship (decision 234): written, with the order locked, before the
 * courier is called, and filled in step by step (the courier's order and shipment, the AWB, the
 * pickup, the label), so that a retry after a timeout finds what was already asked and books once.
 */
export const shipments = pgTable(
  "shipments",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The reference the courier's API knows the order by (its channel order id); the same on every retry. */
    idempotencyKey: text("idempotency_key").notNull(),
    provider: text("provider").notNull().default("shiprocket"),
    state: text("state").notNull().default("requested"),
    attempts: integer("attempts").notNull().default(1),
    courierId: integer("courier_id"),
    courier: text("courier"),
    providerOrderId: text("provider_order_id"),
    providerShipmentId: text("provider_shipment_id"),
    awb: text("awb"),
    pickupAt: timestamp("pickup_at", { withTimezone: true }),
    labelUrl: text("label_url"),
    manifestUrl: text("manifest_url"),
    trackingUrl: text("tracking_url"),
    /** What the courier last refused or failed, in the merchant's words. */
    error: text("error"),
    bookedAt: timestamp("booked_at", { withTimezone: true }),
    /** The courier's latest word (webhook or poll), or when the store last asked it. */
    lastEventAt: timestamp("last_event_at", { withTimezone: true }),
    polledAt: timestamp("polled_at", { withTimezone: true }),
    /** A parcel the courier brought back (Returned to seller), received by the merchant: accepted (stock back) or refused, with a note. */
    rtoReceivedAt: timestamp("rto_received_at", { withTimezone: true }),
    rtoOutcome: text("rto_outcome"),
    rtoNote: text("rto_note"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shipments_order_key").on(t.orderId),
    uniqueIndex("shipments_idempotency_key").on(t.provider, t.idempotencyKey),
    uniqueIndex("shipments_awb_key").on(t.awb),
    index("shipments_quiet_idx").on(t.lastEventAt).where(sql`${t.state} = 'booked'`),
    check("shipments_state_known", sql`${t.state} in ('requested', 'booked', 'failed', 'canceled')`),
    check("shipments_rto_outcome_known", sql`${t.rtoOutcome} is null or ${t.rtoOutcome} in ('accepted', 'refused')`),
  ],
);

/**
 * A parcel the courier could not deliver (decision 235): opened by the courier's Failed delivery
 * scan, with its words and the attempts so far, and closed by one answer, the merchant's or the
 * shopper's (reattempt on a day, perhaps with a corrected phone or address line, or return), which
 * the store sends the courier as its NDR action. One open failure per shipment at a time.
 */
export const deliveryFailures = pgTable(
  "delivery_failures",
  {
    id: id(),
    shipmentId: uuid("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    awb: text("awb").notNull(),
    /** The courier's words for the last failed attempt. */
    reason: text("reason").notNull(),
    attempts: integer("attempts").notNull().default(1),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull(),
    /** reattempt or return; null while nobody has answered. */
    action: text("action"),
    actionBy: text("action_by"),
    actionAt: timestamp("action_at", { withTimezone: true }),
    /** The day asked for the next attempt (YYYY-MM-DD, India). */
    reattemptOn: text("reattempt_on"),
    phone: text("phone"),
    addressLine: text("address_line"),
    landmark: text("landmark"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("delivery_failures_open_key").on(t.shipmentId).where(sql`${t.action} is null`),
    index("delivery_failures_order_idx").on(t.orderId),
    check("delivery_failures_action_known", sql`${t.action} is null or ${t.action} in ('reattempt', 'return')`),
  ],
);

/**
 * Each courier scan of a shipment, kept once however often or in whatever order it arrives: its
 * key is the courier's status and the scan's time. `applied` says whether it moved the order.
 */
export const shipmentEvents = pgTable(
  "shipment_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    shipmentId: uuid("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    awb: text("awb").notNull(),
    eventKey: text("event_key").notNull(),
    /** The courier's status code (Shiprocket's shipment status id) and label. */
    statusCode: integer("status_code"),
    statusLabel: text("status_label").notNull(),
    activity: text("activity").notNull().default(""),
    location: text("location").notNull().default(""),
    happenedAt: timestamp("happened_at", { withTimezone: true }).notNull(),
    /** The order status this event moved the order to, when it moved it. */
    applied: text("applied"),
    /** Why it did not move the order, when it should have and could not. */
    note: text("note"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("shipment_events_awb_event_key").on(t.awb, t.eventKey), index("shipment_events_shipment_idx").on(t.shipmentId, t.happenedAt)],
);

/** The last invoice number used in each financial year ("2026-27"); taken in the confirming transaction, so no number is skipped. */
export const invoiceCounters = pgTable("invoice_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/**
 * An invoice's PDF as drawn: an issued invoice does not change, so it is drawn once, and again
 * only for the cancellation mark. Drawing takes the event loop; reading the bytes does not.
 */
/** The last GST credit note number of each financial year: its own gap-free series. */
export const creditNoteCounters = pgTable("credit_note_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/**
 * A GST credit note: issued in the transaction that records a refund after an invoice (a return's,
 * or a canceled invoiced order's), against that invoice, with the same tax split line by line.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: id(),
    number: text("number").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    returnId: uuid("return_id"),
    invoiceNumber: text("invoice_number").notNull(),
    /** Its value, taxes included: what it credits the shopper. */
    amountPaise: integer("amount_paise").notNull(),
    /** The lines as credited ({ name, size, color, hsn, quantity, netPaise, gstRate }) and the fees. */
    lines: jsonb("lines").notNull(),
    reason: text("reason").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("credit_notes_number_key").on(t.number),
    index("credit_notes_order_idx").on(t.orderId),
    uniqueIndex("credit_notes_return_key").on(t.returnId),
    check("credit_notes_amount_positive", sql`${t.amountPaise} > 0`),
  ],
);

export const invoicePdfs = pgTable("invoice_pdfs", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  /** Whether the drawing carries the cancellation mark. */
  canceled: boolean("canceled").notNull(),
  pdf: bytea("pdf").notNull(),
  createdAt: createdAt(),
});

export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code"),
    response: jsonb("response"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

// ── Site, mail and limits ──────────────────────────────────────────────────
/** Visits are counted per page and day: a flood grows a counter, not a table. */
export const pageVisits = pgTable(
  "page_visits",
  {
    page: text("page").notNull(),
    day: date("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.page, t.day] })],
);

export const customerQueries = pgTable("customer_queries", {
  id: id(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  email: text("email").notNull(),
  query: text("query").notNull(),
  teamMailStatus: text("team_mail_status").notNull().default("pending"),
  confirmationMailStatus: text("confirmation_mail_status").notNull().default("pending"),
  /** Set when the console answers (or marks it answered); null while the query is open. */
  answeredAt: timestamp("answered_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const partnerInquiries = pgTable("partner_inquiries", {
  id: id(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phoneNumber: text("phone_number").notNull(),
  topic: text("topic").notNull(),
  message: text("message").notNull(),
  mailStatus: text("mail_status").notNull().default("pending"),
  /** Set when the console answers (or marks it answered); null while the inquiry is open. */
  answeredAt: timestamp("answered_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The console's replies by email: a thread is a customer query or a partner inquiry and its
 * replies, oldest first. Each reply names the outbox mail that carried it.
 */
export const inboxReplies = pgTable(
  "inbox_replies",
  {
    id: id(),
    queryId: uuid("query_id").references(() => customerQueries.id, { onDelete: "cascade" }),
    inquiryId: uuid("inquiry_id").references(() => partnerInquiries.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    authorEmail: text("author_email").notNull(),
    mailId: integer("mail_id"),
    mailStatus: text("mail_status").notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [
    check("inbox_replies_one_thread", sql`num_nonnulls(${t.queryId}, ${t.inquiryId}) = 1`),
    index("inbox_replies_query_idx").on(t.queryId, t.createdAt),
    index("inbox_replies_inquiry_idx").on(t.inquiryId, t.createdAt),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_email_key").on(sql`lower(${t.email})`)],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    status: text("status").notNull().default("stored"),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to, t.createdAt)],
);

/** Fixed-window counters shared by every app process behind a load balancer. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull().default(0),
});

/** Facts about this database itself, such as when the demo catalog was seeded. */
export const storeMeta = pgTable("store_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the merchant changed in the console's Settings, one row a setting (decision 219). A setting
 * without a row takes the environment's value; every change is announced on 'shop_settings_changed'.
 */
export const shopSettings = pgTable("shop_settings", {
  key: text("key").primaryKey(),
  /** The setting's value as JSON text (read back the same on every driver). */
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Complaints to the Grievance Officer (Consumer Protection (E-Commerce) Rules 2020), by ticket number. */
export const grievances = pgTable("grievances", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  ticket: text("ticket").notNull().unique(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  orderId: text("order_id"),
  message: text("message").notNull(),
  /** The Grievance Officer's acknowledgement (due in 48 hours) and resolution (due in a month). */
  acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
  resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  resolution: text("resolution"),
  createdAt: createdAt(),
});

/** The values a text column may hold, as a CHECK's list. */
const listed = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "));

// ── Returns and store credit ───────────────────────────────────────────────
/** A shopper's return or exchange of some of an order's lines; it moves through src/domain/return-states.ts. */
export const returnRequests = pgTable(
  "return_requests",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("Return requested"),
    /** A return's destination: original, credit, bank or upi; null for an exchange. */
    refundTo: text("refund_to"),
    /** The shopper's bank account ({ accountName, accountNumber, ifsc }) or UPI ID ({ upiId }). */
    refundAccount: jsonb("refund_account"),
    /** What a return pays back: the returned units' share of their lines' net price. */
    refundPaise: integer("refund_paise").notNull().default(0),
    rejectReason: text("reject_reason"),
    pickupOn: date("pickup_on"),
    /** The check on arrival. */
    inspection: text("inspection"),
    inspectionNote: text("inspection_note"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    refundMethod: text("refund_method"),
    refundReference: text("refund_reference"),
    /** Set, in its own transaction, while a refund is asked of the provider: a second ask finds it taken. */
    refundClaimedAt: timestamp("refund_claimed_at", { withTimezone: true }),
    /** The exchange's own shipment. */
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("return_requests_order_idx").on(t.orderId),
    index("return_requests_status_idx").on(t.status, t.createdAt),
    check("return_requests_status_known", sql`${t.status} in (${listed(RETURN_STATUSES)})`),
    check("return_requests_kind_known", sql`${t.kind} in (${listed(RETURN_KINDS)})`),
    check("return_requests_refund_to_known", sql`${t.refundTo} is null or ${t.refundTo} in (${listed(REFUND_DESTINATIONS)})`),
    check("return_requests_inspection_known", sql`${t.inspection} is null or ${t.inspection} in ('accepted', 'refused')`),
    check("return_requests_refund_non_negative", sql`${t.refundPaise} >= 0`),
  ],
);

/** The lines of a request: which order line, how many, why, the photos, and for an exchange the size and colour wanted. */
export const returnLines = pgTable(
  "return_lines",
  {
    id: id(),
    returnId: uuid("return_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    reason: text("reason").notNull(),
    photos: text("photos").array().notNull().default(sql`'{}'::text[]`),
    exchangeSize: text("exchange_size"),
    exchangeColor: text("exchange_color"),
  },
  (t) => [
    index("return_lines_return_idx").on(t.returnId),
    index("return_lines_item_idx").on(t.orderItemId),
    check("return_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("return_lines_reason_known", sql`${t.reason} in (${listed(RETURN_REASONS)})`),
    check("return_lines_photos_max", sql`coalesce(array_length(${t.photos}, 1), 0) <= 3`),
  ],
);

/** A request's history: every step, when, with its note and who made it (the shopper's timeline). */
export const returnEvents = pgTable(
  "return_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    returnId: uuid("return_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status").notNull(),
    note: text("note"),
    actorEmail: text("actor_email"),
  },
  (t) => [index("return_events_return_idx").on(t.returnId, t.at)],
);

/**
 * Store credit: one row per credit or use; the balance is their sum. Each row keeps the balance
 * after it, written under a lock on the shopper's row, and the CHECK holds it at zero or more.
 */
export const storeCredit = pgTable(
  "store_credit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    amountPaise: integer("amount_paise").notNull(),
    balanceAfterPaise: integer("balance_after_paise").notNull(),
    kind: text("kind").notNull(),
    note: text("note"),
    orderId: uuid("order_id"),
    returnId: uuid("return_id"),
    /** When an unused credit lapses; none by default. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    actorEmail: text("actor_email"),
    createdAt: createdAt(),
  },
  (t) => [
    index("store_credit_user_idx").on(t.userId, t.id),
    check("store_credit_amount_not_zero", sql`${t.amountPaise} <> 0`),
    check("store_credit_never_negative", sql`${t.balanceAfterPaise} >= 0`),
    check("store_credit_kind_known", sql`${t.kind} in (${listed(CREDIT_KINDS)})`),
  ],
);

export * from "./console-schema";

// ── Catalog vocabulary ─────────────────────────────────────────────────────
// The colours, size sets and categories products are made of (decision 221): seeded with the
// spec's, changed in the console; every write is announced on 'storefront_changed'.

/** A colour products come in; a colour in use is retired, never deleted. */
export const colours = pgTable(
  "colours",
  {
    id: id(),
    name: text("name").notNull(),
    /** #RRGGBB, upper-case. */
    hex: text("hex").notNull(),
    /** Codes products and orders kept from before (a second code of the same colour), read as this colour. */
    formerHexes: text("former_hexes").array().notNull().default(sql`'{}'::text[]`),
    /** Offered no more for new products; the products that have it keep it. */
    retired: boolean("retired").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("colours_name_key").on(sql`lower(${t.name})`), uniqueIndex("colours_hex_key").on(t.hex)],
);

/** An ordered list of sizes a product is made in (S to XXL, the kids' ages, ...). */
export const sizeSets = pgTable(
  "size_sets",
  {
    id: id(),
    name: text("name").notNull(),
    sizes: text("sizes").array().notNull().default(sql`'{}'::text[]`),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("size_sets_name_key").on(sql`lower(${t.name})`)],
);

/** A category of the menus and filters, with the HSN code and GST rate its invoices carry. */
export const categories = pgTable(
  "categories",
  {
    id: id(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    hsn: text("hsn").notNull(),
    /** A flat GST rate in per cent; null: the garment slabs by a piece's value (src/domain/india/gst.ts). */
    gstRate: integer("gst_rate"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("categories_slug_key").on(t.slug), uniqueIndex("categories_name_key").on(sql`lower(${t.name})`)],
);
