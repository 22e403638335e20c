CREATE TABLE "grievances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"order_id" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievances_ticket_unique" UNIQUE("ticket")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "net_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "taxable_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cgst_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sgst_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "igst_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text DEFAULT 'India' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_key" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
-- Existing products get the HSN of their category: knitted T-shirts 6109, sweatshirts and hoodies 6110.
UPDATE "products" SET "hsn" = CASE WHEN "category" ~* '(^|[^a-z])t-?shirt|(^|[^a-z])tees?([^a-z]|$)' THEN '6109' ELSE '6110' END WHERE "hsn" IS NULL;
