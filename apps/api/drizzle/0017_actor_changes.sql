-- Who a signed-in caller is (user role and ban, the session, the profile's type, state and organisation)
-- is remembered by each API process between requests. These triggers tell every process, through
-- NOTIFY "actor_changes" (sent on commit), whose standing changed: the user ids, comma-separated, or "*"
-- when a statement changed more than 100 users. Statement-level, so a bulk load sends one notice.
CREATE FUNCTION "actor_changes_send"(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(ids) > 100 THEN
    PERFORM pg_notify('actor_changes', '*');
  ELSE
    PERFORM pg_notify('actor_changes', array_to_string(ids, ','));
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "actor_changes_users"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o."id") INTO ids FROM "old_rows" o;
  ELSE
    SELECT array_agg(DISTINCT n."id") INTO ids FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE n."role" IS DISTINCT FROM o."role" OR n."banned" IS DISTINCT FROM o."banned";
  END IF;
  PERFORM "actor_changes_send"(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "actor_changes_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o."user_id") INTO ids FROM "old_rows" o;
  ELSE
    SELECT array_agg(DISTINCT u) INTO ids FROM (
      SELECT unnest(ARRAY[o."user_id", n."user_id"]) AS u
      FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE n."expires_at" IS DISTINCT FROM o."expires_at" OR n."user_id" IS DISTINCT FROM o."user_id"
    ) changed;
  END IF;
  PERFORM "actor_changes_send"(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "actor_changes_profiles"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      WHERE n."user_id" IS DISTINCT FROM o."user_id" OR n."profile_type" IS DISTINCT FROM o."profile_type"
         OR n."active" IS DISTINCT FROM o."active" OR n."my_org_id" IS DISTINCT FROM o."my_org_id"
    ) changed;
  END IF;
  PERFORM "actor_changes_send"(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "actor_changes_users_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "actor_changes_users"();
--> statement-breakpoint
CREATE TRIGGER "actor_changes_users_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "actor_changes_users"();
--> statement-breakpoint
CREATE TRIGGER "actor_changes_sessions_update" AFTER UPDATE ON "sessions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "actor_changes_sessions"();
--> statement-breakpoint
CREATE TRIGGER "actor_changes_sessions_delete" AFTER DELETE ON "sessions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "actor_changes_sessions"();
--> statement-breakpoint
CREATE TRIGGER "actor_changes_profiles_insert" AFTER INSERT ON "profiles"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "actor_changes_profiles"();
--> statement-breakpoint
CREATE TRIGGER "actor_changes_profiles_update" AFTER UPDATE ON "profiles"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "actor_changes_profiles"();
--> statement-breakpoint
CREATE TRIGGER "actor_changes_profiles_delete" AFTER DELETE ON "profiles"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "actor_changes_profiles"();
