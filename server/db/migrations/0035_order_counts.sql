CREATE TABLE "order_counts" (
	"owner_id" uuid NOT NULL,
	"status" "order_status" NOT NULL,
	"orders" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_counts_owner_status_idx" ON "order_counts" USING btree ("owner_id","status");--> statement-breakpoint
-- Each statement on orders adds its net change per owner and state: a bulk insert adds one row per
-- supplier and per company, and an update that moves no order between states adds nothing.
CREATE FUNCTION "order_counts_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_counts" ("owner_id", "status", "orders")
    SELECT owner.id, changed.status, count(*)::int
    FROM "new_orders" changed
    CROSS JOIN LATERAL (VALUES (changed.supplier_id), (changed.company_id)) AS owner(id)
    GROUP BY owner.id, changed.status;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "order_counts" ("owner_id", "status", "orders")
    SELECT owner.id, changed.status, -count(*)::int
    FROM "old_orders" changed
    CROSS JOIN LATERAL (VALUES (changed.supplier_id), (changed.company_id)) AS owner(id)
    GROUP BY owner.id, changed.status;
  ELSE
    INSERT INTO "order_counts" ("owner_id", "status", "orders")
    SELECT owner.id, changed.status, sum(changed.orders)::int
    FROM (
      SELECT supplier_id, company_id, status, -1 AS orders FROM "old_orders"
      UNION ALL
      SELECT supplier_id, company_id, status, 1 AS orders FROM "new_orders"
    ) changed
    CROSS JOIN LATERAL (VALUES (changed.supplier_id), (changed.company_id)) AS owner(id)
    GROUP BY owner.id, changed.status
    HAVING sum(changed.orders) <> 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "order_counts_on_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS "new_orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_record"();
--> statement-breakpoint
CREATE TRIGGER "order_counts_on_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS "old_orders" NEW TABLE AS "new_orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_record"();
--> statement-breakpoint
CREATE TRIGGER "order_counts_on_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS "old_orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_record"();
--> statement-breakpoint
-- After the triggers: creating them waited for the writes under way and holds off new ones until
-- this migration commits, so the existing orders are counted once.
INSERT INTO "order_counts" ("owner_id", "status", "orders")
SELECT "supplier_id", "status", count(*)::int FROM "orders" GROUP BY "supplier_id", "status"
UNION ALL
SELECT "company_id", "status", count(*)::int FROM "orders" GROUP BY "company_id", "status";
