CREATE TYPE "public"."contact_message_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."job_direction" AS ENUM('marketing', 'development', 'design');--> statement-breakpoint
CREATE TYPE "public"."job_type" AS ENUM('fullTime', 'partTime');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('readyMix', 'aggregates', 'volumetric', 'rentals');--> statement-breakpoint
CREATE TYPE "public"."product_unit" AS ENUM('m3', 'yd', 'tonne', 'ton');--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"region_code" text NOT NULL,
	"area_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"tax_rate_bps" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"status" "contact_message_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"iso2" text NOT NULL,
	"name" text NOT NULL,
	"dial_code" text NOT NULL,
	"phone_format" text NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"postal_code_placeholder" text,
	"currency" text NOT NULL,
	CONSTRAINT "countries_iso2_unique" UNIQUE("iso2")
);
--> statement-breakpoint
CREATE TABLE "customer_stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author" text NOT NULL,
	"position" text NOT NULL,
	"message" text NOT NULL,
	"logo" text NOT NULL,
	"rating_image" text,
	"title" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_stories_author_unique" UNIQUE("author")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"direction" "job_direction" NOT NULL,
	"type" "job_type" NOT NULL,
	"location" text NOT NULL,
	"salary" text NOT NULL,
	"experience" text NOT NULL,
	"description" text NOT NULL,
	"requirements" text[] NOT NULL,
	"responsibilities" text[] NOT NULL,
	"additional_info" text,
	"published" boolean DEFAULT true NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"location" text NOT NULL,
	"address" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offices_location_unique" UNIQUE("location")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"supplier_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partners_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"type" "product_type" NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"unit" "product_unit" NOT NULL,
	"price_cents" integer NOT NULL,
	"minimum_order" numeric(10, 2) NOT NULL,
	"quantity_increment" numeric(10, 2) NOT NULL,
	"maximum_order" numeric(10, 2) DEFAULT '100' NOT NULL,
	"fee_min_cents" integer,
	"fee_max_cents" integer,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_price_positive" CHECK ("products"."price_cents" > 0),
	CONSTRAINT "products_fee_range" CHECK ("products"."fee_min_cents" is null or "products"."fee_max_cents" >= "products"."fee_min_cents")
);
--> statement-breakpoint
CREATE TABLE "supplier_service_areas" (
	"supplier_id" uuid NOT NULL,
	"city_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"home_city_id" uuid NOT NULL,
	"rating" numeric(2, 1) DEFAULT '0' NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_service_areas" ADD CONSTRAINT "supplier_service_areas_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_service_areas" ADD CONSTRAINT "supplier_service_areas_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_home_city_id_cities_id_fk" FOREIGN KEY ("home_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "contact_messages_due_idx" ON "contact_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "jobs_listing_idx" ON "jobs" USING btree ("published","posted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_supplier_sku_idx" ON "products" USING btree ("supplier_id","sku");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_service_areas_pk" ON "supplier_service_areas" USING btree ("supplier_id","city_id");--> statement-breakpoint
CREATE INDEX "supplier_service_areas_city_idx" ON "supplier_service_areas" USING btree ("city_id");