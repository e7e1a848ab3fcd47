-- A caller's standing now includes their admin access levels (issue 29, decision 0084): the actor cache
-- forgets a user whose grants change, and every holder of a level whose capabilities change.
CREATE FUNCTION "actor_changes_access_grants"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n."user_id") INTO ids FROM "new_rows" n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o."user_id") INTO ids FROM "old_rows" o;
  ELSE
    SELECT array_agg(DISTINCT u) INTO ids FROM (
      SELECT unnest(ARRAY[o."user_id", n."user_id"]) AS u
      FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE n."user_id" IS DISTINCT FROM o."user_id" OR n."level_id" IS DISTINCT FROM o."level_id"
    ) changed;
  END IF;
  PERFORM "actor_changes_send"(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "actor_changes_access_levels"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids text[];
BEGIN
  SELECT array_agg(DISTINCT g."user_id") INTO ids
  FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
  JOIN "admin_access_grants" g ON g."level_id" = n."id"
  WHERE n."capabilities" IS DISTINCT FROM o."capabilities";
  PERFORM "actor_changes_send"(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "actor_changes_access_grants_insert" AFTER INSERT ON "admin_access_grants"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "actor_changes_access_grants"();
--> statement-breakpoint
CREATE TRIGGER "actor_changes_access_grants_update" AFTER UPDATE ON "admin_access_grants"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "actor_changes_access_grants"();
--> statement-breakpoint
CREATE TRIGGER "actor_changes_access_grants_delete" AFTER DELETE ON "admin_access_grants"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "actor_changes_access_grants"();
--> statement-breakpoint
CREATE TRIGGER "actor_changes_access_levels_update" AFTER UPDATE ON "admin_access_levels"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "actor_changes_access_levels"();
--> statement-breakpoint
-- The built-in levels (packages/shared access-levels BUILT_IN_LEVELS).
INSERT INTO "admin_access_levels" ("name", "description", "capabilities", "built_in") VALUES
  ('Full admin', 'Every admin tool, including granting access.',
    ARRAY['approve_profiles', 'manage_catalogue', 'bulk_tools', 'all_org_content', 'payments', 'reports', 'editing_intervention', 'manage_access']::varchar[], true),
  ('Approver', 'Approves organisations, activates and deactivates profiles, resets passwords.', ARRAY['approve_profiles']::varchar[], true),
  ('Catalogue keeper', 'Keeps skills, readings and the other catalogues tidy.', ARRAY['manage_catalogue']::varchar[], true),
  ('Bulk operator', 'Runs bulk uploads and enrolments for colleges.', ARRAY['bulk_tools']::varchar[], true),
  ('Reports', 'Reads the admin dashboard, reports and the audit trail.', ARRAY['reports']::varchar[], true),
  ('Editing intervention', 'Edits learning content authored by others.', ARRAY['editing_intervention']::varchar[], true)
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
-- Every admin of before (users.role = 'admin') keeps every admin tool.
INSERT INTO "admin_access_grants" ("user_id", "level_id")
SELECT u."id", l."id" FROM "users" u JOIN "admin_access_levels" l ON l."name" = 'Full admin'
WHERE u."role" = 'admin'
ON CONFLICT DO NOTHING;
