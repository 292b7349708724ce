CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers): every statement that changes the catalogue the
-- order flow keeps in memory (server/services/ordering/catalogue-cache.ts) raises the version, in its own transaction, so a server that reads the new number
-- also reads the change. Statement-level, so a bulk import raises it once.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "raise_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "suppliers_catalogue_version" AFTER INSERT OR DELETE OR UPDATE OF "name", "logo", "rating", "rating_count" OR TRUNCATE ON "suppliers" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "supplier_service_areas_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "supplier_service_areas" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "product_extras_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_extras" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "cities_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "countries_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "city_postal_prefixes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "city_postal_prefixes" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "taxes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "taxes" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();
