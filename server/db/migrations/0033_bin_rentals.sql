ALTER TABLE "orders" ADD COLUMN "pick_up_date" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rental_included_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rental_extra_day_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rental_terms" CHECK (("products"."rental_included_days" is null or "products"."rental_included_days" >= 1) and ("products"."rental_extra_day_cents" is null or "products"."rental_extra_day_cents" >= 0));--> statement-breakpoint
-- Bins already in the catalogue: their descriptions say 7 days are included; an extra day costs a
-- thirtieth of the bin's price, in whole currency units (server/seed/index.ts, the same rule).
UPDATE "products" SET "rental_included_days" = 7, "rental_extra_day_cents" = round("price_cents" / 3000.0) * 100 WHERE "type"::text = 'rentals' AND "rental_included_days" IS NULL;--> statement-breakpoint
-- The seeded "Rental period" choices (7, 14, 30 days) are now the rental period in days with its
-- extra-day charge; placed orders keep their copy in their quote.
DELETE FROM "product_extras" WHERE "key" IN ('period-7', 'period-14', 'period-30') AND "group_name" = 'Rental period';
