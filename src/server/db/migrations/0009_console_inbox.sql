CREATE TABLE "inbox_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"query_id" uuid,
	"inquiry_id" uuid,
	"body" text NOT NULL,
	"author_email" text NOT NULL,
	"mail_id" integer,
	"mail_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_replies_one_thread" CHECK (num_nonnulls("inbox_replies"."query_id", "inbox_replies"."inquiry_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "customer_queries" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_inquiries" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_query_id_customer_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."customer_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_inquiry_id_partner_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."partner_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_replies_query_idx" ON "inbox_replies" USING btree ("query_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_replies_inquiry_idx" ON "inbox_replies" USING btree ("inquiry_id","created_at");