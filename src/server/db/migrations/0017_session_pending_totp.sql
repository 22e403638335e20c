ALTER TABLE "admin_sessions" ADD COLUMN "pending_totp_secret" text;--> statement-breakpoint
ALTER TABLE "admin_users" DROP COLUMN "pending_totp_secret";