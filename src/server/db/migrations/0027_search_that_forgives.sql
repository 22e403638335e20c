CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"term" text PRIMARY KEY NOT NULL,
	"means" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "search_synonyms" ("term", "means") VALUES
  ('hoody', 'hoodie'),
  ('hoodi', 'hoodie'),
  ('hoodys', 'hoodie'),
  ('hoodis', 'hoodie'),
  ('hudi', 'hoodie'),
  ('huddie', 'hoodie'),
  ('hoddie', 'hoodie'),
  ('hoodey', 'hoodie'),
  ('hooded', 'hoodie'),
  ('tshirt', 'tee'),
  ('tshirts', 'tee'),
  ('t shirt', 'tee'),
  ('t shirts', 'tee'),
  ('tee shirt', 'tee'),
  ('tee shirts', 'tee'),
  ('teeshirt', 'tee'),
  ('teeshirts', 'tee'),
  ('tees', 'tee'),
  ('shirt', 'tee'),
  ('shirts', 'tee'),
  ('tshrit', 'tee'),
  ('t shrit', 'tee'),
  ('tee shrit', 'tee'),
  ('shrit', 'tee'),
  ('tshit', 'tee'),
  ('tea shirt', 'tee'),
  ('sweat shirt', 'sweatshirt'),
  ('sweat shirts', 'sweatshirt'),
  ('sweatshirts', 'sweatshirt'),
  ('swetshirt', 'sweatshirt'),
  ('sweatshrit', 'sweatshirt'),
  ('sweater', 'sweatshirt'),
  ('sweaters', 'sweatshirt'),
  ('jumper', 'sweatshirt'),
  ('pullover', 'sweatshirt'),
  ('swet shirt', 'sweatshirt'),
  ('oversize', 'oversized'),
  ('over size', 'oversized'),
  ('over sized', 'oversized'),
  ('oversied', 'oversized'),
  ('oversised', 'oversized'),
  ('ovrsized', 'oversized'),
  ('baggy', 'oversized'),
  ('loose fit', 'oversized'),
  ('kala', 'black'),
  ('kaala', 'black'),
  ('kaali', 'black'),
  ('kali', 'black'),
  ('kale', 'black'),
  ('kaale', 'black'),
  ('safed', 'white'),
  ('safaid', 'white'),
  ('sufaid', 'white'),
  ('safeed', 'white'),
  ('hara', 'green'),
  ('hari', 'green'),
  ('haraa', 'green'),
  ('olive', 'green'),
  ('sage', 'green'),
  ('neela', 'blue'),
  ('nila', 'blue'),
  ('neeli', 'blue'),
  ('nili', 'blue'),
  ('navy', 'blue'),
  ('brown', 'amber'),
  ('bhura', 'amber'),
  ('bhoora', 'amber'),
  ('coffee', 'amber'),
  ('tan', 'amber'),
  ('yellow', 'ivory'),
  ('peela', 'ivory'),
  ('pila', 'ivory'),
  ('cream', 'ivory'),
  ('beige', 'ivory'),
  ('sher', 'tiger'),
  ('baagh', 'tiger'),
  ('bagh', 'tiger'),
  ('baag', 'tiger'),
  ('cheetah', 'tiger'),
  ('kamal', 'lotus'),
  ('pahad', 'mountain'),
  ('pahaad', 'mountain'),
  ('pahar', 'mountain'),
  ('parvat', 'mountain'),
  ('himalaya', 'mountain'),
  ('himalayas', 'mountain'),
  ('lehar', 'wave'),
  ('leher', 'wave'),
  ('samundar', 'wave'),
  ('suraj', 'sun'),
  ('sooraj', 'sun'),
  ('surya', 'sun'),
  ('mor', 'peacock'),
  ('mayur', 'peacock'),
  ('bijli', 'bolt'),
  ('bijlee', 'bolt'),
  ('lightning', 'bolt'),
  ('chand', 'moon'),
  ('chaand', 'moon'),
  ('chanda', 'moon'),
  ('chay', 'chai'),
  ('chaai', 'chai'),
  ('chaay', 'chai'),
  ('chaa', 'chai'),
  ('tea', 'chai'),
  ('patang', 'kite'),
  ('patangi', 'kite'),
  ('hathi', 'elephant'),
  ('haathi', 'elephant'),
  ('gaja', 'elephant'),
  ('aankh', 'eye'),
  ('ankh', 'eye'),
  ('tara', 'star'),
  ('taara', 'star'),
  ('sitara', 'star'),
  ('taare', 'star'),
  ('sitare', 'star'),
  ('deeya', 'diya'),
  ('diyaa', 'diya'),
  ('deepak', 'diya'),
  ('diwali', 'diya'),
  ('nariyal', 'palm'),
  ('coconut', 'palm'),
  ('bacche', 'kids'),
  ('bachche', 'kids'),
  ('bacha', 'kids'),
  ('baccha', 'kids'),
  ('bachon', 'kids'),
  ('bacchon', 'kids'),
  ('baccho', 'kids'),
  ('bachcha', 'kids'),
  ('child', 'kids'),
  ('children', 'kids'),
  ('kid', 'kids'),
  ('ladies', 'women'),
  ('lady', 'women'),
  ('mahila', 'women'),
  ('ladki', 'women'),
  ('girls', 'women'),
  ('womens', 'women'),
  ('female', 'women'),
  ('gents', 'men'),
  ('ladka', 'men'),
  ('ladke', 'men'),
  ('mens', 'men'),
  ('male', 'men'),
  ('guys', 'men');--> statement-breakpoint
-- A text as plain lower-case words: every run of other characters is one space (search's
-- plainWords in src/domain/search-words.ts).
CREATE OR REPLACE FUNCTION search_plain(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(lower(coalesce(t, '')), '[^[:alnum:]]+', ' ', 'g')) $$;--> statement-breakpoint
-- What a product's search is matched against: the words of its name, category, audience, colour
-- names and description. The shop's synonyms are applied to the shopper's words instead.
CREATE OR REPLACE FUNCTION product_search_words(p_name text, p_category text, p_sub text, p_colour_names text, p_description text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT search_plain(concat_ws(' ', p_name, p_category,
    CASE upper(btrim(p_sub)) WHEN 'M' THEN 'men' WHEN 'F' THEN 'women' WHEN 'K' THEN 'kids' WHEN 'B' THEN 'men women unisex' ELSE '' END,
    p_colour_names, p_description)) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := product_search_words(NEW.name, NEW.category, NEW.sub_category,
    (SELECT string_agg(c.name, ' ') FROM colours c WHERE c.hex = ANY (catalog_keys(NEW.colors)) OR c.former_hexes && catalog_keys(NEW.colors)),
    NEW.description);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_text BEFORE INSERT OR UPDATE OF name, category, sub_category, colors, description ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_text();--> statement-breakpoint
-- A colour's new name is searched for in every product of that colour.
CREATE OR REPLACE FUNCTION colours_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Naming a column in SET runs products_search_text for the row.
  UPDATE products p SET name = p.name
    WHERE p.color_keys && (ARRAY[NEW.hex, OLD.hex] || NEW.former_hexes || OLD.former_hexes);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER colours_search_text AFTER UPDATE OF name, hex, former_hexes ON colours
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.hex IS DISTINCT FROM NEW.hex OR OLD.former_hexes IS DISTINCT FROM NEW.former_hexes)
  EXECUTE FUNCTION colours_search_text();--> statement-breakpoint
UPDATE products SET name = name;
