CREATE TABLE "supplier_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_domains" ADD CONSTRAINT "supplier_domains_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_domains_domain_idx" ON "supplier_domains" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_domains_supplier_idx" ON "supplier_domains" USING btree ("supplier_id");