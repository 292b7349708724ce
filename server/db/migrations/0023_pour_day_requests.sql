CREATE TYPE "public"."order_request_kind" AS ENUM('hold', 'spacing', 'balance');--> statement-breakpoint
CREATE TYPE "public"."order_request_status" AS ENUM('open', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TABLE "order_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" "order_request_kind" NOT NULL,
	"status" "order_request_status" DEFAULT 'open' NOT NULL,
	"minutes" integer,
	"quantity" numeric(10, 2),
	"preview" jsonb,
	"requested_by_user_id" uuid,
	"answered_by_user_id" uuid,
	"answer_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "order_requests_quantity_positive" CHECK ("order_requests"."quantity" is null or "order_requests"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_loads" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_requests_order_idx" ON "order_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_requests_one_open_idx" ON "order_requests" USING btree ("order_id","kind") WHERE "order_requests"."status" = 'open';