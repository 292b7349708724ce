ALTER TABLE "companies" ADD COLUMN "billing_street" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_city" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_region" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_postal_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_country" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "default_payment_method_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sessions_valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_default_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("default_payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_company_fingerprint_idx" ON "payment_methods" USING btree ("company_id","fingerprint") WHERE "payment_methods"."saved_at" is not null and "payment_methods"."deleted_at" is null;--> statement-breakpoint
-- Hand-written (enum columns compared as text: on a fresh database every migration runs in one
-- transaction, where PostgreSQL refuses enum values added in it): the methods saved before this
-- change. Bank accounts and Stripe's cards (a confirmed setup) stay saved; a sandbox card only if it ever worked (a payment held, taken or
-- given back): declined cards leave the list.
UPDATE "payment_methods" SET "saved_at" = "created_at"
WHERE "company_id" IS NOT NULL AND (
  "payment_type"::text NOT IN ('card', 'stripe') OR "gateway"::text = 'stripe' OR EXISTS (
    SELECT 1 FROM "order_payments"
    WHERE "order_payments"."payment_method_id" = "payment_methods"."id"
      AND ("order_payments"."status"::text IN ('authorized', 'succeeded', 'refunded') OR "order_payments"."captured_at" IS NOT NULL)
  )
);--> statement-breakpoint
-- Hand-written: one saved row per card and company. Rows saved before fingerprints were kept
-- name a card by brand, last four digits and expiry; the newest working one stays.
UPDATE "payment_methods" AS "older" SET "deleted_at" = now()
WHERE "older"."deleted_at" IS NULL AND "older"."saved_at" IS NOT NULL
  AND "older"."payment_type"::text IN ('card', 'stripe')
  AND EXISTS (
    SELECT 1 FROM "payment_methods" AS "newer"
    WHERE "newer"."company_id" = "older"."company_id"
      AND "newer"."gateway"::text = "older"."gateway"::text
      AND "newer"."payment_type"::text IN ('card', 'stripe')
      AND "newer"."deleted_at" IS NULL AND "newer"."saved_at" IS NOT NULL
      AND "newer"."brand" IS NOT DISTINCT FROM "older"."brand"
      AND "newer"."last4" = "older"."last4"
      AND "newer"."exp_month" IS NOT DISTINCT FROM "older"."exp_month"
      AND "newer"."exp_year" IS NOT DISTINCT FROM "older"."exp_year"
      AND ("newer"."created_at", "newer"."id") > ("older"."created_at", "older"."id")
  );
