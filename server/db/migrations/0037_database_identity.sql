CREATE TABLE "database_identity" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"database_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "database_identity_single_row" CHECK ("database_identity"."id" = 1)
);
--> statement-breakpoint
-- Written by hand: the one row, its id drawn here, once per database (server/db/identity.ts).
INSERT INTO "database_identity" ("id") VALUES (1);
