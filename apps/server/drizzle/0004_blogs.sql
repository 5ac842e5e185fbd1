CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"landing_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_image_url" text DEFAULT '' NOT NULL,
	"author_name" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"document" jsonb DEFAULT '{"schemaVersion":1,"sections":[]}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published_document" jsonb,
	"published_html" text,
	"published_css" text,
	"published_islands" jsonb,
	"published_fonts" jsonb,
	"published_custom_code" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"rendered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_landing_slug" UNIQUE("landing_id","slug")
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_agency_idx" ON "blog_posts" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "blog_posts_landing_published_idx" ON "blog_posts" USING btree ("landing_id","published","published_at");