ALTER TABLE "cities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "order_loads" ADD COLUMN "delay_minutes" integer;--> statement-breakpoint
ALTER TABLE "order_loads" ADD COLUMN "delay_reason" text;--> statement-breakpoint
ALTER TABLE "order_loads" ADD COLUMN "late_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "site_latitude" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "site_longitude" double precision;--> statement-breakpoint
-- The demo cities' centres, for databases seeded before cities had them.
UPDATE "cities" SET "latitude" = centre.latitude, "longitude" = centre.longitude
FROM (VALUES
  ('toronto', 43.6532, -79.3832),
  ('mississauga', 43.589, -79.6441),
  ('hamilton', 43.2557, -79.8711),
  ('ottawa', 45.4215, -75.6972),
  ('vancouver', 49.2827, -123.1207),
  ('calgary', 51.0447, -114.0719),
  ('san-francisco', 37.7749, -122.4194),
  ('oakland', 37.8044, -122.2712),
  ('san-jose', 37.3382, -121.8863),
  ('austin', 30.2672, -97.7431),
  ('houston', 29.7604, -95.3698),
  ('dallas', 32.7767, -96.797),
  ('mexico-city', 19.4326, -99.1332),
  ('guadalajara', 20.6597, -103.3496),
  ('monterrey', 25.6866, -100.3161)
) AS centre(slug, latitude, longitude)
WHERE "cities"."slug" = centre.slug;
