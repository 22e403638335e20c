CREATE TABLE "return_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"actor_email" text
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"exchange_size" text,
	"exchange_color" text,
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0),
	CONSTRAINT "return_lines_reason_known" CHECK ("return_lines"."reason" in ('Size too small', 'Size too large', 'Quality issue', 'Different from the picture', 'Wrong item received', 'Damaged', 'Changed my mind')),
	CONSTRAINT "return_lines_photos_max" CHECK (coalesce(array_length("return_lines"."photos", 1), 0) <= 3)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'Return requested' NOT NULL,
	"refund_to" text,
	"refund_account" jsonb,
	"refund_paise" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"pickup_on" date,
	"inspection" text,
	"inspection_note" text,
	"refunded_at" timestamp with time zone,
	"refund_method" text,
	"refund_reference" text,
	"courier" text,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_status_known" CHECK ("return_requests"."status" in ('Return requested', 'Approved', 'Rejected', 'Pickup scheduled', 'Picked up', 'Received', 'Refunded', 'Exchange shipped', 'Exchange delivered')),
	CONSTRAINT "return_requests_kind_known" CHECK ("return_requests"."kind" in ('return', 'exchange')),
	CONSTRAINT "return_requests_refund_to_known" CHECK ("return_requests"."refund_to" is null or "return_requests"."refund_to" in ('original', 'credit', 'bank', 'upi')),
	CONSTRAINT "return_requests_inspection_known" CHECK ("return_requests"."inspection" is null or "return_requests"."inspection" in ('accepted', 'refused')),
	CONSTRAINT "return_requests_refund_non_negative" CHECK ("return_requests"."refund_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_credit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"balance_after_paise" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"order_id" uuid,
	"return_id" uuid,
	"expires_at" timestamp with time zone,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_amount_not_zero" CHECK ("store_credit"."amount_paise" <> 0),
	CONSTRAINT "store_credit_never_negative" CHECK ("store_credit"."balance_after_paise" >= 0),
	CONSTRAINT "store_credit_kind_known" CHECK ("store_credit"."kind" in ('refund', 'goodwill', 'use', 'expiry'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "returnable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit" ADD CONSTRAINT "store_credit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_events_return_idx" ON "return_events" USING btree ("return_id","at");--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_lines_item_idx" ON "return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "store_credit_user_idx" ON "store_credit" USING btree ("user_id","id");