ALTER TABLE "orders" ADD COLUMN "load_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "open_requests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each statement on order_loads adds its net change per order to the order's load_count. A load
-- never moves to another order; should one, the row trigger below moves its count.
CREATE FUNCTION "order_load_counts_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "orders" SET "load_count" = "orders"."load_count" + changed.loads
    FROM (SELECT "order_id", count(*)::int AS loads FROM "new_loads" GROUP BY "order_id") changed
    WHERE "orders"."id" = changed."order_id";
  ELSE
    UPDATE "orders" SET "load_count" = "orders"."load_count" - changed.loads
    FROM (SELECT "order_id", count(*)::int AS loads FROM "old_loads" GROUP BY "order_id") changed
    WHERE "orders"."id" = changed."order_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "order_load_counts_on_insert" AFTER INSERT ON "order_loads"
  REFERENCING NEW TABLE AS "new_loads" FOR EACH STATEMENT EXECUTE FUNCTION "order_load_counts_record"();
--> statement-breakpoint
CREATE TRIGGER "order_load_counts_on_delete" AFTER DELETE ON "order_loads"
  REFERENCING OLD TABLE AS "old_loads" FOR EACH STATEMENT EXECUTE FUNCTION "order_load_counts_record"();
--> statement-breakpoint
-- A row trigger, only when a load's order changes: a statement trigger on every update of a load
-- would run at each step and position a driver's phone reports.
CREATE FUNCTION "order_load_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders" SET "load_count" = "load_count" - 1 WHERE "id" = OLD."order_id";
  UPDATE "orders" SET "load_count" = "load_count" + 1 WHERE "id" = NEW."order_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "order_load_counts_on_move" AFTER UPDATE OF "order_id" ON "order_loads"
  FOR EACH ROW WHEN (OLD."order_id" IS DISTINCT FROM NEW."order_id") EXECUTE FUNCTION "order_load_counts_move"();
--> statement-breakpoint
-- Each statement on order_requests adds its net change in open requests per order.
CREATE FUNCTION "order_open_requests_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "orders" SET "open_requests" = "orders"."open_requests" + changed.requests
    FROM (SELECT "order_id", count(*)::int AS requests FROM "new_requests" WHERE "status" = 'open' GROUP BY "order_id") changed
    WHERE "orders"."id" = changed."order_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "orders" SET "open_requests" = "orders"."open_requests" - changed.requests
    FROM (SELECT "order_id", count(*)::int AS requests FROM "old_requests" WHERE "status" = 'open' GROUP BY "order_id") changed
    WHERE "orders"."id" = changed."order_id";
  ELSE
    UPDATE "orders" SET "open_requests" = "orders"."open_requests" + changed.requests
    FROM (
      SELECT "order_id", sum(requests)::int AS requests FROM (
        SELECT "order_id", -1 AS requests FROM "old_requests" WHERE "status" = 'open'
        UNION ALL
        SELECT "order_id", 1 AS requests FROM "new_requests" WHERE "status" = 'open'
      ) moves
      GROUP BY "order_id"
      HAVING sum(requests) <> 0
    ) changed
    WHERE "orders"."id" = changed."order_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "order_open_requests_on_insert" AFTER INSERT ON "order_requests"
  REFERENCING NEW TABLE AS "new_requests" FOR EACH STATEMENT EXECUTE FUNCTION "order_open_requests_record"();
--> statement-breakpoint
CREATE TRIGGER "order_open_requests_on_update" AFTER UPDATE ON "order_requests"
  REFERENCING OLD TABLE AS "old_requests" NEW TABLE AS "new_requests" FOR EACH STATEMENT EXECUTE FUNCTION "order_open_requests_record"();
--> statement-breakpoint
CREATE TRIGGER "order_open_requests_on_delete" AFTER DELETE ON "order_requests"
  REFERENCING OLD TABLE AS "old_requests" FOR EACH STATEMENT EXECUTE FUNCTION "order_open_requests_record"();
--> statement-breakpoint
-- After the triggers, as in 0035: the existing loads and open requests are counted once.
UPDATE "orders" SET "load_count" = counted.loads
FROM (SELECT "order_id", count(*)::int AS loads FROM "order_loads" GROUP BY "order_id") counted
WHERE "orders"."id" = counted."order_id";
--> statement-breakpoint
UPDATE "orders" SET "open_requests" = counted.requests
FROM (SELECT "order_id", count(*)::int AS requests FROM "order_requests" WHERE "status" = 'open' GROUP BY "order_id") counted
WHERE "orders"."id" = counted."order_id";
