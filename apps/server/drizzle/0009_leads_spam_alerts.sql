ALTER TABLE "form_spam_totals" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "form_spam_totals" CASCADE;--> statement-breakpoint
ALTER TABLE "card_contacts" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "card_contacts" ADD COLUMN "announced" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "card_contacts" ADD COLUMN "visitor_hash" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "announced" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "visitor_hash" text;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "notify_emails" jsonb;--> statement-breakpoint
CREATE INDEX "card_contacts_visitor_idx" ON "card_contacts" USING btree ("card_id","visitor_hash","created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_visitor_idx" ON "form_submissions" USING btree ("landing_id","visitor_hash","created_at");--> statement-breakpoint
ALTER TABLE "forms" DROP COLUMN "spam_count";--> statement-breakpoint
ALTER TABLE "forms" DROP COLUMN "last_spam_at";