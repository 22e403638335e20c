import path from "node:path";
import * as z from "zod";
import { type DeliveryZone, DELIVERY_ZONES, type DispatchRules } from "../domain/india/delivery";
import { DEFAULT_SHOP_POLICY, type ShopPolicy } from "../domain/shop-policy";
import { INDIAN_STATES } from "../domain/indian-states";
import { paiseToRupees, rupeesToPaise } from "../domain/money";

/** The only reader of process.env: every setting the store has, validated once at start. */

const bool = z.enum(["true", "false", "1", "0", "yes", "no", ""]).transform((v) => v === "true" || v === "1" || v === "yes");

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));
const optional = z
  .string()
  .min(1)
  .optional()
  .or(z.literal("").transform(() => undefined));

const EnvSchema = z.object({
  NODE_ENV: z.string().default("production"),
  // An empty PORT= means "not set", not port 0 (a random port).
  PORT: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default("Dhaaga <hello@dhaaga.local>"),
  TEAM_EMAIL: z.string().email().default("team@dhaaga.local"),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_ISSUER: z.string().url().default("https://accounts.google.com"),
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  RAZORPAY_API_BASE: optionalUrl,
  RAZORPAY_CHECKOUT_URL: z.string().url().default("https://checkout.razorpay.com/v1/checkout.js"),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optionalUrl,
  SHIPROCKET_EMAIL: optional,
  SHIPROCKET_PASSWORD: optional,
  SHIPROCKET_API_BASE: z.string().url().default("https://apiv2.shiprocket.in/v1/external"),
  SHIPROCKET_WEBHOOK_TOKEN: optional,
  SHIPROCKET_PICKUP_LOCATION: z.string().min(1).default("Primary"),
  SHIPROCKET_COURIER_CHOICE: z.enum(["cheapest", "fastest"], { error: "must be cheapest or fastest" }).default("cheapest"),
  SHIPROCKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{10,15}$/, "digits only, with country code")
    .default("919876543210"),
  TRUST_PROXY: bool.default(false),
  BACKUP_DIR: optional,
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  METRICS_TOKEN: z.string().min(16, "at least 16 characters").optional(),
  IP_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  UNPAID_ORDER_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  ORDER_MAX_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  ORDER_MAX_OPEN_COD: z.coerce.number().int().min(1).max(1_000_000).default(3),
  ORDER_MAX_UNITS_ON_HOLD: z.coerce.number().int().min(1).max(1_000_000).default(20),
  COD_CONFIRM_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  COD_UNCONFIRMED: z.enum(["cancel", "keep"], { error: "must be cancel or keep" }).default("cancel"),
  DEV_MAILBOX: bool.optional(),
  SEED_DEMO: bool.default(true),
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  RENDER_THREADS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(16).optional()),
  PAGE_QUEUE_MAX: z.coerce.number().int().min(0).max(100_000).default(200),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(10).max(60_000).default(3000),
  ORDER_QUEUE_MAX: z.coerce.number().int().min(0).max(100_000).default(200),
  WAITING_ROOM_AT: z.coerce.number().int().min(0).max(100_000).default(50),
  STORE_LEGAL_NAME: z.string().min(1).default("Dhaaga Apparel Private Limited"),
  STORE_ADDRESS: z.string().min(1).default("Shop 12, FC Road, Shivajinagar, Pune 411004, Maharashtra"),
  STORE_STATE: z
    .string()
    .refine(
      (s) => (INDIAN_STATES as readonly string[]).includes(s),
      "must be one of India's states or union territories, spelled as in the delivery form",
    )
    .default("Maharashtra"),
  STORE_PIN: z
    .string()
    .regex(/^[1-9]\d{5}$/, "must be a 6-digit PIN code")
    .default("411004"),
  STORE_GSTIN: z
    .string()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, "must be a 15-character GSTIN")
    .default("27AABCD1234E1Z5"),
  STORE_CARE_PHONE: z.string().min(1).default("+91 98765 43210"),
  STORE_CARE_EMAIL: z.string().email().default("support@dhaaga.in"),
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9-]{1,8}$/, "1 to 8 capital letters, digits or dashes")
    .default("DH"),
  DISPATCH_CUTOFF: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:MM, 24-hour, India time")
    .default("14:00"),
  DELIVERY_HOLIDAYS: z
    .string()
    .regex(/^(\s*(\d{4}-)?\d{2}-\d{2}\s*(,|$))*$/, "comma-separated MM-DD (every year) or YYYY-MM-DD dates")
    .default("01-26,08-15,10-02,12-25"),
  DELIVERY_FEE: z.coerce.number().min(0).max(10_000).default(paiseToRupees(DEFAULT_SHOP_POLICY.delivery.feePaise)),
  FREE_DELIVERY_FROM: z.coerce.number().min(0).default(paiseToRupees(DEFAULT_SHOP_POLICY.delivery.freeFromPaise)),
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(90).default(DEFAULT_SHOP_POLICY.returnWindowDays),
  COD_FEE: z.coerce.number().min(0).max(10_000).default(paiseToRupees(DEFAULT_SHOP_POLICY.cod.feePaise)),
  COD_MAX_ORDER: z.coerce.number().min(0).default(paiseToRupees(DEFAULT_SHOP_POLICY.cod.maxOrderPaise)),
  COD_ZONES: z
    .string()
    .refine(
      (s) => s.split(",").every((z) => z.trim() === "" || (DELIVERY_ZONES as readonly string[]).includes(z.trim())),
      `comma-separated zones from: ${DELIVERY_ZONES.join(", ")}`,
    )
    .default(DEFAULT_SHOP_POLICY.cod.zones.join(",")),
});

