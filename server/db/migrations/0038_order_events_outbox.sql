ALTER TYPE "public"."order_event_kind" ADD VALUE 'load_step';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'load_note';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'load_position';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'load_delay';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'load_late';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'request_opened';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'request_withdrawn';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'request_answered';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'hold_released';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'message_sent';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'rated';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'rating_answered';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'payment';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'paid';--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "data" jsonb;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "dispatch_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "dispatch_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "dispatch_error" text;--> statement-breakpoint
-- Events recorded before the outbox had their consequences carried out where they were made.
UPDATE "order_events" SET "dispatched_at" = "created_at";--> statement-breakpoint
CREATE INDEX "order_events_undispatched_idx" ON "order_events" USING btree ("created_at") WHERE "order_events"."dispatched_at" is null;