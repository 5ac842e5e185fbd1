CREATE TABLE "order_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"plan_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_document" jsonb,
	"published_version" integer,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "unique_id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "landings" ADD COLUMN "platform_blog" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_pages" ADD CONSTRAINT "order_pages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_pages_published_idx" ON "order_pages" USING btree ("published");--> statement-breakpoint
CREATE UNIQUE INDEX "landings_one_platform_blog" ON "landings" USING btree ("platform_blog") WHERE "landings"."platform_blog";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_unique_id_unique" UNIQUE("unique_id");