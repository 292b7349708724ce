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
CREATE INDEX "ledger_lines_supplier_idx" ON "ledger_lines" USING btree ("supplier_id","account","currency");--> statement-breakpoint
-- Back-fill: the journal of the money recorded before the ledger existed, as the app would have
-- posted it (server/services/ledger/), so the invariants and the reconciliation hold from the start.
-- 1. The suppliers' rows: one entry per capture and per refund, with its supplier_payable line.
CREATE TEMPORARY TABLE "ledger_backfill" AS
SELECT r.*, CASE WHEN r.source_key LIKE '%:refunded-to:%'
    THEN regexp_replace(r.source_key, '^(payment:[^:]+):[a-z_]+(:refunded-to:[0-9]+)$', '\1\2')
    ELSE regexp_replace(r.source_key, '^(payment:[^:]+):[a-z_]+$', '\1:captured') END AS entry_key
FROM "supplier_ledger_entries" r;--> statement-breakpoint
INSERT INTO "ledger_entries" ("source_key", "kind", "order_id", "order_payment_id", "occurred_at")
SELECT entry_key, CASE WHEN entry_key LIKE '%:refunded-to:%' THEN 'refunded' ELSE 'captured' END,
  min(order_id::text)::uuid, min(order_payment_id::text)::uuid, min(occurred_at)
FROM "ledger_backfill" GROUP BY entry_key;--> statement-breakpoint
INSERT INTO "ledger_lines" ("entry_id", "account", "order_id", "order_payment_id", "supplier_id", "amount_cents", "currency")
SELECT e.id, CASE b.kind WHEN 'processing_fee' THEN 'processing_fees'::ledger_account
    WHEN 'commission' THEN 'marketplace_commission'::ledger_account ELSE 'gateway_cash'::ledger_account END,
  b.order_id, b.order_payment_id, NULL, b.amount_cents, upper(b.currency)
FROM "ledger_backfill" b JOIN "ledger_entries" e ON e.source_key = b.entry_key
WHERE b.amount_cents <> 0;--> statement-breakpoint
INSERT INTO "ledger_lines" ("entry_id", "account", "order_id", "order_payment_id", "supplier_id", "amount_cents", "currency")
SELECT e.id, 'supplier_payable', min(b.order_id::text)::uuid, min(b.order_payment_id::text)::uuid,
  min(b.supplier_id::text)::uuid, -sum(b.amount_cents), upper(min(b.currency))
FROM "ledger_backfill" b JOIN "ledger_entries" e ON e.source_key = b.entry_key
GROUP BY e.id HAVING sum(b.amount_cents) <> 0;--> statement-breakpoint
DROP TABLE "ledger_backfill";--> statement-breakpoint
-- 2. Holds and terms credit still open.
INSERT INTO "ledger_entries" ("source_key", "kind", "order_id", "order_payment_id", "occurred_at")
SELECT 'payment:' || p.id || ':' || CASE p.kind WHEN 'terms' THEN 'credit_drawn' ELSE 'hold_placed' END,
  CASE p.kind WHEN 'terms' THEN 'credit_drawn' ELSE 'hold_placed' END, p.order_id, p.id, p.updated_at
FROM "order_payments" p WHERE p.status = 'authorized' AND p.kind IN ('authorization', 'terms');--> statement-breakpoint
INSERT INTO "ledger_lines" ("entry_id", "account", "order_id", "order_payment_id", "amount_cents", "currency")
SELECT e.id, a.account::ledger_account, p.order_id, p.id, a.sign * p.amount_cents, upper(p.currency)
FROM "order_payments" p
JOIN "ledger_entries" e ON e.order_payment_id = p.id AND e.kind IN ('hold_placed', 'credit_drawn')
CROSS JOIN LATERAL (VALUES
  (CASE p.kind WHEN 'terms' THEN 'credit_receivable' ELSE 'card_holds' END, 1),
  (CASE p.kind WHEN 'terms' THEN 'credit_commitments' ELSE 'card_hold_commitments' END, -1)) AS a(account, sign);--> statement-breakpoint
-- 3. Payout batches: the transfer sent, the payout paid.
INSERT INTO "ledger_entries" ("source_key", "kind", "supplier_payout_id", "occurred_at")
SELECT 'payout:' || b.id || ':transfer', 'transfer_sent', b.id, coalesce(b.sent_at, b.updated_at)
FROM "supplier_payouts" b WHERE b.transfer_status = 'sent'
UNION ALL
SELECT 'payout:' || b.id || ':bank:0', 'payout_paid', b.id, coalesce(b.paid_at, b.updated_at)
FROM "supplier_payouts" b WHERE b.status = 'paid';--> statement-breakpoint
INSERT INTO "ledger_lines" ("entry_id", "account", "supplier_id", "amount_cents", "currency")
SELECT e.id, a.account::ledger_account, CASE WHEN a.account = 'gateway_cash' THEN NULL ELSE b.supplier_id END,
  a.sign * b.amount_cents, upper(b.currency)
FROM "ledger_entries" e JOIN "supplier_payouts" b ON b.id = e.supplier_payout_id
CROSS JOIN LATERAL (VALUES
  (CASE e.kind WHEN 'transfer_sent' THEN 'supplier_connected_accounts' ELSE 'supplier_payable' END, 1),
  (CASE e.kind WHEN 'transfer_sent' THEN 'gateway_cash' ELSE 'supplier_connected_accounts' END, -1)) AS a(account, sign)
WHERE e.kind IN ('transfer_sent', 'payout_paid');
