ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'placed' and "orders"."payment_status" in ('requires_payment', 'failed', 'requires_action', 'requires_confirmation');--> statement-breakpoint
-- Hand-written: every order canceled before this migration was canceled by its contractor (the
-- only way there was), so the page can say so.
UPDATE "orders" SET "cancel_reason" = 'contractor' WHERE "status" = 'canceled' AND "cancel_reason" IS NULL;
