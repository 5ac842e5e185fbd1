DROP INDEX "form_submissions_landing_idx";--> statement-breakpoint
DROP INDEX "form_submissions_agency_idx";--> statement-breakpoint
DROP INDEX "landings_agency_idx";--> statement-breakpoint
CREATE INDEX "agencies_status_id_idx" ON "agencies" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "agencies_status_name_idx" ON "agencies" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "agencies_status_created_idx" ON "agencies" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "commerce_orders_landing_number_idx" ON "commerce_orders" USING btree ("landing_id","id");--> statement-breakpoint
CREATE INDEX "commerce_orders_landing_total_idx" ON "commerce_orders" USING btree ("landing_id","total","id");--> statement-breakpoint
CREATE INDEX "landings_agency_updated_idx" ON "landings" USING btree ("agency_id","is_template","updated_at","id");--> statement-breakpoint
CREATE INDEX "landings_agency_created_idx" ON "landings" USING btree ("agency_id","is_template","created_at","id");--> statement-breakpoint
CREATE INDEX "landings_agency_title_idx" ON "landings" USING btree ("agency_id","is_template","title","id");--> statement-breakpoint
CREATE INDEX "pages_landing_updated_idx" ON "pages" USING btree ("landing_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "form_submissions_landing_idx" ON "form_submissions" USING btree ("landing_id","created_at","id");--> statement-breakpoint
CREATE INDEX "form_submissions_agency_idx" ON "form_submissions" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "landings_agency_idx" ON "landings" USING btree ("agency_id","is_template","id");