CREATE TABLE "supplier_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"label" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "created_by_supplier_key_id" uuid;--> statement-breakpoint
ALTER TABLE "supplier_api_keys" ADD CONSTRAINT "supplier_api_keys_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_api_keys_key_hash_idx" ON "supplier_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "supplier_api_keys_supplier_idx" ON "supplier_api_keys" USING btree ("supplier_id");--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_created_by_supplier_key_id_supplier_api_keys_id_fk" FOREIGN KEY ("created_by_supplier_key_id") REFERENCES "public"."supplier_api_keys"("id") ON DELETE set null ON UPDATE no action;