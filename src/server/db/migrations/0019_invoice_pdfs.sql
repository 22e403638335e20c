CREATE TABLE "invoice_pdfs" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"canceled" boolean NOT NULL,
	"pdf" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_pdfs" ADD CONSTRAINT "invoice_pdfs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;