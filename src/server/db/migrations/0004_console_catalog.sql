CREATE TABLE "media" (
	"hash" text PRIMARY KEY NOT NULL,
	"original_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"name" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_alts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_hash_media_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."media"("hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status" CHECK ("products"."status" in ('draft', 'published', 'archived'));--> statement-breakpoint
UPDATE "products" SET "status" = 'draft' WHERE NOT "active";
