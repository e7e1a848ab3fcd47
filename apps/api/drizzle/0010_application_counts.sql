CREATE TABLE "job_application_counts" (
	"job_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "job_application_counts_job_id_status_pk" PRIMARY KEY("job_id","status")
);
--> statement-breakpoint
ALTER TABLE "job_application_counts" ADD CONSTRAINT "job_application_counts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "job_application_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_application_counts" ("job_id", "status", "n")
    SELECT "job_id", "status", count(*) FROM "added" GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("job_id", "status") DO UPDATE SET "n" = "job_application_counts"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "job_application_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "job_application_counts" c SET "n" = c."n" - r."n"
    FROM (SELECT "job_id", "status", count(*) AS "n" FROM "removed" GROUP BY 1, 2) r
    WHERE c."job_id" = r."job_id" AND c."status" = r."status";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "job_application_counts_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose job or status changed move from one count to another.
  UPDATE "job_application_counts" c SET "n" = c."n" - m."n"
    FROM (SELECT o."job_id", o."status", count(*) AS "n"
          FROM "removed" o JOIN "added" a ON a."id" = o."id"
          WHERE o."status" IS DISTINCT FROM a."status" OR o."job_id" <> a."job_id"
          GROUP BY 1, 2) m
    WHERE c."job_id" = m."job_id" AND c."status" = m."status";
  INSERT INTO "job_application_counts" ("job_id", "status", "n")
    SELECT a."job_id", a."status", count(*)
    FROM "removed" o JOIN "added" a ON a."id" = o."id"
    WHERE o."status" IS DISTINCT FROM a."status" OR o."job_id" <> a."job_id"
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("job_id", "status") DO UPDATE SET "n" = "job_application_counts"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "job_application_counts_insert" AFTER INSERT ON "job_applications"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "job_application_counts_added"();
--> statement-breakpoint
CREATE TRIGGER "job_application_counts_delete" AFTER DELETE ON "job_applications"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "job_application_counts_removed"();
--> statement-breakpoint
CREATE TRIGGER "job_application_counts_update" AFTER UPDATE ON "job_applications"
  REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "job_application_counts_moved"();
--> statement-breakpoint
INSERT INTO "job_application_counts" ("job_id", "status", "n")
  SELECT "job_id", "status", count(*) FROM "job_applications" GROUP BY 1, 2;
