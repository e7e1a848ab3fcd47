ALTER TABLE "portfolios" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A portfolio's version goes up in the same transaction as every write to what its read shows: the
-- entry tables and the chosen career paths (statement-level, one UPDATE per statement whatever its
-- size), the student's profile, and the portfolio row itself. A read kept in memory with the version
-- it was read at is then valid exactly while the version is unchanged (docs/decisions/0070).
CREATE OR REPLACE FUNCTION "portfolio_version_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "portfolios" SET "version" = "version" + 1 WHERE "profile_id" IN (SELECT "profile_id" FROM "added");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "portfolio_version_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "portfolios" SET "version" = "version" + 1 WHERE "profile_id" IN (SELECT "profile_id" FROM "removed");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "portfolio_version_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "portfolios" SET "version" = "version" + 1
    WHERE "profile_id" IN (SELECT "profile_id" FROM "added" UNION SELECT "profile_id" FROM "removed");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "portfolio_version_profile_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "portfolios" SET "version" = "version" + 1 WHERE "profile_id" IN (SELECT "id" FROM "added");
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Any other change of the portfolio row (the public switch) counts too; the UPDATEs above already move it.
CREATE OR REPLACE FUNCTION "portfolio_version_self"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."version" = OLD."version" THEN
    NEW."version" := OLD."version" + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "portfolios_version_self" BEFORE UPDATE ON "portfolios"
  FOR EACH ROW EXECUTE FUNCTION "portfolio_version_self"();
--> statement-breakpoint
CREATE TRIGGER "profiles_portfolio_version" AFTER UPDATE ON "profiles"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_profile_changed"();
--> statement-breakpoint
CREATE TRIGGER "educations_portfolio_version_insert" AFTER INSERT ON "educations"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_added"();
--> statement-breakpoint
CREATE TRIGGER "educations_portfolio_version_delete" AFTER DELETE ON "educations"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_removed"();
--> statement-breakpoint
CREATE TRIGGER "educations_portfolio_version_update" AFTER UPDATE ON "educations"
  REFERENCING NEW TABLE AS "added" OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_changed"();
--> statement-breakpoint
CREATE TRIGGER "subjects_portfolio_version_insert" AFTER INSERT ON "subjects"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_added"();
--> statement-breakpoint
CREATE TRIGGER "subjects_portfolio_version_delete" AFTER DELETE ON "subjects"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_removed"();
--> statement-breakpoint
CREATE TRIGGER "subjects_portfolio_version_update" AFTER UPDATE ON "subjects"
  REFERENCING NEW TABLE AS "added" OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_changed"();
--> statement-breakpoint
CREATE TRIGGER "external_courses_portfolio_version_insert" AFTER INSERT ON "external_courses"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_added"();
--> statement-breakpoint
CREATE TRIGGER "external_courses_portfolio_version_delete" AFTER DELETE ON "external_courses"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_removed"();
--> statement-breakpoint
CREATE TRIGGER "external_courses_portfolio_version_update" AFTER UPDATE ON "external_courses"
  REFERENCING NEW TABLE AS "added" OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_changed"();
--> statement-breakpoint
CREATE TRIGGER "readings_portfolio_version_insert" AFTER INSERT ON "readings"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_added"();
--> statement-breakpoint
CREATE TRIGGER "readings_portfolio_version_delete" AFTER DELETE ON "readings"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_removed"();
--> statement-breakpoint
CREATE TRIGGER "readings_portfolio_version_update" AFTER UPDATE ON "readings"
  REFERENCING NEW TABLE AS "added" OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_changed"();
--> statement-breakpoint
CREATE TRIGGER "social_clubs_portfolio_version_insert" AFTER INSERT ON "social_clubs"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_added"();
--> statement-breakpoint
CREATE TRIGGER "social_clubs_portfolio_version_delete" AFTER DELETE ON "social_clubs"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_removed"();
--> statement-breakpoint
CREATE TRIGGER "social_clubs_portfolio_version_update" AFTER UPDATE ON "social_clubs"
  REFERENCING NEW TABLE AS "added" OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_changed"();
--> statement-breakpoint
CREATE TRIGGER "external_projects_portfolio_version_insert" AFTER INSERT ON "external_projects"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_added"();
--> statement-breakpoint
CREATE TRIGGER "external_projects_portfolio_version_delete" AFTER DELETE ON "external_projects"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_removed"();
--> statement-breakpoint
CREATE TRIGGER "external_projects_portfolio_version_update" AFTER UPDATE ON "external_projects"
  REFERENCING NEW TABLE AS "added" OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_changed"();
--> statement-breakpoint
CREATE TRIGGER "internships_portfolio_version_insert" AFTER INSERT ON "internships"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_added"();
--> statement-breakpoint
CREATE TRIGGER "internships_portfolio_version_delete" AFTER DELETE ON "internships"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_removed"();
--> statement-breakpoint
CREATE TRIGGER "internships_portfolio_version_update" AFTER UPDATE ON "internships"
  REFERENCING NEW TABLE AS "added" OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_changed"();
--> statement-breakpoint
CREATE TRIGGER "external_events_portfolio_version_insert" AFTER INSERT ON "external_events"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_added"();
--> statement-breakpoint
CREATE TRIGGER "external_events_portfolio_version_delete" AFTER DELETE ON "external_events"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_removed"();
--> statement-breakpoint
CREATE TRIGGER "external_events_portfolio_version_update" AFTER UPDATE ON "external_events"
  REFERENCING NEW TABLE AS "added" OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_changed"();
--> statement-breakpoint
CREATE TRIGGER "portfolio_job_roles_portfolio_version_insert" AFTER INSERT ON "portfolio_job_roles"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_added"();
--> statement-breakpoint
CREATE TRIGGER "portfolio_job_roles_portfolio_version_delete" AFTER DELETE ON "portfolio_job_roles"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_removed"();
--> statement-breakpoint
CREATE TRIGGER "portfolio_job_roles_portfolio_version_update" AFTER UPDATE ON "portfolio_job_roles"
  REFERENCING NEW TABLE AS "added" OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_version_changed"();
