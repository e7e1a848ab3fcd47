import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enrolledIn, itemLookup, type EnrolmentTarget } from '../../lib/enrolment-targets';

/** Clubs for bulk enrolment: a published club of the scope; the student becomes a member. */
export function clubEnrolmentTarget(db: Db): EnrolmentTarget {
  return {
    kind: 'club',
    ...itemLookup(db, 'clubs', ['published']),
    enrolled: enrolledIn('club_members', 'club_id'),
    async enrol(tx, itemId, profileId, _by, now) {
      await tx.execute(sql`
        insert into club_members (club_id, profile_id, role, joined_at) values (${itemId}, ${profileId}, 'member', ${now})
        on conflict (club_id, profile_id) do nothing`);
    },
    async unenrol(tx, itemId, profileId) {
      await tx.execute(
        sql`delete from club_members where club_id = ${itemId} and profile_id = ${profileId} and role = 'member'`,
      );
    },
  };
}
