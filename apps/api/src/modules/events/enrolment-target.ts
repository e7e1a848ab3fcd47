import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { containsPattern, intArray } from '../../db/sql';
import type { EnrolmentTarget } from '../../lib/enrolment-targets';

/** Events for bulk enrolment: a published event of the scope; the student is enrolled (a seat, no request). */
export function eventEnrolmentTarget(db: Db): EnrolmentTarget {
  const scope = (orgId: number | null) => (orgId === null ? sql`true` : sql`e.org_id = ${orgId}`);
  return {
    kind: 'event',
    async search(orgId, query, limit) {
      return rowsOf<{ id: number; title: string; org: string | null }>(
        await db.execute(sql`
          select e.id, e.title, o.full_name as org from events e left join orgs o on o.id = e.org_id
          where e.status = 'published' and ${scope(orgId)} and lower(e.title) like ${containsPattern(query)}
          order by e.published_at desc nulls last, e.id desc limit ${limit}`),
      );
    },
    async find(orgId, ids) {
      return rowsOf<{ id: number; title: string }>(
        await db.execute(sql`
          select e.id, e.title from events e
          where e.id = any(${intArray(ids)}) and e.status = 'published' and ${scope(orgId)}`),
      );
    },
    async enrolled(q, itemId, profileIds) {
      const rows = rowsOf<{ profile_id: number }>(
        await q.execute(sql`
          select profile_id from event_enrollments
          where event_id = ${itemId} and profile_id = any(${intArray(profileIds)}) and status in ('enrolled', 'attended')`),
      );
      return new Set(rows.map((r) => r.profile_id));
    },
    async enrol(tx, itemId, profileId, _by, now) {
      await tx.execute(sql`
        insert into event_enrollments (event_id, profile_id, status, inserted_at, updated_at)
        values (${itemId}, ${profileId}, 'enrolled', ${now}, ${now})
        on conflict (event_id, profile_id) do update set status = 'enrolled', updated_at = excluded.updated_at
        where event_enrollments.status not in ('enrolled', 'attended')`);
    },
    async unenrol(tx, itemId, profileId) {
      await tx.execute(sql`delete from event_enrollments where event_id = ${itemId} and profile_id = ${profileId}`);
    },
  };
}
