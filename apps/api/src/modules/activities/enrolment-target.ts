import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { containsPattern, intArray } from '../../db/sql';
import { enrolledIn, type EnrolmentTarget } from '../../lib/enrolment-targets';

/**
 * Activities for bulk enrolment: an active activity still open for submissions, written by a member of
 * the scope's organisation (its staff or accepted mentors; any for an admin).
 */
export function activityEnrolmentTarget(db: Db, clock: () => Date): EnrolmentTarget {
  const where = (orgId: number | null) =>
    sql`a.active and a.disable_at > ${clock()}${
      orgId === null
        ? sql``
        : sql` and exists (select 1 from profiles p where p.id = a.created_by_profile_id
          and p.my_org_id = ${orgId} and p.org_membership = 'MEMBER')`
    }`;
  return {
    kind: 'activity',
    async search(orgId, query, limit) {
      return rowsOf<{ id: number; title: string; org: string | null }>(
        await db.execute(sql`
          select a.id, a.title, o.full_name as org from assignments a
            left join profiles p on p.id = a.created_by_profile_id left join orgs o on o.id = p.my_org_id
          where ${where(orgId)} and lower(a.title) like ${containsPattern(query)}
          order by a.id desc limit ${limit}`),
      );
    },
    async find(orgId, ids) {
      return rowsOf<{ id: number; title: string }>(
        await db.execute(
          sql`select a.id, a.title from assignments a where a.id = any(${intArray(ids)}) and ${where(orgId)}`,
        ),
      );
    },
    enrolled: enrolledIn('my_assignments', 'assignment_id'),
    async enrol(tx, itemId, profileId, _by, now) {
      await tx.execute(sql`
        insert into my_assignments (assignment_id, profile_id, status, inserted_at, updated_at)
        values (${itemId}, ${profileId}, 'Enrolled', ${now}, ${now})
        on conflict (assignment_id, profile_id) do nothing`);
    },
    async unenrol(tx, itemId, profileId) {
      // A student who has submitted keeps the activity (their work and its reviews hang on it).
      await tx.execute(sql`delete from my_assignments m
        where m.assignment_id = ${itemId} and m.profile_id = ${profileId} and m.status = 'Enrolled'
          and not exists (select 1 from assignment_submissions s where s.my_assignment_id = m.id)`);
    },
  };
}
