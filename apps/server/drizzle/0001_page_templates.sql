CREATE TABLE "page_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
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
CREATE TABLE "page_template_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "design_save_receipts" ALTER COLUMN "agency_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "page_templates" ADD CONSTRAINT "page_templates_category_id_page_template_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."page_template_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_templates" ADD CONSTRAINT "page_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_templates_category_idx" ON "page_templates" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "page_templates_published_idx" ON "page_templates" USING btree ("published");--> statement-breakpoint
CREATE UNIQUE INDEX "page_template_categories_name" ON "page_template_categories" USING btree (lower("name"));