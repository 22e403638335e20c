-- The demo seed's buyers (addresses at demo.dhaaga.local, no password: nobody could sign in as
-- them) and their orders were never purchases, yet "Recently bought" and the console's figures
-- showed them as real (decision 216). The seed makes none any more; a store seeded before loses
-- them here. An order that took an invoice number stays, and so does its buyer.
DELETE FROM "orders" WHERE "invoice_number" IS NULL AND "user_id" IN (SELECT "id" FROM "users" WHERE "email" LIKE '%@demo.dhaaga.local' AND "password_hash" IS NULL);
--> statement-breakpoint
DELETE FROM "users" WHERE "email" LIKE '%@demo.dhaaga.local' AND "password_hash" IS NULL AND NOT EXISTS (SELECT 1 FROM "orders" WHERE "orders"."user_id" = "users"."id");
