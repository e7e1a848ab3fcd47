import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { FeedbackSource } from '../../lib/feedback-sources';
import { managesAssignment } from './activities.policy';

/**
 * Activities for feedback (decision 0080): enrolled students took part; the authoring mentor (and admins) run
 * it. Nobody else sees an activity (its page is its author's, a student's is their enrolment's).
 */
export function activityFeedbackSource(db: Db): FeedbackSource {
  return {
    types: ['ACTIVITY'],
    async item(_type, id, caller) {
      const [row] = rowsOf<{
        title: string;
        created_by_profile_id: number | null;
        created_by_user_id: string | null;
        took_part: boolean;
      }>(
        await db.execute(sql`
          select a.title, a.created_by_profile_id, a.created_by_user_id, exists(
            select 1 from my_assignments m where m.assignment_id = a.id and m.profile_id = ${caller?.profileId ?? -1}
          ) as took_part
          from assignments a where a.id = ${id}`),
      );
      if (!row || !caller) return null;
      const runs = managesAssignment(
        {
          userId: caller.userId ?? '',
          isAdmin: caller.isAdmin,
          capabilities: caller.capabilities,
          profileId: caller.profileId,
          isAdvisor: caller.profileType === 'ADVISOR',
          isStudent: caller.profileType === 'STUDENT',
        },
        row,
      );
      return runs || row.took_part ? { title: row.title, tookPart: row.took_part, runs } : null;
    },
  };
}