export type Config = {
  env: string;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  teamEmail: string;
  google?: { clientId: string; clientSecret: string; issuer: string };
  razorpay?: { keyId: string; keySecret: string; webhookSecret?: string; apiBase?: string; checkoutUrl: string };
  stripe?: { secretKey: string; webhookSecret?: string; apiBase?: string };
  /** Shipping with Shiprocket (decision 234); unset, the merchant types courier and tracking number by hand. */
  shiprocket?: ShiprocketConfig;
  whatsappNumber: string;
  trustProxy: boolean;
  /** Nightly backups: the folder they go to (none without it) and how many are kept. */
  backup: { dir?: string; keep: number };
  /** A bearer token that opens `GET /metrics` from anywhere; without it, only this machine may read them. */
  metricsToken?: string;
  ipRateLimitScale: number;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  unpaidOrderTtlMinutes: number;
  orderCaps: OrderCaps;
  /** How long a cash-on-delivery order waits for the shopper's confirmation, and what happens then (decision 217). */
  codConfirmation: CodConfirmation;
  devMailbox: boolean;
  seedDemo: boolean;
  /** Memory cap of the anonymous page cache in MB; 0 turns it off. */
  pageCacheMb: number;
  /** Worker threads that render pages; unset, the store chooses by its database (decision 191). */
  renderThreads?: number;
  /** Pages that may wait for a render thread per process; beyond it a page is answered 503. */
  pageQueueMax: number;
  /** PostgreSQL connections per process, and how long a request waits for one before a 503. */
  databasePool: { size: number; waitMs: number };
  /** Order placements that may wait their turn per process; beyond it a placement is answered 503. */
  orderQueueMax: number;
  /** Placements in flight per process past which checkout waits in the waiting room (decision 270); 0: no room. */
  waitingRoomAt: number;
  store: StoreIdentity;
  dispatch: DispatchRules;
  /** The shop's promises: delivery fee, cash on delivery, return window (domain/shop-policy.ts). */
  policy: ShopPolicy;
};

/** SHIPROCKET_*: the API user, where its API is, the webhook's token, the pickup address's nickname and the courier picked first. */
export interface ShiprocketConfig {
  email: string;
  password: string;
  apiBase: string;
  webhookToken?: string;
  pickupLocation: string;
  courierChoice: "cheapest" | "fastest";
  timeoutMs: number;
}

/** What one account may hold at once in orders neither delivered nor canceled (decision 123). */
export interface OrderCaps {
  /** Orders one account may place in an hour. */
  ordersPerHour: number;
  /** Cash-on-delivery orders not yet delivered. */
  openCodOrders: number;
  /** Units in unpaid orders whose stock is still taken. */
  unitsOnHold: number;
}

