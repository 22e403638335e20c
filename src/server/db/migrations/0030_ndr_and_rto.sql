CREATE TABLE "delivery_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"awb" text NOT NULL,
	"reason" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	"action" text,
	"action_by" text,
	"action_at" timestamp with time zone,
	"reattempt_on" text,
	"phone" text,
	"address_line" text,
	"landmark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_failures_action_known" CHECK ("delivery_failures"."action" is null or "delivery_failures"."action" in ('reattempt', 'return'))
);
--> statement-breakpoint
ALTER TABLE "order_links" DROP CONSTRAINT "order_links_purpose_known";--> statement-breakpoint
ALTER TABLE "shipments" DROP CONSTRAINT "shipments_state_known";--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "rto_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "rto_outcome" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "rto_note" text;--> statement-breakpoint
ALTER TABLE "delivery_failures" ADD CONSTRAINT "delivery_failures_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_failures" ADD CONSTRAINT "delivery_failures_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_failures_open_key" ON "delivery_failures" USING btree ("shipment_id") WHERE "delivery_failures"."action" is null;--> statement-breakpoint
CREATE INDEX "delivery_failures_order_idx" ON "delivery_failures" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_links" ADD CONSTRAINT "order_links_purpose_known" CHECK ("order_links"."purpose" in ('cod-confirm', 'cod-cancel', 'delivery-answer'));--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_rto_outcome_known" CHECK ("shipments"."rto_outcome" is null or "shipments"."rto_outcome" in ('accepted', 'refused'));--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_state_known" CHECK ("shipments"."state" in ('requested', 'booked', 'failed', 'canceled'));