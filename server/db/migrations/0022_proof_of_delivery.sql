ALTER TABLE "order_loads" ADD COLUMN "delivered_quantity" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "order_loads" ADD COLUMN "water_added_litres" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "order_loads" ADD COLUMN "slump_mm" integer;--> statement-breakpoint
ALTER TABLE "order_loads" ADD COLUMN "received_by" text;--> statement-breakpoint
ALTER TABLE "order_loads" ADD COLUMN "signature_file_key" text;--> statement-breakpoint
ALTER TABLE "order_loads" ADD COLUMN "photo_file_key" text;