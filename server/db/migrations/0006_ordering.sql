CREATE TYPE "public"."order_payment_status" AS ENUM('requires_payment', 'processing', 'requires_action', 'requires_confirmation', 'authorized', 'succeeded', 'failed', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('placed', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."payment_type" AS ENUM('stripe_b2b_ca', 'stripe_b2b_us', 'stripe', 'card', 'flexPayment');--> statement-breakpoint
CREATE TYPE "public"."product_extra_pricing" AS ENUM('perOrder', 'perUnit', 'perTruck');--> statement-breakpoint
CREATE TABLE "delivery_window_bookings" (
	"supplier_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"window_start_hour" integer NOT NULL,
	"booked_trucks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_window_bookings_non_negative" CHECK ("delivery_window_bookings"."booked_trucks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"city_id" uuid NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"job_number" text,
	"gate_code" text,
	"access_notes" text,
	"washout_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"placed_by_user_id" uuid,
	"supplier_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_type" "product_type" NOT NULL,
	"product_name" text NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"unit" "product_unit" NOT NULL,
	"color" text,
	"trucks" integer NOT NULL,
	"minutes_between_trucks" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"window_start_hour" integer NOT NULL,
	"delivery_starts_at" timestamp with time zone NOT NULL,
	"job_site_id" uuid,
	"city_id" uuid NOT NULL,
	"site_name" text,
	"delivery_address" text NOT NULL,
	"postal_code" text NOT NULL,
	"job_number" text,
	"gate_code" text,
	"access_notes" text,
	"washout_notes" text,
	"comment" text,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"payment_type" "payment_type" NOT NULL,
	"payment_status" "order_payment_status" DEFAULT 'requires_payment' NOT NULL,
	"status" "order_status" DEFAULT 'placed' NOT NULL,
	"currency" text NOT NULL,
	"total_cents" integer NOT NULL,
	"referral_credit_applied_cents" integer DEFAULT 0 NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"quote" jsonb NOT NULL,
	"quote_fingerprint" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"partner_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "orders_trucks_positive" CHECK ("orders"."trucks" >= 1),
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."total_cents" >= 0 and "orders"."amount_due_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"group_name" text,
	"pricing" "product_extra_pricing" NOT NULL,
	"price_cents" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_extras_price_non_negative" CHECK ("product_extras"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_delivery_settings" (
	"supplier_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"window_capacity_trucks" integer NOT NULL,
	"first_window_start_hour" integer DEFAULT 6 NOT NULL,
	"windows_per_day" integer DEFAULT 3 NOT NULL,
	"cancellation_window_hours" integer DEFAULT 24 NOT NULL,
	CONSTRAINT "supplier_delivery_settings_capacity" CHECK ("supplier_delivery_settings"."window_capacity_trucks" >= 0),
	CONSTRAINT "supplier_delivery_settings_windows" CHECK ("supplier_delivery_settings"."first_window_start_hour" >= 0 and "supplier_delivery_settings"."windows_per_day" >= 1 and "supplier_delivery_settings"."first_window_start_hour" + 4 * "supplier_delivery_settings"."windows_per_day" <= 24)
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" uuid NOT NULL,
	"region_code" text NOT NULL,
	"city_id" uuid,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"rate_ppm" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "taxes_rate_range" CHECK ("taxes"."rate_ppm" >= 0 and "taxes"."rate_ppm" <= 1000000)
);
--> statement-breakpoint
ALTER TABLE "delivery_window_bookings" ADD CONSTRAINT "delivery_window_bookings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sites" ADD CONSTRAINT "job_sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sites" ADD CONSTRAINT "job_sites_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_user_id_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_job_site_id_job_sites_id_fk" FOREIGN KEY ("job_site_id") REFERENCES "public"."job_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_extras" ADD CONSTRAINT "product_extras_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_delivery_settings" ADD CONSTRAINT "supplier_delivery_settings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_window_bookings_pk" ON "delivery_window_bookings" USING btree ("supplier_id","delivery_date","window_start_hour");--> statement-breakpoint
CREATE INDEX "job_sites_company_idx" ON "job_sites" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_company_idempotency_key_idx" ON "orders" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_supplier_date_idx" ON "orders" USING btree ("supplier_id","delivery_date");--> statement-breakpoint
CREATE INDEX "orders_partner_code_idx" ON "orders" USING btree ("partner_code");--> statement-breakpoint
CREATE UNIQUE INDEX "product_extras_product_key_idx" ON "product_extras" USING btree ("product_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "taxes_country_code_idx" ON "taxes" USING btree ("country_id","code");--> statement-breakpoint
CREATE INDEX "taxes_region_idx" ON "taxes" USING btree ("country_id","region_code");