CREATE TABLE "shipment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL,
	"awb" text NOT NULL,
	"event_key" text NOT NULL,
	"status_code" integer,
	"status_label" text NOT NULL,
	"activity" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"applied" text,
	"note" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text DEFAULT 'shiprocket' NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"courier_id" integer,
	"courier" text,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"awb" text,
	"pickup_at" timestamp with time zone,
	"label_url" text,
	"manifest_url" text,
	"tracking_url" text,
	"error" text,
	"booked_at" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"polled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_state_known" CHECK ("shipments"."state" in ('requested', 'booked', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_awb_event_key" ON "shipment_events" USING btree ("awb","event_key");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","happened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_key" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_idempotency_key" ON "shipments" USING btree ("provider","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_awb_key" ON "shipments" USING btree ("awb");--> statement-breakpoint
CREATE INDEX "shipments_quiet_idx" ON "shipments" USING btree ("last_event_at") WHERE "shipments"."state" = 'booked';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('Order Placed', 'Packing', 'Shipped', 'Out for Delivery', 'Delivered', 'Order Canceled', 'In transit', 'Failed delivery', 'Returned to seller'));