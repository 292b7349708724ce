CREATE TYPE "public"."load_step" AS ENUM('planned', 'loaded', 'en_route', 'arrived', 'unloading', 'delivered');--> statement-breakpoint
CREATE TABLE "order_loads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"truck_id" uuid,
	"driver_user_id" uuid,
	"step" "load_step" DEFAULT 'planned' NOT NULL,
	"loaded_at" timestamp with time zone,
	"en_route_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"unloading_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"driver_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_loads_quantity_positive" CHECK ("order_loads"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "trucks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"name" text NOT NULL,
	"capacity" numeric(10, 2) NOT NULL,
	"unit" "product_unit" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trucks_capacity_positive" CHECK ("trucks"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_driver_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "orders_driver_idx";--> statement-breakpoint
ALTER TABLE "order_loads" ADD CONSTRAINT "order_loads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_loads" ADD CONSTRAINT "order_loads_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_loads" ADD CONSTRAINT "order_loads_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucks" ADD CONSTRAINT "trucks_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_loads_order_sequence_idx" ON "order_loads" USING btree ("order_id","sequence");--> statement-breakpoint
CREATE INDEX "order_loads_driver_idx" ON "order_loads" USING btree ("driver_user_id");--> statement-breakpoint
CREATE INDEX "order_loads_truck_idx" ON "order_loads" USING btree ("truck_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trucks_supplier_name_idx" ON "trucks" USING btree ("supplier_id",lower("name"));--> statement-breakpoint
-- An order assigned to a driver before dispatch existed becomes one load of its whole quantity.
INSERT INTO "order_loads" ("order_id", "sequence", "quantity", "driver_user_id", "step")
SELECT "id", 1, "quantity", "driver_user_id", CASE WHEN "status"::text IN ('delivered', 'completed') THEN 'delivered'::"load_step" ELSE 'planned'::"load_step" END
FROM "orders" WHERE "driver_user_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "driver_user_id";