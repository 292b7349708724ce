ALTER TABLE "partners" ADD COLUMN "supplier_button" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "brand_color" text;--> statement-breakpoint
CREATE UNIQUE INDEX "partners_supplier_button_idx" ON "partners" USING btree ("supplier_id") WHERE "partners"."supplier_button";