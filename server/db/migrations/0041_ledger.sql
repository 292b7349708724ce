CREATE TYPE "public"."ledger_account" AS ENUM('gateway_cash', 'card_holds', 'card_hold_commitments', 'credit_receivable', 'credit_commitments', 'supplier_payable', 'supplier_connected_accounts', 'processing_fees', 'marketplace_commission');--> statement-breakpoint
CREATE TABLE "ledger_differences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" "payment_gateway" NOT NULL,
	"gateway_ref" text NOT NULL,
	"what" text NOT NULL,
	"order_payment_id" uuid,
	"supplier_payout_id" uuid,
	"ledger_cents" integer NOT NULL,
	"gateway_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_key" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"order_payment_id" uuid,
	"supplier_payout_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"account" "ledger_account" NOT NULL,
	"order_id" uuid,
	"order_payment_id" uuid,
	"supplier_id" uuid,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "ledger_lines_amount_not_zero" CHECK ("ledger_lines"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_reconciliations" (
	"day" date PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"checked" integer DEFAULT 0 NOT NULL,
	"differences" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_differences" ADD CONSTRAINT "ledger_differences_order_payment_id_order_payments_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."order_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_differences" ADD CONSTRAINT "ledger_differences_supplier_payout_id_supplier_payouts_id_fk" FOREIGN KEY ("supplier_payout_id") REFERENCES "public"."supplier_payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_payment_id_order_payments_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."order_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_supplier_payout_id_supplier_payouts_id_fk" FOREIGN KEY ("supplier_payout_id") REFERENCES "public"."supplier_payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_order_payment_id_order_payments_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."order_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_differences_subject_idx" ON "ledger_differences" USING btree ("gateway","gateway_ref","what");--> statement-breakpoint
CREATE INDEX "ledger_differences_open_idx" ON "ledger_differences" USING btree ("resolved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_source_idx" ON "ledger_entries" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_occurred_idx" ON "ledger_entries" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_idx" ON "ledger_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_payment_idx" ON "ledger_lines" USING btree ("order_payment_id","account");--> statement-breakpoint
CREATE INDEX "ledger_lines_order_idx" ON "ledger_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_supplier_idx" ON "ledger_lines" USING btree ("supplier_id","account","currency");