/** COD_CONFIRM_HOURS and COD_UNCONFIRMED: the sweep cancels an unconfirmed order, or leaves it to the merchant. */
export interface CodConfirmation {
  hours: number;
  unconfirmed: "cancel" | "keep";
}

/** The seller, as invoices, product declarations and delivery estimates name it. */
export interface StoreIdentity {
  legalName: string;
  address: string;
  state: string;
  pin: string;
  gstin: string;
  carePhone: string;
  careEmail: string;
  invoicePrefix: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
  }
  const e = parsed.data;
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    teamEmail: e.TEAM_EMAIL,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiBase: e.RAZORPAY_API_BASE,
            checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
          }
        : undefined,
    stripe: e.STRIPE_SECRET_KEY ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE } : undefined,
    shiprocket:
      e.SHIPROCKET_EMAIL && e.SHIPROCKET_PASSWORD
        ? {
            email: e.SHIPROCKET_EMAIL,
            password: e.SHIPROCKET_PASSWORD,
            apiBase: e.SHIPROCKET_API_BASE.replace(/\/$/, ""),
            webhookToken: e.SHIPROCKET_WEBHOOK_TOKEN,
            pickupLocation: e.SHIPROCKET_PICKUP_LOCATION,
            courierChoice: e.SHIPROCKET_COURIER_CHOICE,
            timeoutMs: e.SHIPROCKET_TIMEOUT_MS,
          }
        : undefined,
    whatsappNumber: e.WHATSAPP_NUMBER,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    backup: { dir: e.BACKUP_DIR && path.resolve(e.BACKUP_DIR), keep: e.BACKUP_KEEP },
    ipRateLimitScale: e.IP_RATE_LIMIT_SCALE,
    logLevel: e.LOG_LEVEL,
    unpaidOrderTtlMinutes: e.UNPAID_ORDER_TTL_MINUTES,
    orderCaps: { ordersPerHour: e.ORDER_MAX_PER_HOUR, openCodOrders: e.ORDER_MAX_OPEN_COD, unitsOnHold: e.ORDER_MAX_UNITS_ON_HOLD },
    codConfirmation: { hours: e.COD_CONFIRM_HOURS, unconfirmed: e.COD_UNCONFIRMED },
    devMailbox: e.DEV_MAILBOX ?? e.NODE_ENV !== "production",
    seedDemo: e.SEED_DEMO,
    pageCacheMb: e.PAGE_CACHE_MB,
    renderThreads: e.RENDER_THREADS,
    pageQueueMax: e.PAGE_QUEUE_MAX,
    databasePool: { size: e.DATABASE_POOL_SIZE, waitMs: e.DATABASE_POOL_WAIT_MS },
    orderQueueMax: e.ORDER_QUEUE_MAX,
    waitingRoomAt: e.WAITING_ROOM_AT,
    store: {
      legalName: e.STORE_LEGAL_NAME,
      address: e.STORE_ADDRESS,
      state: e.STORE_STATE,
      pin: e.STORE_PIN,
      gstin: e.STORE_GSTIN,
      carePhone: e.STORE_CARE_PHONE,
      careEmail: e.STORE_CARE_EMAIL,
      invoicePrefix: e.INVOICE_PREFIX,
    },
    dispatch: {
      cutoff: e.DISPATCH_CUTOFF,
      holidays: e.DELIVERY_HOLIDAYS.split(",")
        .map((d) => d.trim())
        .filter(Boolean),
    },
    policy: {
      delivery: { feePaise: rupeesToPaise(e.DELIVERY_FEE), freeFromPaise: rupeesToPaise(e.FREE_DELIVERY_FROM) },
      cod: {
        feePaise: rupeesToPaise(e.COD_FEE),
        maxOrderPaise: rupeesToPaise(e.COD_MAX_ORDER),
        zones: e.COD_ZONES.split(",")
          .map((z) => z.trim())
          .filter(Boolean) as DeliveryZone[],
      },
      returnWindowDays: e.RETURN_WINDOW_DAYS,
    },
  };
}

/** A configuration for tests: in-memory database, nothing outside switched on. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), ...overrides };
}
