import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { containsPattern, intArray } from '../../db/sql';
import type { EnrolmentTarget } from '../../lib/enrolment-targets';

/** Clubs for bulk enrolment: a published club of the scope; the student becomes a member. */
export function clubEnrolmentTarget(db: Db): EnrolmentTarget {
  const scope = (orgId: number | null) => (orgId === null ? sql`true` : sql`c.org_id = ${orgId}`);
  return {
    kind: 'club',
    async search(orgId, query, limit) {
      return rowsOf<{ id: number; title: string; org: string | null }>(
        await db.execute(sql`
          select c.id, c.title, o.full_name as org from clubs c left join orgs o on o.id = c.org_id
          where c.status = 'published' and ${scope(orgId)} and lower(c.title) like ${containsPattern(query)}
          order by c.published_at desc nulls last, c.id desc limit ${limit}`),
      );
    },
    async find(orgId, ids) {
      return rowsOf<{ id: number; title: string }>(
        await db.execute(sql`
          select c.id, c.title from clubs c
          where c.id = any(${intArray(ids)}) and c.status = 'published' and ${scope(orgId)}`),
      );
    },
    async enrolled(q, itemId, profileIds) {
      const rows = rowsOf<{ profile_id: number }>(
        await q.execute(sql`
          select profile_id from club_members where club_id = ${itemId} and profile_id = any(${intArray(profileIds)})`),
      );
      return new Set(rows.map((r) => r.profile_id));
    },
    async enrol(tx, itemId, profileId, _by, now) {
      await tx.execute(sql`
        insert into club_members (club_id, profile_id, role, joined_at) values (${itemId}, ${profileId}, 'member', ${now})
        on conflict (club_id, profile_id) do nothing`);
    },
    async unenrol(tx, itemId, profileId) {
      await tx.execute(sql`delete from club_members where club_id = ${itemId} and profile_id = ${profileId} and role = 'member'`);
    },
  };
}
