ALTER TABLE "supplier_delivery_settings" ADD COLUMN "late_cancellation_fee_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "order_balance_changes" ADD COLUMN "late_cancellation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_delivery_settings" ADD CONSTRAINT "supplier_delivery_settings_late_fee" CHECK ("supplier_delivery_settings"."late_cancellation_fee_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancellation_fee" CHECK ("orders"."cancellation_fee_cents" is null or "orders"."cancellation_fee_cents" > 0);