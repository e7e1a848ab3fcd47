ALTER TABLE "job_application_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_application_counts" DROP CONSTRAINT "job_application_counts_job_id_status_pk";--> statement-breakpoint
ALTER TABLE "job_application_counts" ADD CONSTRAINT "job_application_counts_job_id_status_shard_pk" PRIMARY KEY("job_id","status","shard");--> statement-breakpoint
-- Each count is kept in up to 8 rows, one per shard of applicants (profile_id % 8, the schema's
-- APPLICATION_COUNT_SHARDS); rows are taken in (job, status, shard) order.
CREATE OR REPLACE FUNCTION "job_application_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_application_counts" ("job_id", "status", "shard", "n")
    SELECT "job_id", "status", "profile_id" % 8, count(*) FROM "added" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("job_id", "status", "shard") DO UPDATE SET "n" = "job_application_counts"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "job_application_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "job_application_counts" c SET "n" = c."n" - r."n"
    FROM (SELECT "job_id", "status", "profile_id" % 8 AS "shard", count(*) AS "n" FROM "removed" GROUP BY 1, 2, 3) r
    WHERE c."job_id" = r."job_id" AND c."status" = r."status" AND c."shard" = r."shard";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "job_application_counts_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose job, status or applicant (so shard) changed move from one count to another.
  UPDATE "job_application_counts" c SET "n" = c."n" - m."n"
    FROM (SELECT o."job_id", o."status", o."profile_id" % 8 AS "shard", count(*) AS "n"
          FROM "removed" o JOIN "added" a ON a."id" = o."id"
          WHERE o."status" IS DISTINCT FROM a."status" OR o."job_id" <> a."job_id" OR o."profile_id" <> a."profile_id"
          GROUP BY 1, 2, 3) m
    WHERE c."job_id" = m."job_id" AND c."status" = m."status" AND c."shard" = m."shard";
  INSERT INTO "job_application_counts" ("job_id", "status", "shard", "n")
    SELECT a."job_id", a."status", a."profile_id" % 8, count(*)
    FROM "removed" o JOIN "added" a ON a."id" = o."id"
    WHERE o."status" IS DISTINCT FROM a."status" OR o."job_id" <> a."job_id" OR o."profile_id" <> a."profile_id"
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("job_id", "status", "shard") DO UPDATE SET "n" = "job_application_counts"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The counts kept so far, split by shard.
DELETE FROM "job_application_counts";--> statement-breakpoint
INSERT INTO "job_application_counts" ("job_id", "status", "shard", "n")
  SELECT "job_id", "status", "profile_id" % 8, count(*) FROM "job_applications" GROUP BY 1, 2, 3;
