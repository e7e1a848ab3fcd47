import type { ClubMemberRole, ClubStatus } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { FeedbackSource } from '../../lib/feedback-sources';
import { canManageClub, canSeeClub } from './clubs.policy';

/** Clubs for feedback (decision 0080): members took part; the organisation and the club's admins run it. */
export function clubFeedbackSource(db: Db): FeedbackSource {
  return {
    types: ['CLUB'],
    async item(_type, id, caller) {
      const [row] = rowsOf<{ title: string; org_id: number; status: ClubStatus; role: ClubMemberRole | null }>(
        await db.execute(sql`
          select c.title, c.org_id, c.status,
            (select m.role from club_members m where m.club_id = c.id and m.profile_id = ${caller?.profileId ?? -1}) as role
          from clubs c where c.id = ${id}`),
      );
      if (!row || !canSeeClub(caller, row, row.role)) return null;
      return {
        title: row.title,
        tookPart: row.role !== null,
        runs: canManageClub(caller, row) || row.role === 'admin',
      };
    },
  };
}
