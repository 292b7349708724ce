ALTER TYPE "public"."credit_account_status" ADD VALUE 'under_review' BEFORE 'approved';--> statement-breakpoint
ALTER TABLE "credit_accounts" ALTER COLUMN "decided_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketplace_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD COLUMN "annual_volume_cents" integer;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD COLUMN "billing_contact_name" text;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD COLUMN "billing_contact_email" text;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD COLUMN "billing_contact_phone" text;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD COLUMN "trade_references" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD COLUMN "applied_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD COLUMN "decided_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_applied_by_user_id_users_id_fk" FOREIGN KEY ("applied_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_accounts_status_idx" ON "credit_accounts" USING btree ("status","applied_at");--> statement-breakpoint
ALTER TABLE "credit_accounts" DROP COLUMN "monthly_spend_cents";