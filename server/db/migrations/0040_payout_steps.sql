CREATE TYPE "public"."supplier_payout_transfer_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "sandbox_payout_bank_accounts" (
	"destination" text PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"destination" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"destination" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_payouts" ADD COLUMN "transfer_status" "supplier_payout_transfer_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_payouts" ADD COLUMN "transfer_idempotency_key" text;--> statement-breakpoint
ALTER TABLE "supplier_payouts" ADD COLUMN "payout_idempotency_key" text;--> statement-breakpoint
ALTER TABLE "supplier_payouts" ADD COLUMN "payout_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Batches made before the two steps keep the keys they were sent with (the batch's key suffixed
-- per step); one already sent made its transfer (the sandbox's none) and its one payout.
UPDATE "supplier_payouts" SET
	"transfer_idempotency_key" = 'supplier-payout:' || "id" || ':transfer',
	"payout_idempotency_key" = 'supplier-payout:' || "id" || ':payout',
	"transfer_status" = CASE WHEN "sent_at" IS NOT NULL THEN 'sent'::"supplier_payout_transfer_status" ELSE 'pending'::"supplier_payout_transfer_status" END,
	"payout_attempts" = CASE WHEN "sent_at" IS NOT NULL THEN 1 ELSE 0 END;--> statement-breakpoint
ALTER TABLE "supplier_payouts" ALTER COLUMN "transfer_idempotency_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_payouts" ALTER COLUMN "payout_idempotency_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_payouts" ADD COLUMN "next_payout_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sandbox_payouts_destination_idx" ON "sandbox_payouts" USING btree ("destination");--> statement-breakpoint
CREATE INDEX "sandbox_transfers_destination_idx" ON "sandbox_transfers" USING btree ("destination");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_payouts_transfer_key_idx" ON "supplier_payouts" USING btree ("transfer_idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_payouts_payout_key_idx" ON "supplier_payouts" USING btree ("payout_idempotency_key");