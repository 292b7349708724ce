CREATE TYPE "public"."dispute_reason" AS ENUM('short_load', 'wrong_mix', 'late', 'damaged', 'not_delivered');--> statement-breakpoint
CREATE TYPE "public"."dispute_status" AS ENUM('open', 'accepted', 'contested', 'withdrawn');--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'dispute_opened';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'dispute_answered';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'dispute_withdrawn';--> statement-breakpoint
CREATE TABLE "order_dispute_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"load_id" uuid,
	"line_key" text,
	"reason" "dispute_reason" NOT NULL,
	"description" text NOT NULL,
	"claimed_cents" integer NOT NULL,
	"status" "dispute_status" DEFAULT 'open' NOT NULL,
	"credited_cents" integer,
	"answer_note" text,
	"balance_change_id" uuid,
	"opened_by_user_id" uuid,
	"answered_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "order_disputes_subject" CHECK (("order_disputes"."load_id" is null) <> ("order_disputes"."line_key" is null)),
	CONSTRAINT "order_disputes_claimed_positive" CHECK ("order_disputes"."claimed_cents" > 0),
	CONSTRAINT "order_disputes_credited_positive" CHECK ("order_disputes"."credited_cents" is null or "order_disputes"."credited_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_dispute_photos" ADD CONSTRAINT "order_dispute_photos_dispute_id_order_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."order_disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_load_id_order_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."order_loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_balance_change_id_order_balance_changes_id_fk" FOREIGN KEY ("balance_change_id") REFERENCES "public"."order_balance_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_opened_by_user_id_users_id_fk" FOREIGN KEY ("opened_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_dispute_photos_dispute_idx" ON "order_dispute_photos" USING btree ("dispute_id");--> statement-breakpoint
CREATE INDEX "order_disputes_order_idx" ON "order_disputes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_disputes_one_open_load_idx" ON "order_disputes" USING btree ("load_id") WHERE "order_disputes"."status" in ('open', 'contested') and "order_disputes"."load_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_disputes_one_open_line_idx" ON "order_disputes" USING btree ("order_id","line_key") WHERE "order_disputes"."status" in ('open', 'contested') and "order_disputes"."line_key" is not null;