CREATE TYPE "public"."company_kind" AS ENUM('contractor', 'supplier');--> statement-breakpoint
CREATE TYPE "public"."order_event_kind" AS ENUM('status', 'window_proposed', 'window_accepted');--> statement-breakpoint
CREATE TYPE "public"."order_party" AS ENUM('contractor', 'supplier', 'system');--> statement-breakpoint
ALTER TYPE "public"."member_role" ADD VALUE 'supplier_owner' BEFORE 'contractor_manager';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'accepted' BEFORE 'canceled';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'declined' BEFORE 'canceled';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'scheduled' BEFORE 'canceled';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'dispatched' BEFORE 'canceled';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'delivered' BEFORE 'canceled';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'completed' BEFORE 'canceled';--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" "order_event_kind" NOT NULL,
	"status" "order_status",
	"party" "order_party" NOT NULL,
	"actor_user_id" uuid,
	"reason" text,
	"proposed_delivery_date" date,
	"proposed_window_start_hour" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_supplier_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "kind" "company_kind" DEFAULT 'contractor' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proposed_delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proposed_window_start_hour" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proposed_window_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "driver_user_id" uuid;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_company_id" uuid;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_supplier_notes" ADD CONSTRAINT "order_supplier_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_supplier_notes" ADD CONSTRAINT "order_supplier_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_supplier_notes_order_idx" ON "order_supplier_notes" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_last_company_id_companies_id_fk" FOREIGN KEY ("last_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_supplier_status_idx" ON "orders" USING btree ("supplier_id","status");--> statement-breakpoint
CREATE INDEX "orders_driver_idx" ON "orders" USING btree ("driver_user_id");--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_id_unique" UNIQUE("company_id");--> statement-breakpoint
-- Hand-written: the history of the orders placed before orders had one (only the two states that
-- existed then: the enum's new values cannot be used in the transaction that adds them).
UPDATE "orders" SET "status_changed_at" = coalesce("canceled_at", "created_at");--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "status", "party", "actor_user_id", "created_at")
SELECT "id", 'status', 'placed', 'contractor', "placed_by_user_id", "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "status", "party", "created_at")
SELECT "id", 'status', 'canceled', 'contractor', "canceled_at" FROM "orders" WHERE "status" = 'canceled';
