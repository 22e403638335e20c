import { sql } from "drizzle-orm";
import { bigserial, boolean, check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** The merchant console's tables: its own accounts, sessions and the audit log. */

export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** Base32 TOTP key once enrolled; a key being enrolled waits on the sign-in that was shown it (admin_sessions). */
    totpSecret: text("totp_secret"),
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totpLastStep: integer("totp_last_step"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("admin_users_email_key").on(sql`lower(${t.email})`), check("admin_users_role", sql`${t.role} in ('owner', 'staff')`)],
);

export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("admin_recovery_codes_admin_idx").on(t.adminId)],
);

/**
 * A console session is "verified" once its second factor is passed; before that it opens nothing.
 * An account without an authenticator is shown a key of its own at each sign-in, kept here: only
 * the sign-in that was shown a key can enrol it.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(false),
    pendingTotpSecret: text("pending_totp_secret"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("admin_sessions_admin_idx").on(t.adminId)],
);

/** One-time links: the first owner's setup link and staff invitations. Only their hash is kept. */
export const adminLinks = pgTable("admin_links", {
  tokenHash: text("token_hash").primaryKey(),
  purpose: text("purpose").notNull(),
  email: text("email"),
  role: text("role").notNull(),
  createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every console write: who, when, what, before and after. The database refuses updates and deletes. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_target_idx").on(t.targetType, t.targetId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** An uploaded image, named by the SHA-256 of what was sent; its renditions are in media_files. */
export const media = pgTable("media", {
  hash: text("hash").primaryKey(),
  originalType: text("original_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every width × format of an uploaded image, served at /media/<name> with a year of caching. */
export const mediaFiles = pgTable("media_files", {
  name: text("name").primaryKey(),
  hash: text("hash")
    .notNull()
    .references(() => media.hash, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  body: bytea("body").notNull(),
});

/** An order's history as the console moves it: every step, with who did it. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind").notNull(),
    status: text("status"),
    note: text("note"),
    actorEmail: text("actor_email"),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.at)],
);
