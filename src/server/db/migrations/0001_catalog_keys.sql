-- Trimmed, upper-cased, distinct and sorted: the values the collection's size and colour filters compare.
CREATE OR REPLACE FUNCTION catalog_keys(vals text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT upper(btrim(v)) ORDER BY upper(btrim(v))), '{}'::text[]) FROM unnest(vals) AS v $$;--> statement-breakpoint
DROP INDEX "products_sub_category_idx";--> statement-breakpoint
DROP INDEX "products_sizes_gin";--> statement-breakpoint
DROP INDEX "products_colors_gin";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_key" text GENERATED ALWAYS AS (upper(btrim(category))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "type_key" text GENERATED ALWAYS AS (upper(btrim(sub_category))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_keys" text[] GENERATED ALWAYS AS (catalog_keys(sizes)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "color_keys" text[] GENERATED ALWAYS AS (catalog_keys(colors)) STORED;--> statement-breakpoint
CREATE INDEX "products_category_key_idx" ON "products" USING btree ("category_key","price_paise");--> statement-breakpoint
CREATE INDEX "products_type_key_idx" ON "products" USING btree ("type_key","price_paise");--> statement-breakpoint
CREATE INDEX "products_size_keys_gin" ON "products" USING gin ("size_keys");--> statement-breakpoint
CREATE INDEX "products_color_keys_gin" ON "products" USING gin ("color_keys");