ALTER TABLE "profiles" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "org_membership" varchar(10) DEFAULT 'MEMBER' NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_org_requests_idx" ON "profiles" USING btree ("my_org_id") WHERE "profiles"."org_membership" = 'REQUESTED';--> statement-breakpoint
-- Students and mentors start active: an inactive one was deactivated by an admin. (An inactive company
-- or institution cannot be told from one awaiting approval; it keeps showing that until an admin acts.)
UPDATE "profiles" SET "deactivated_at" = "updated_at" WHERE NOT "active" AND "profile_type" IN ('STUDENT', 'ADVISOR');
--> statement-breakpoint
-- Profiles that named an organisation someone else had already claimed, and are not approved, asked
-- to join: they wait for the organisation's staff or an admin (issue 23). The first of each stays MEMBER.
UPDATE "profiles" p SET "org_membership" = 'REQUESTED'
WHERE p."profile_type" IN ('COMPANY', 'INSTITUTION', 'ADVISOR') AND p."my_org_id" IS NOT NULL
  AND NOT (p."active" AND p."profile_type" <> 'ADVISOR')
  AND EXISTS (
    SELECT 1 FROM "profiles" o
    WHERE o."my_org_id" = p."my_org_id" AND o."id" < p."id" AND o."profile_type" IN ('COMPANY', 'INSTITUTION')
  );
--> statement-breakpoint
-- A caller's standing now includes the membership: the actor cache forgets a profile whose membership changed.
CREATE OR REPLACE FUNCTION "actor_changes_profiles"() RETURNS trigger LANGUAGE plpgsql AS $$
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
         OR n."org_membership" IS DISTINCT FROM o."org_membership"
    ) changed;
  END IF;
  PERFORM "actor_changes_send"(ids);
  RETURN NULL;
END $$;
