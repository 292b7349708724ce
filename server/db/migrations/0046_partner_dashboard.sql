ALTER TYPE "public"."supplier_ledger_entry_kind" ADD VALUE 'partner_commission';--> statement-breakpoint
CREATE TABLE "partner_referrals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL,
	"company_id" uuid,
	"credit_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_commission_bps" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_commission_cents" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "commission_bps" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_referrals" ADD CONSTRAINT "partner_referrals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_referrals" ADD CONSTRAINT "partner_referrals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_referrals" ADD CONSTRAINT "partner_referrals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_referrals_partner_idx" ON "partner_referrals" USING btree ("partner_id","created_at");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partners_user_idx" ON "partners" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_commission_bps_valid" CHECK ("partners"."commission_bps" between 0 and 10000);