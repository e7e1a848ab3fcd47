-- An organisation runs its clubs as the organisation: the staff who created a club were added as its
-- admin and counted as a member. Those memberships go; students and mentors keep theirs.
DELETE FROM "club_members" m USING "profiles" p
WHERE p."id" = m."profile_id" AND p."profile_type" IN ('COMPANY', 'INSTITUTION');
