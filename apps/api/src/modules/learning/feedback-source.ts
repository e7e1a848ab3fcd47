import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { FeedbackSource } from '../../lib/feedback-sources';
import { canSeeContent, runsContent } from '../../lib/learning-content/policy';

/**
 * Projects and learning paths for feedback (decision 0080): enrolled students took part (also those who
 * finished or left); authors, their organisation's staff and a project's mentors run it.
 */
export function learningFeedbackSource(db: Db): FeedbackSource {
  return {
    types: ['PROJECT', 'LEARNING_PATH'],
    async item(type, id, caller) {
      const project = type === 'PROJECT';
      const me = caller?.profileId ?? -1;
      const [row] = rowsOf<{
        title: string;
        status: string;
        org_id: number | null;
        created_by_profile_id: number | null;
        mentors: boolean;
        took_part: boolean;
      }>(
        await db.execute(sql`
          select c.title, c.status, c.org_id, c.created_by_profile_id,
            ${project ? sql`${me} = any(c.mentor_profile_ids)` : sql`false`} as mentors,
            exists(select 1 from my_learnings m where m.profile_id = ${me}
              and m.${project ? sql`project_id` : sql`resource_group_id`} = c.id
              and m.status in ('Enrolled', 'Completed', 'Dropped')) as took_part
          from ${project ? sql`projects` : sql`resource_groups`} c where c.id = ${id}`),
      );
      if (!row || !(canSeeContent(caller, row) || row.took_part)) return null;
      return { title: row.title, tookPart: row.took_part, runs: runsContent(caller, row) || row.mentors };
    },
  };
}
