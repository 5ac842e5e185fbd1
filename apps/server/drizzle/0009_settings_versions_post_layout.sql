ALTER TABLE "blog_posts" ADD COLUMN "meta_image_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "layout" text DEFAULT 'article' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "settings_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "landings" ADD COLUMN "settings_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "settings_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Hand-written (keep when regenerating): posts written before the article layout existed hold
-- their whole page in their document (the site's frame, title and cover included), so they stay
-- laid out as designed; only new posts get the article layout by default.
UPDATE "blog_posts" SET "layout" = 'designed';
