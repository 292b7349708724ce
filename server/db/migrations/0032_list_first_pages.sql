DROP INDEX "orders_company_created_idx";--> statement-breakpoint
CREATE INDEX "orders_company_created_id_idx" ON "orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_starts_idx" ON "orders" USING btree ("supplier_id","delivery_starts_at","id");