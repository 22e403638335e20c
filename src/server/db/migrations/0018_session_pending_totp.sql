-- The key an account is shown before it enrols belongs to the sign-in that was shown it (decision
-- 220). A key left waiting on an account is dropped; that account is shown a new one at its next sign-in.
ALTER TABLE "admin_sessions" ADD COLUMN "pending_totp_secret" text;--> statement-breakpoint
ALTER TABLE "admin_users" DROP COLUMN "pending_totp_secret";