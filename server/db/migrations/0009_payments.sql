CREATE TYPE "public"."credit_account_status" AS ENUM('approved', 'declined');--> statement-breakpoint
CREATE TYPE "public"."order_payment_kind" AS ENUM('authorization', 'charge', 'terms');--> statement-breakpoint
CREATE TYPE "public"."order_payment_source" AS ENUM('app', 'payment_link');--> statement-breakpoint
CREATE TYPE "public"."payment_gateway" AS ENUM('stripe', 'sandbox');--> statement-breakpoint
CREATE TYPE "public"."payment_method_verification" AS ENUM('verified', 'pending', 'failed');--> statement-breakpoint
ALTER TYPE "public"."order_payment_status" ADD VALUE 'refunded';--> statement-breakpoint
CREATE TABLE "credit_accounts" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"status" "credit_account_status" NOT NULL,
	"currency" text NOT NULL,
	"limit_cents" integer DEFAULT 0 NOT NULL,
	"term_days" integer NOT NULL,
	"legal_name" text NOT NULL,
	"country_code" text NOT NULL,
	"business_number" text NOT NULL,
	"years_in_business" integer NOT NULL,
	"monthly_spend_cents" integer NOT NULL,
	"requested_limit_cents" integer NOT NULL,
	"decision_reason" text,
	"applied_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_accounts_limit_non_negative" CHECK ("credit_accounts"."limit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" "order_payment_kind" NOT NULL,
	"gateway" "payment_gateway",
	"gateway_payment_id" text,
	"payment_method_id" uuid,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" "order_payment_status" NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"charge_at" timestamp with time zone,
	"captured_at" timestamp with time zone,
	"captured_cents" integer,
	"due_date" date,
	"source" "order_payment_source" DEFAULT 'app' NOT NULL,
	"payment_link_id" uuid,
	"payer_email" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"order_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"payer_gateway" "payment_gateway",
	"payer_customer_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"payment_link_id" uuid,
	"gateway" "payment_gateway" NOT NULL,
	"gateway_method_id" text NOT NULL,
	"gateway_customer_id" text NOT NULL,
	"gateway_verification_id" text,
	"payment_type" "payment_type" NOT NULL,
	"brand" text,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"bank_code" text,
	"holder_name" text,
	"verification_status" "payment_method_verification" DEFAULT 'verified' NOT NULL,
	"verification_attempts" integer DEFAULT 0 NOT NULL,
	"mandate_accepted_at" timestamp with time zone,
	"mandate_ip_address" text,
	"mandate_user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "payment_methods_one_owner" CHECK (num_nonnulls("payment_methods"."company_id", "payment_methods"."payment_link_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "payment_profiles" (
	"company_id" uuid NOT NULL,
	"gateway" "payment_gateway" NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_profiles" ADD CONSTRAINT "payment_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_order_key_idx" ON "order_payments" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_gateway_payment_idx" ON "order_payments" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "order_payments_order_created_idx" ON "order_payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_payments_due_idx" ON "order_payments" USING btree ("status","charge_at");--> statement-breakpoint
CREATE INDEX "order_payments_company_kind_idx" ON "order_payments" USING btree ("company_id","kind","status");--> statement-breakpoint
CREATE INDEX "order_payments_method_idx" ON "order_payments" USING btree ("payment_method_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_token_hash_idx" ON "payment_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "payment_links_order_idx" ON "payment_links" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_gateway_method_idx" ON "payment_methods" USING btree ("gateway","gateway_method_id");--> statement-breakpoint
CREATE INDEX "payment_methods_company_idx" ON "payment_methods" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_methods_link_idx" ON "payment_methods" USING btree ("payment_link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_profiles_company_gateway_idx" ON "payment_profiles" USING btree ("company_id","gateway");