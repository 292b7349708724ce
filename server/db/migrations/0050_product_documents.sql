CREATE TYPE "public"."product_document_kind" AS ENUM('mix_design', 'safety_data_sheet', 'certificate');--> statement-breakpoint
CREATE TABLE "product_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" "product_document_kind",
	"title" text,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "product_documents_attached" CHECK ("product_documents"."added_at" is null or ("product_documents"."kind" is not null and "product_documents"."title" is not null)),
	CONSTRAINT "product_documents_removed_after_added" CHECK ("product_documents"."removed_at" is null or "product_documents"."added_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_documents_product_idx" ON "product_documents" USING btree ("product_id","added_at");