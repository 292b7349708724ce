ALTER TYPE "public"."order_event_kind" ADD VALUE 'loads_planned';--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor_api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_api_key_id_supplier_api_keys_id_fk" FOREIGN KEY ("actor_api_key_id") REFERENCES "public"."supplier_api_keys"("id") ON DELETE set null ON UPDATE no action;