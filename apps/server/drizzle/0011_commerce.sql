CREATE TABLE "commerce_events" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"type" text NOT NULL,
	"stripe_created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"landing_id" integer NOT NULL,
	"gateway_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"percent_off" numeric,
	"amount_off" integer,
	"currency" text NOT NULL,
	"duration" text DEFAULT 'once' NOT NULL,
	"duration_in_months" integer,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"times_redeemed" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"stripe_coupon_id" text,
	"stripe_promotion_code_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"landing_id" integer NOT NULL,
	"gateway_id" integer NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"email" text,
	"contact_id" integer,
	"stripe_subscription_id" text NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" text NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"current_period_end" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"stripe_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_subscriptions_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "commerce_gateways" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"landing_id" integer NOT NULL,
	"platform" text DEFAULT 'stripe' NOT NULL,
	"name" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"business_name" text,
	"email" text,
	"stripe_event_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_gateways_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "commerce_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"landing_id" integer NOT NULL,
	"gateway_id" integer NOT NULL,
	"page_id" integer,
	"number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"email" text,
	"name" text,
	"contact_id" integer,
	"lines" jsonb NOT NULL,
	"coupon_id" integer,
	"coupon_code" text,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"renewal" boolean DEFAULT false NOT NULL,
	"subscription_id" integer,
	"stripe_payment_intent_id" text,
	"stripe_invoice_id" text,
	"stripe_checkout_session_id" text,
	"stripe_subscription_id" text,
	"stripe_event_at" timestamp with time zone,
	"announced" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_orders_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "commerce_orders_stripe_invoice_id_unique" UNIQUE("stripe_invoice_id"),
	CONSTRAINT "commerce_orders_stripe_checkout_session_id_unique" UNIQUE("stripe_checkout_session_id")
);
--> statement-breakpoint
CREATE TABLE "commerce_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"landing_id" integer NOT NULL,
	"gateway_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" text DEFAULT 'Once' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"stripe_product_id" text,
	"stripe_price_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerce_coupons" ADD CONSTRAINT "commerce_coupons_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_coupons" ADD CONSTRAINT "commerce_coupons_gateway_id_commerce_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."commerce_gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_subscriptions" ADD CONSTRAINT "commerce_subscriptions_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_subscriptions" ADD CONSTRAINT "commerce_subscriptions_gateway_id_commerce_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."commerce_gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_subscriptions" ADD CONSTRAINT "commerce_subscriptions_product_id_commerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."commerce_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_subscriptions" ADD CONSTRAINT "commerce_subscriptions_contact_id_form_submissions_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_gateways" ADD CONSTRAINT "commerce_gateways_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_gateways" ADD CONSTRAINT "commerce_gateways_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_gateway_id_commerce_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."commerce_gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_contact_id_form_submissions_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_coupon_id_commerce_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."commerce_coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_products" ADD CONSTRAINT "commerce_products_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_products" ADD CONSTRAINT "commerce_products_gateway_id_commerce_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."commerce_gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_coupons_code_idx" ON "commerce_coupons" USING btree ("landing_id",lower("code"));--> statement-breakpoint
CREATE INDEX "commerce_subscriptions_landing_idx" ON "commerce_subscriptions" USING btree ("landing_id","created_at");--> statement-breakpoint
CREATE INDEX "commerce_gateways_landing_idx" ON "commerce_gateways" USING btree ("landing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_gateways_one_live_idx" ON "commerce_gateways" USING btree ("landing_id") WHERE "commerce_gateways"."status" <> 'revoked';--> statement-breakpoint
CREATE INDEX "commerce_orders_landing_idx" ON "commerce_orders" USING btree ("landing_id","created_at","id");--> statement-breakpoint
CREATE INDEX "commerce_orders_paid_idx" ON "commerce_orders" USING btree ("landing_id","paid_at");--> statement-breakpoint
CREATE INDEX "commerce_products_landing_idx" ON "commerce_products" USING btree ("landing_id","archived","created_at");