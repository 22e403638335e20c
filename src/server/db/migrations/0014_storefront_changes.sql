-- Every committed write that changes what a storefront page shows is announced on the
-- 'storefront_changed' channel; each store process listens and forgets its cached pages and
-- catalog reads. NOTIFY is delivered at commit, so a process never re-reads a write half done.
CREATE OR REPLACE FUNCTION storefront_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('storefront_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_storefront_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_storefront_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_changed();
--> statement-breakpoint
CREATE TRIGGER hero_copy_storefront_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hero_copy
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_changed();
--> statement-breakpoint
CREATE TRIGGER testimonials_storefront_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonials
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_changed();
--> statement-breakpoint
CREATE TRIGGER offer_slides_storefront_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offer_slides
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_changed();
--> statement-breakpoint
-- Pages show a variant as sold out or not: only a stock crossing zero changes them, not every order.
CREATE TRIGGER variants_added_storefront_changed AFTER INSERT OR DELETE OR TRUNCATE ON variants
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_changed();
--> statement-breakpoint
CREATE TRIGGER variants_sold_out_storefront_changed AFTER UPDATE ON variants
  FOR EACH ROW WHEN ((OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0)) EXECUTE FUNCTION storefront_changed();
--> statement-breakpoint
-- A coupon's use counted by an order changes nothing shown, unless it was the last use.
CREATE TRIGGER coupons_added_storefront_changed AFTER INSERT OR DELETE OR TRUNCATE ON coupons
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_changed();
--> statement-breakpoint
CREATE TRIGGER coupons_edited_storefront_changed AFTER UPDATE ON coupons
  FOR EACH ROW WHEN (OLD.used_count = NEW.used_count OR (NEW.usage_limit IS NOT NULL AND NEW.used_count >= NEW.usage_limit))
  EXECUTE FUNCTION storefront_changed();
