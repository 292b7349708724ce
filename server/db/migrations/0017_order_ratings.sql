CREATE TABLE "order_ratings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"supplier_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"comment" text,
	"rated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply" text,
	"replied_by_user_id" uuid,
	"replied_at" timestamp with time zone,
	CONSTRAINT "order_ratings_stars_range" CHECK ("order_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "rating_stars_total" numeric(12, 1) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The ratings suppliers already show (the demo's history) become the starting sum of stars.
UPDATE "suppliers" SET "rating_stars_total" = "rating" * "rating_count";--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_rated_by_user_id_users_id_fk" FOREIGN KEY ("rated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_replied_by_user_id_users_id_fk" FOREIGN KEY ("replied_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_ratings_supplier_idx" ON "order_ratings" USING btree ("supplier_id","created_at");