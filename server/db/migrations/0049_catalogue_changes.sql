CREATE TABLE "catalogue_changes" (
	"version" bigint NOT NULL,
	"supplier_id" uuid,
	"city_id" uuid,
	"product_type" "product_type"
);
--> statement-breakpoint
DROP INDEX "orders_supplier_starts_idx";--> statement-breakpoint
CREATE INDEX "catalogue_changes_version_idx" ON "catalogue_changes" USING btree ("version");--> statement-breakpoint
CREATE INDEX "orders_supplier_starts_idx" ON "orders" USING btree ("supplier_id","delivery_starts_at","id","status","company_id","product_type","product_name","quantity","unit","delivery_date","window_start_hour","job_number","city_id","open_requests","load_count","created_at");--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers): each raise of catalogue_version now says what it
-- touched, so that each server drops or reads again only those of its kept reads (server/services/catalogue/
-- catalogue-cache.ts). A statement on suppliers, their service areas, products or extras records
-- each supplier it changed with the cities it serves (as the statement leaves them; a service
-- area's own city before and after) and, for products and extras, the product type; a statement
-- that changed nothing raises nothing. A change of cities, countries, postal prefixes or taxes,
-- a truncation, or a statement touching more than 100 suppliers (an import) records a row of
-- everything. The raise still takes catalogue_version's row lock, so versions follow the commits'
-- order: a server that reads version V also reads every change up to V.
CREATE FUNCTION "record_catalogue_changes"("touched_suppliers" uuid[], "touched_types" "product_type"[], "touched_cities" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "raised" bigint;
BEGIN
  IF coalesce(cardinality("touched_suppliers"), 0) = 0 THEN
    RETURN;
  END IF;
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO "raised";
  IF (SELECT count(DISTINCT "supplier") FROM unnest("touched_suppliers") AS "supplier") > 100 THEN
    INSERT INTO "catalogue_changes" ("version") VALUES ("raised");
  ELSE
    -- A change without a city is the supplier's in every city it serves.
    INSERT INTO "catalogue_changes" ("version", "supplier_id", "city_id", "product_type")
    SELECT DISTINCT "raised", "touched"."supplier_id", coalesce("touched"."city_id", "served"."city_id"), "touched"."product_type"
    FROM unnest("touched_suppliers", "touched_types", "touched_cities") AS "touched"("supplier_id", "product_type", "city_id")
    LEFT JOIN "supplier_service_areas" "served"
      ON "touched"."city_id" IS NULL AND "served"."supplier_id" = "touched"."supplier_id";
  END IF;
  -- The last 10,000 versions are kept: a server further behind drops everything anyway.
  DELETE FROM "catalogue_changes" WHERE "version" <= "raised" - 10000;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "raise_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "raised" bigint;
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO "raised";
  INSERT INTO "catalogue_changes" ("version") VALUES ("raised");
  DELETE FROM "catalogue_changes" WHERE "version" <= "raised" - 10000;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "suppliers_catalogue_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed" uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("id") INTO "changed" FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("id") INTO "changed" FROM "old_rows";
  ELSE
    -- Only what the order flow reads of a supplier.
    SELECT array_agg("new_row"."id") INTO "changed"
    FROM "new_rows" "new_row" JOIN "old_rows" "old_row" ON "old_row"."id" = "new_row"."id"
    WHERE ("old_row"."name", "old_row"."logo", "old_row"."rating", "old_row"."rating_count")
      IS DISTINCT FROM ("new_row"."name", "new_row"."logo", "new_row"."rating", "new_row"."rating_count");
  END IF;
  PERFORM "record_catalogue_changes"("changed", NULL, NULL);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "supplier_service_areas_catalogue_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed_suppliers" uuid[];
  "changed_cities" uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("supplier_id"), array_agg("city_id") INTO "changed_suppliers", "changed_cities" FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("supplier_id"), array_agg("city_id") INTO "changed_suppliers", "changed_cities" FROM "old_rows";
  ELSE
    SELECT array_agg("supplier_id"), array_agg("city_id") INTO "changed_suppliers", "changed_cities"
    FROM (SELECT "supplier_id", "city_id" FROM "old_rows" UNION SELECT "supplier_id", "city_id" FROM "new_rows") "rows";
  END IF;
  PERFORM "record_catalogue_changes"("changed_suppliers", NULL, "changed_cities");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "products_catalogue_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed_suppliers" uuid[];
  "changed_types" "product_type"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("supplier_id"), array_agg("type") INTO "changed_suppliers", "changed_types"
    FROM (SELECT DISTINCT "supplier_id", "type" FROM "new_rows") "rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("supplier_id"), array_agg("type") INTO "changed_suppliers", "changed_types"
    FROM (SELECT DISTINCT "supplier_id", "type" FROM "old_rows") "rows";
  ELSE
    SELECT array_agg("supplier_id"), array_agg("type") INTO "changed_suppliers", "changed_types"
    FROM (
      SELECT "old_row"."supplier_id", "old_row"."type" FROM "old_rows" "old_row" JOIN "new_rows" "new_row" ON "new_row"."id" = "old_row"."id"
      WHERE "old_row" IS DISTINCT FROM "new_row"
      UNION
      SELECT "new_row"."supplier_id", "new_row"."type" FROM "old_rows" "old_row" JOIN "new_rows" "new_row" ON "new_row"."id" = "old_row"."id"
      WHERE "old_row" IS DISTINCT FROM "new_row"
    ) "rows";
  END IF;
  PERFORM "record_catalogue_changes"("changed_suppliers", "changed_types", NULL);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "product_extras_catalogue_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed_suppliers" uuid[];
  "changed_types" "product_type"[];
BEGIN
  -- An extra's product gone with it was recorded by the product's own trigger.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("supplier_id"), array_agg("type") INTO "changed_suppliers", "changed_types"
    FROM (SELECT DISTINCT "p"."supplier_id", "p"."type" FROM "new_rows" "e" JOIN "products" "p" ON "p"."id" = "e"."product_id") "rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("supplier_id"), array_agg("type") INTO "changed_suppliers", "changed_types"
    FROM (SELECT DISTINCT "p"."supplier_id", "p"."type" FROM "old_rows" "e" JOIN "products" "p" ON "p"."id" = "e"."product_id") "rows";
  ELSE
    SELECT array_agg("supplier_id"), array_agg("type") INTO "changed_suppliers", "changed_types"
    FROM (
      SELECT DISTINCT "p"."supplier_id", "p"."type"
      FROM "old_rows" "old_row" JOIN "new_rows" "new_row" ON "new_row"."id" = "old_row"."id"
      JOIN "products" "p" ON "p"."id" IN ("old_row"."product_id", "new_row"."product_id")
      WHERE "old_row" IS DISTINCT FROM "new_row"
    ) "rows";
  END IF;
  PERFORM "record_catalogue_changes"("changed_suppliers", "changed_types", NULL);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "suppliers_catalogue_version" ON "suppliers";--> statement-breakpoint
DROP TRIGGER "supplier_service_areas_catalogue_version" ON "supplier_service_areas";--> statement-breakpoint
DROP TRIGGER "products_catalogue_version" ON "products";--> statement-breakpoint
DROP TRIGGER "product_extras_catalogue_version" ON "product_extras";--> statement-breakpoint
CREATE TRIGGER "suppliers_catalogue_inserted" AFTER INSERT ON "suppliers"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "suppliers_catalogue_changes"();--> statement-breakpoint
CREATE TRIGGER "suppliers_catalogue_updated" AFTER UPDATE ON "suppliers"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "suppliers_catalogue_changes"();--> statement-breakpoint
CREATE TRIGGER "suppliers_catalogue_deleted" AFTER DELETE ON "suppliers"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "suppliers_catalogue_changes"();--> statement-breakpoint
CREATE TRIGGER "suppliers_catalogue_truncated" AFTER TRUNCATE ON "suppliers"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "supplier_service_areas_catalogue_inserted" AFTER INSERT ON "supplier_service_areas"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_service_areas_catalogue_changes"();--> statement-breakpoint
CREATE TRIGGER "supplier_service_areas_catalogue_updated" AFTER UPDATE ON "supplier_service_areas"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_service_areas_catalogue_changes"();--> statement-breakpoint
CREATE TRIGGER "supplier_service_areas_catalogue_deleted" AFTER DELETE ON "supplier_service_areas"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_service_areas_catalogue_changes"();--> statement-breakpoint
CREATE TRIGGER "supplier_service_areas_catalogue_truncated" AFTER TRUNCATE ON "supplier_service_areas"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_inserted" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "products_catalogue_changes"();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_updated" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "products_catalogue_changes"();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_deleted" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "products_catalogue_changes"();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_truncated" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "product_extras_catalogue_inserted" AFTER INSERT ON "product_extras"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_extras_catalogue_changes"();--> statement-breakpoint
CREATE TRIGGER "product_extras_catalogue_updated" AFTER UPDATE ON "product_extras"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_extras_catalogue_changes"();--> statement-breakpoint
CREATE TRIGGER "product_extras_catalogue_deleted" AFTER DELETE ON "product_extras"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_extras_catalogue_changes"();--> statement-breakpoint
CREATE TRIGGER "product_extras_catalogue_truncated" AFTER TRUNCATE ON "product_extras"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
-- Every server keeps what it read as of the version now: a change of everything, so that none
-- keeps a read past the first change it cannot place.
UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;--> statement-breakpoint
INSERT INTO "catalogue_changes" ("version") SELECT "version" FROM "catalogue_version" WHERE "id" = 1;
