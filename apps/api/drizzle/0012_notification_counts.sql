CREATE TABLE "notification_counts" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unviewed" integer DEFAULT 0 NOT NULL,
	"alerts_total" integer DEFAULT 0 NOT NULL,
	"alerts_unviewed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_counts" ADD CONSTRAINT "notification_counts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION "notification_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notification_counts" ("profile_id", "total", "unviewed")
    SELECT "profile_id", count(*), count(*) FILTER (WHERE NOT "viewed") FROM "added" GROUP BY 1 ORDER BY 1
  ON CONFLICT ("profile_id") DO UPDATE SET
    "total" = "notification_counts"."total" + excluded."total",
    "unviewed" = "notification_counts"."unviewed" + excluded."unviewed";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notification_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "notification_counts" c SET "total" = c."total" - r."n", "unviewed" = c."unviewed" - r."u"
    FROM (SELECT "profile_id", count(*) AS "n", count(*) FILTER (WHERE NOT "viewed") AS "u"
          FROM "removed" GROUP BY 1) r
    WHERE c."profile_id" = r."profile_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notification_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows whose owner or viewed mark changed: out of the old owner's counts, into the new one's.
  UPDATE "notification_counts" c SET "total" = c."total" - r."n", "unviewed" = c."unviewed" - r."u"
    FROM (SELECT o."profile_id", count(*) AS "n", count(*) FILTER (WHERE NOT o."viewed") AS "u"
          FROM "removed" o JOIN "added" a ON a."id" = o."id"
          WHERE o."viewed" <> a."viewed" OR o."profile_id" <> a."profile_id"
          GROUP BY 1) r
    WHERE c."profile_id" = r."profile_id";
  INSERT INTO "notification_counts" ("profile_id", "total", "unviewed")
    SELECT a."profile_id", count(*), count(*) FILTER (WHERE NOT a."viewed")
    FROM "removed" o JOIN "added" a ON a."id" = o."id"
    WHERE o."viewed" <> a."viewed" OR o."profile_id" <> a."profile_id"
    GROUP BY 1 ORDER BY 1
  ON CONFLICT ("profile_id") DO UPDATE SET
    "total" = "notification_counts"."total" + excluded."total",
    "unviewed" = "notification_counts"."unviewed" + excluded."unviewed";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notification_counts_insert" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_added"();
--> statement-breakpoint
CREATE TRIGGER "notification_counts_delete" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_removed"();
--> statement-breakpoint
CREATE TRIGGER "notification_counts_update" AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_changed"();
--> statement-breakpoint
INSERT INTO "notification_counts" ("profile_id", "total", "unviewed")
  SELECT "profile_id", count(*), count(*) FILTER (WHERE NOT "viewed") FROM "notifications" GROUP BY 1 ORDER BY 1
ON CONFLICT ("profile_id") DO UPDATE SET "total" = excluded."total", "unviewed" = excluded."unviewed";
--> statement-breakpoint
CREATE FUNCTION "job_alert_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notification_counts" ("profile_id", "alerts_total", "alerts_unviewed")
    SELECT "profile_id", count(*), count(*) FILTER (WHERE NOT "viewed") FROM "added" GROUP BY 1 ORDER BY 1
  ON CONFLICT ("profile_id") DO UPDATE SET
    "alerts_total" = "notification_counts"."alerts_total" + excluded."alerts_total",
    "alerts_unviewed" = "notification_counts"."alerts_unviewed" + excluded."alerts_unviewed";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "job_alert_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "notification_counts" c SET "alerts_total" = c."alerts_total" - r."n", "alerts_unviewed" = c."alerts_unviewed" - r."u"
    FROM (SELECT "profile_id", count(*) AS "n", count(*) FILTER (WHERE NOT "viewed") AS "u"
          FROM "removed" GROUP BY 1) r
    WHERE c."profile_id" = r."profile_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "job_alert_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows whose owner or viewed mark changed: out of the old owner's counts, into the new one's.
  UPDATE "notification_counts" c SET "alerts_total" = c."alerts_total" - r."n", "alerts_unviewed" = c."alerts_unviewed" - r."u"
    FROM (SELECT o."profile_id", count(*) AS "n", count(*) FILTER (WHERE NOT o."viewed") AS "u"
          FROM "removed" o JOIN "added" a ON a."id" = o."id"
          WHERE o."viewed" <> a."viewed" OR o."profile_id" <> a."profile_id"
          GROUP BY 1) r
    WHERE c."profile_id" = r."profile_id";
  INSERT INTO "notification_counts" ("profile_id", "alerts_total", "alerts_unviewed")
    SELECT a."profile_id", count(*), count(*) FILTER (WHERE NOT a."viewed")
    FROM "removed" o JOIN "added" a ON a."id" = o."id"
    WHERE o."viewed" <> a."viewed" OR o."profile_id" <> a."profile_id"
    GROUP BY 1 ORDER BY 1
  ON CONFLICT ("profile_id") DO UPDATE SET
    "alerts_total" = "notification_counts"."alerts_total" + excluded."alerts_total",
    "alerts_unviewed" = "notification_counts"."alerts_unviewed" + excluded."alerts_unviewed";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "job_alert_counts_insert" AFTER INSERT ON "job_notifications"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "job_alert_counts_added"();
--> statement-breakpoint
CREATE TRIGGER "job_alert_counts_delete" AFTER DELETE ON "job_notifications"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "job_alert_counts_removed"();
--> statement-breakpoint
CREATE TRIGGER "job_alert_counts_update" AFTER UPDATE ON "job_notifications"
  REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "job_alert_counts_changed"();
--> statement-breakpoint
INSERT INTO "notification_counts" ("profile_id", "alerts_total", "alerts_unviewed")
  SELECT "profile_id", count(*), count(*) FILTER (WHERE NOT "viewed") FROM "job_notifications" GROUP BY 1 ORDER BY 1
ON CONFLICT ("profile_id") DO UPDATE SET "alerts_total" = excluded."alerts_total", "alerts_unviewed" = excluded."alerts_unviewed";
