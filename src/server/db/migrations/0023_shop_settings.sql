CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A committed change to the shop's settings is announced to every store process, which reads
-- the settings afresh and forgets every cached page that shows them.
CREATE OR REPLACE FUNCTION shop_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_settings_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shop_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings
  FOR EACH STATEMENT EXECUTE FUNCTION shop_settings_changed();
