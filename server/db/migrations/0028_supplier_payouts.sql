CREATE TYPE "public"."supplier_ledger_entry_kind" AS ENUM('payment', 'refund', 'processing_fee', 'commission');--> statement-breakpoint
CREATE TYPE "public"."supplier_payout_status" AS ENUM('pending', 'in_transit', 'paid', 'failed');--> statement-breakpoint
CREATE TABLE "supplier_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_payment_id" uuid NOT NULL,
	"kind" "supplier_ledger_entry_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"source_key" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_payout_accounts" (
	"supplier_id" uuid PRIMARY KEY NOT NULL,
	"commission_bps" integer,
	"processing_fee_bps" integer,
	"processing_fee_fixed_cents" integer,
	"connected_account_id" text,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_payout_accounts_fees_valid" CHECK (coalesce("supplier_payout_accounts"."commission_bps", 0) between 0 and 10000 and coalesce("supplier_payout_accounts"."processing_fee_bps", 0) between 0 and 10000 and coalesce("supplier_payout_accounts"."processing_fee_fixed_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"batch_key" text NOT NULL,
	"payout_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "supplier_payout_status" DEFAULT 'pending' NOT NULL,
	"gateway" "payment_gateway" NOT NULL,
	"simulated" boolean NOT NULL,
	"transfer_id" text,
	"gateway_payout_id" text,
	"failure_code" text,
	"failure_message" text,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_payouts_amount_positive" CHECK ("supplier_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "supplier_ledger_entries" ADD CONSTRAINT "supplier_ledger_entries_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ledger_entries" ADD CONSTRAINT "supplier_ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ledger_entries" ADD CONSTRAINT "supplier_ledger_entries_order_payment_id_order_payments_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."order_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ledger_entries" ADD CONSTRAINT "supplier_ledger_entries_payout_id_supplier_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."supplier_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payout_accounts" ADD CONSTRAINT "supplier_payout_accounts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payouts" ADD CONSTRAINT "supplier_payouts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_ledger_entries_source_idx" ON "supplier_ledger_entries" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "supplier_ledger_entries_balance_idx" ON "supplier_ledger_entries" USING btree ("supplier_id","currency","payout_id");--> statement-breakpoint
CREATE INDEX "supplier_ledger_entries_payout_idx" ON "supplier_ledger_entries" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "supplier_ledger_entries_payment_idx" ON "supplier_ledger_entries" USING btree ("order_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_payout_accounts_connected_idx" ON "supplier_payout_accounts" USING btree ("connected_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_payouts_batch_key_idx" ON "supplier_payouts" USING btree ("batch_key");--> statement-breakpoint
CREATE INDEX "supplier_payouts_supplier_idx" ON "supplier_payouts" USING btree ("supplier_id","payout_date");--> statement-breakpoint
CREATE INDEX "supplier_payouts_status_idx" ON "supplier_payouts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_payouts_gateway_payout_idx" ON "supplier_payouts" USING btree ("gateway","gateway_payout_id");