ALTER TABLE "pages" ADD COLUMN "unique_id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_unique_id_unique" UNIQUE("unique_id");