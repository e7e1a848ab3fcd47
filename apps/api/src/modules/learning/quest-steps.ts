import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { intArray } from '../../db/sql';
import { percentOf, putWork, type StepSource, type WorkByStudent } from '../../lib/quest-steps';

/**
 * Projects and learning paths as quest steps: done when the enrolment is Completed; a project's score is the
 * mean of its deliverables' latest reviewed marks (out of 100); a path has no score, so a finished path
 * counts as 100%.
 */
export function learningStepSource(db: Db): StepSource {
  const table = (kind: string) => (kind === 'project' ? sql`projects` : sql`resource_groups`);
  const column = (kind: string) => (kind === 'project' ? sql`project_id` : sql`resource_group_id`);
  return {
    kinds: ['project', 'resource_group'],
    async items(kind, ids) {
      if (ids.length === 0) return new Map();
      const rows = rowsOf<{ id: number; title: string; status: string }>(
        await db.execute(sql`select id, title, status from ${table(kind)} where id = any(${intArray(ids)})`),
      );
      return new Map(rows.map((r) => [r.id, { id: r.id, title: r.title, published: r.status === 'published' }]));
    },
    async work(kind, profileIds, ids) {
      if (ids.length === 0 || profileIds.length === 0) return new Map() as WorkByStudent;
      const col = column(kind);
      const rows = rowsOf<{
        id: number;
        profile_id: number;
        item_id: number;
        status: string;
        enrolled_on: string | null;
        last_on: string | null;
        score: number | null;
      }>(
        await db.execute(sql`
          select m.id, m.profile_id, m.${col} as item_id, m.status, m.enrolled_on,
            to_char(coalesce(m.last_activity_at, m.completed_at, m.updated_at) at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as last_on,
            ${
              kind === 'project'
                ? sql`(select avg(s.score)::float from (
                    select distinct on (ps.task_id) ps.score from project_submissions ps
                    where ps.my_learning_id = m.id and ps.status = 'Accepted' and ps.score is not null
                    order by ps.task_id, ps.version desc) s)`
                : sql`null::float`
            } as score
          from my_learnings m
          where m.${col} = any(${intArray(ids)}) and m.profile_id = any(${intArray(profileIds)})
            and m.status in ('Enrolled', 'Completed', 'Dropped')`),
      );
      const out = new Map() as WorkByStudent;
      for (const r of rows) {
        const done = r.status === 'Completed';
        const score = r.score === null ? null : percentOf(Number(r.score), 100);
        putWork(out, r.profile_id, r.item_id, {
          done,
          started_on: r.enrolled_on,
          last_on: r.last_on,
          best_percent: score ?? (done ? 100 : null),
          mentor_percent: score,
          peer_percent: null,
          my_item_id: r.id,
        });
      }
      return out;
    },
  };
}
