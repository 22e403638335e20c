CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"hsn" text NOT NULL,
	"gst_rate" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"hex" text NOT NULL,
	"former_hexes" text[] DEFAULT '{}'::text[] NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "size_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "colours_name_key" ON "colours" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "colours_hex_key" ON "colours" USING btree ("hex");--> statement-breakpoint
CREATE UNIQUE INDEX "size_sets_name_key" ON "size_sets" USING btree (lower("name"));--> statement-breakpoint
-- The spec's vocabulary, as the shop had it in code. Midnight Blue and Amber Crust were listed
-- under two codes each; each is one colour now, and its second code is kept as a former code so
-- the products and orders that carry it still read its name.
INSERT INTO "colours" ("name", "hex", "former_hexes", "position") VALUES
  ('Bone White', '#F6F6F6', '{}', 0),
  ('Magma Black', '#151515', '{}', 1),
  ('Moss Green', '#C5DDAC', '{}', 2),
  ('Midnight Blue', '#2C2CBD', '{#242E44}', 3),
  ('Amber Crust', '#745539', '{#90867D}', 4),
  ('Ivory Ember', '#FAEEB2', '{}', 5);
--> statement-breakpoint
INSERT INTO "size_sets" ("name", "sizes", "position") VALUES
  ('Adults', '{S,M,L,XL,XXL}', 0),
  ('Kids', '{2-4 yr,4-6 yr,6-8 yr,8-12 yr}', 1);
--> statement-breakpoint
INSERT INTO "categories" ("slug", "name", "hsn", "gst_rate", "position") VALUES
  ('oversized-t-shirts', 'Oversized T-Shirts', '6109', NULL, 0),
  ('hoodies', 'Hoodies', '6110', NULL, 1),
  ('sweatshirts', 'Sweatshirts', '6110', NULL, 2);
--> statement-breakpoint
-- A change of vocabulary changes the storefront's filters, menus and pages: every process hears it
-- on the storefront's channel (the table's name says which) and reads the vocabulary afresh.
CREATE TRIGGER colours_storefront_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON colours
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_changed();
--> statement-breakpoint
CREATE TRIGGER size_sets_storefront_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON size_sets
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_changed();
--> statement-breakpoint
CREATE TRIGGER categories_storefront_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_changed();
--> statement-breakpoint
-- What the demo seed made: its products (drawn by the demo art), testimonials, shoppers and orders.
UPDATE "products" SET "demo" = true WHERE "images"[1] LIKE '/images/demo/%';
--> statement-breakpoint
UPDATE "testimonials" SET "demo" = true WHERE "portrait" LIKE '/images/demo/%';
--> statement-breakpoint
UPDATE "users" SET "demo" = true WHERE "email" LIKE '%@demo.dhaaga.local' AND "password_hash" IS NULL;
--> statement-breakpoint
UPDATE "orders" SET "demo" = true WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "demo");
