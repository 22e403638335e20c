ALTER TABLE "login_codes" ADD COLUMN "browser_hash" text;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "browser_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "share_purchase" boolean DEFAULT false NOT NULL;