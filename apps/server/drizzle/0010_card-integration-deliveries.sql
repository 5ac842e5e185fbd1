CREATE TABLE "card_integration_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"integration_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"card_id" integer,
	"card_name" text NOT NULL,
	"status" text NOT NULL,
	"response_status" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_integration_deliveries" ADD CONSTRAINT "card_integration_deliveries_integration_id_card_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."card_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_integration_deliveries" ADD CONSTRAINT "card_integration_deliveries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_integration_deliveries" ADD CONSTRAINT "card_integration_deliveries_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_integration_deliveries_integration_idx" ON "card_integration_deliveries" USING btree ("integration_id","created_at");