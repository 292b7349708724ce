CREATE TYPE "public"."balance_change_settlement" AS ENUM('collect', 'refund', 'terms');--> statement-breakpoint
CREATE TYPE "public"."balance_change_status" AS ENUM('awaiting_consent', 'processing', 'requires_action', 'failed', 'pending', 'settled', 'canceled');--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'balance_changed';--> statement-breakpoint
CREATE TABLE "order_balance_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"request_id" uuid,
	"settlement" "balance_change_settlement" NOT NULL,
	"status" "balance_change_status" NOT NULL,
	"previous_total_cents" integer NOT NULL,
	"new_total_cents" integer NOT NULL,
	"difference_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"payment_method_id" uuid,
	"tries" integer DEFAULT 0 NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_balance_changes_difference_nonzero" CHECK ("order_balance_changes"."difference_cents" <> 0),
	CONSTRAINT "order_balance_changes_refunded_in_range" CHECK ("order_balance_changes"."refunded_cents" >= 0 and "order_balance_changes"."refunded_cents" <= greatest(0, -"order_balance_changes"."difference_cents"))
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "balance_change_id" uuid;--> statement-breakpoint
ALTER TABLE "order_balance_changes" ADD CONSTRAINT "order_balance_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_balance_changes" ADD CONSTRAINT "order_balance_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_balance_changes" ADD CONSTRAINT "order_balance_changes_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_balance_changes_request_idx" ON "order_balance_changes" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "order_balance_changes_order_idx" ON "order_balance_changes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_balance_changes_status_idx" ON "order_balance_changes" USING btree ("status");--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_balance_change_id_order_balance_changes_id_fk" FOREIGN KEY ("balance_change_id") REFERENCES "public"."order_balance_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_balance_change_idx" ON "order_payments" USING btree ("balance_change_id");