CREATE TABLE "catalog_facet_counts" (
	"category_key" text NOT NULL,
	"type_key" text NOT NULL,
	"size_keys" text[] NOT NULL,
	"color_keys" text[] NOT NULL,
	"price_from" integer NOT NULL,
	"price_to" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "catalog_facet_counts_category_key_type_key_size_keys_color_keys_price_from_pk" PRIMARY KEY("category_key","type_key","size_keys","color_keys","price_from")
);
--> statement-breakpoint
-- Price steps of the facet counts, in paise. Every whole ₹100 and every end of a price band (and
-- the slider's top, ₹2,999) is a step of its own, a single price; the prices between two of them
-- are one step. So a step lies wholly inside or outside every band, and inside or outside a
-- slider set to whole hundreds; a slider bound elsewhere cuts one step, whose products the
-- collection reads one by one.
CREATE OR REPLACE FUNCTION catalog_price_steps() RETURNS integer[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT '{0,1,10000,10001,20000,20001,30000,30001,39900,39901,40000,40001,50000,50001,60000,60001,70000,70001,79900,79901,80000,80001,90000,90001,100000,100001,109900,109901,110000,110001,120000,120001,130000,130001,140000,140001,149900,149901,150000,150001,160000,160001,170000,170001,180000,180001,190000,190001,200000,200001,210000,210001,220000,220001,230000,230001,240000,240001,250000,250001,260000,260001,270000,270001,280000,280001,290000,290001,299900,299901,300000,300001}'::integer[] $$;
--> statement-breakpoint
-- The first paise of the step holding a price.
CREATE OR REPLACE FUNCTION catalog_price_step_from(price integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (catalog_price_steps())[width_bucket(price, catalog_price_steps())] $$;
--> statement-breakpoint
-- The last paise of the step holding a price.
CREATE OR REPLACE FUNCTION catalog_price_step_to(price integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce((catalog_price_steps())[width_bucket(price, catalog_price_steps()) + 1] - 1, 2147483647) $$;
--> statement-breakpoint
-- Applies a statement's change of products to the counts, in the statement's transaction: one
-- upsert per combination the statement touched (in key order, so concurrent writers lock rows in
-- the same order), and combinations no active product has any more are removed.
CREATE OR REPLACE FUNCTION catalog_facet_counts_kept() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
  keys constant text := 'category_key, type_key, size_keys, color_keys, catalog_price_step_from(price_paise) AS price_from, catalog_price_step_to(price_paise) AS price_to';
  rows text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM catalog_facet_counts;
    RETURN NULL;
  END IF;
  rows := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS d FROM new_rows WHERE active', keys)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS d FROM old_rows WHERE active', keys)
    ELSE format('SELECT %s, 1 AS d FROM new_rows WHERE active UNION ALL SELECT %s, -1 AS d FROM old_rows WHERE active', keys, keys)
  END;
  EXECUTE format(
    'INSERT INTO catalog_facet_counts AS c (category_key, type_key, size_keys, color_keys, price_from, price_to, n)
     SELECT category_key, type_key, size_keys, color_keys, price_from, price_to, sum(d) FROM (%s) r
     GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
     ON CONFLICT (category_key, type_key, size_keys, color_keys, price_from) DO UPDATE SET n = c.n + excluded.n', rows);
  GET DIAGNOSTICS changed = ROW_COUNT;
  IF changed > 0 AND TG_OP <> 'INSERT' THEN
    DELETE FROM catalog_facet_counts WHERE n = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE INDEX "catalog_facet_counts_emptied" ON "catalog_facet_counts" ("price_from") WHERE n = 0;
--> statement-breakpoint
CREATE TRIGGER products_facet_counts_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_counts_kept();
--> statement-breakpoint
CREATE TRIGGER products_facet_counts_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_counts_kept();
--> statement-breakpoint
CREATE TRIGGER products_facet_counts_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_counts_kept();
--> statement-breakpoint
CREATE TRIGGER products_facet_counts_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_counts_kept();
--> statement-breakpoint
INSERT INTO catalog_facet_counts (category_key, type_key, size_keys, color_keys, price_from, price_to, n)
  SELECT category_key, type_key, size_keys, color_keys, catalog_price_step_from(price_paise), catalog_price_step_to(price_paise), count(*)
  FROM products WHERE active GROUP BY 1, 2, 3, 4, 5, 6;
