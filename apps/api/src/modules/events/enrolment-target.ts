import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enrolledIn, itemLookup, type EnrolmentTarget } from '../../lib/enrolment-targets';

/** Events for bulk enrolment: a published event of the scope; the student is enrolled (a seat, no request). */
export function eventEnrolmentTarget(db: Db): EnrolmentTarget {
  return {
    kind: 'event',
    ...itemLookup(db, 'events', ['published']),
    enrolled: enrolledIn('event_enrollments', 'event_id', sql`t.status in ('enrolled', 'attended')`),
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
