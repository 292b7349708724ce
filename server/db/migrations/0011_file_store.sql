CREATE TABLE "file_chunks" (
	"file_key" text NOT NULL,
	"position" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_chunks_file_key_position_pk" PRIMARY KEY("file_key","position")
);
--> statement-breakpoint
ALTER TABLE "resume_uploads" ALTER COLUMN "size_bytes" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "resume_uploads" ADD COLUMN "stored_at" timestamp with time zone;--> statement-breakpoint
-- Resumes stored whole in their row move to the file store's chunk rows (256 kB each) under
-- resumes/<id>, before the column goes; the embedded mode then moves them to disk at start.
INSERT INTO "file_chunks" ("file_key", "position", "data", "created_at")
SELECT 'resumes/' || "resume_uploads"."id", "piece"."position",
	substring("resume_uploads"."content" FROM "piece"."position" * 262144 + 1 FOR 262144), "resume_uploads"."created_at"
FROM "resume_uploads",
	generate_series(0, greatest(0, (length("resume_uploads"."content") - 1) / 262144)) AS "piece"("position");--> statement-breakpoint
UPDATE "resume_uploads" SET "stored_at" = "created_at";--> statement-breakpoint
ALTER TABLE "resume_uploads" DROP COLUMN "content";