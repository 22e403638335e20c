CREATE TABLE "order_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_links_purpose_known" CHECK ("order_links"."purpose" in ('cod-confirm', 'cod-cancel'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_from" text;--> statement-breakpoint
UPDATE "orders" SET "cod_confirmed_at" = "created_at", "cod_confirmed_by" = 'placed before confirmation' WHERE "payment_method" = 'cod';--> statement-breakpoint
ALTER TABLE "order_links" ADD CONSTRAINT "order_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_links_order_idx" ON "order_links" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_unconfirmed_idx" ON "orders" USING btree ("cod_confirm_due_at") WHERE "orders"."cod_confirmed_at" is null and "orders"."cod_confirm_due_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_placed_from_idx" ON "orders" USING btree ("placed_from") WHERE "orders"."cod_confirmed_at" is null and "orders"."cod_confirm_due_at" is not null;