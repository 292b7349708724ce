CREATE TABLE "city_postal_prefixes" (
	"city_id" uuid NOT NULL,
	"prefix" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_area_notify_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"country_code" text NOT NULL,
	"area" text NOT NULL,
	"city_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"website" text,
	"address" text NOT NULL,
	"product_type" "product_type" NOT NULL,
	"unique_product_count" integer NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volume_pricing_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volume_pricing_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "city_postal_prefixes" ADD CONSTRAINT "city_postal_prefixes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_area_notify_requests" ADD CONSTRAINT "delivery_area_notify_requests_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "city_postal_prefixes_pk" ON "city_postal_prefixes" USING btree ("city_id","prefix");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_area_notify_requests_key" ON "delivery_area_notify_requests" USING btree ("email","country_code","area");--> statement-breakpoint
CREATE INDEX "partner_requests_email_idx" ON "partner_requests" USING btree ("email");