ALTER TABLE "order_loads" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "order_loads" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "order_loads" ADD COLUMN "accuracy_meters" double precision;--> statement-breakpoint
ALTER TABLE "order_loads" ADD COLUMN "position_at" timestamp with time zone;