import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { intArray } from '../../db/sql';
import { percentOf, putWork, type StepSource, type WorkByStudent } from '../../lib/quest-steps';
import { finalScore } from './scoring';

/**
 * Peer-reviewed activities as quest steps: done when the mentor marked the submission complete; the score is
 * the final score (mentor's plus peers', once final evaluation is on) in percent of the activity's maximum.
 */
export function activityStepSource(db: Db): StepSource {
  return {
    kinds: ['activity'],
    async items(_kind, ids) {
      if (ids.length === 0) return new Map();
      const rows = rowsOf<{ id: number; title: string }>(
        await db.execute(sql`select id, title from assignments where id = any(${intArray(ids)})`),
      );
      return new Map(rows.map((r) => [r.id, { id: r.id, title: r.title, published: true }]));
    },
    async work(_kind, profileIds, ids) {
      const out = new Map() as WorkByStudent;
      if (ids.length === 0 || profileIds.length === 0) return out;
      const rows = rowsOf<{
        id: number;
        profile_id: number;
        assignment_id: number;
        status: string;
        score: number | null;
        peer_score: number | null;
        final_evaluation: boolean;
        max_score: number;
        mentor_max: number;
        peer_max: number;
        started_on: string;
        last_on: string;
      }>(
        await db.execute(sql`
          select m.id, m.profile_id, m.assignment_id, m.status, m.score::float as score, m.peer_score::float as peer_score,
            a.final_evaluation, a.max_score::float as max_score, a.mentor_assessment_score::float as mentor_max,
            a.peer_assessment_score::float as peer_max,
            to_char(m.inserted_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as started_on,
            to_char(m.updated_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as last_on
          from my_assignments m join assignments a on a.id = m.assignment_id
          where m.assignment_id = any(${intArray(ids)}) and m.profile_id = any(${intArray(profileIds)})`),
      );
      for (const r of rows) {
        const final = finalScore(r.score, r.peer_score, r.final_evaluation);
        putWork(out, r.profile_id, r.assignment_id, {
          done: r.status === 'complete',
          started_on: r.started_on,
          last_on: r.last_on,
          best_percent: percentOf(final, r.max_score),
          mentor_percent: percentOf(r.score, r.mentor_max),
          peer_percent: percentOf(r.peer_score, r.peer_max),
          my_item_id: r.id,
        });
      }
      return out;
    },
  };
}
