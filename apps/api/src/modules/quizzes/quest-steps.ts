import { MASTERY_STABILITY_DAYS } from '@lbd/shared/quizzes';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { intArray } from '../../db/sql';
import { putWork, type StepSource, type WorkByStudent } from '../../lib/quest-steps';

/**
 * Quizzes and question banks as quest steps. A quiz is done when its grade passes the quiz's pass mark; its
 * best is the best finished attempt in percent. A question bank (practised as a quiz byte) is done once every
 * question has been practised; its best is the share of questions mastered (decision 0077's mastery).
 */
export function quizStepSource(db: Db): StepSource {
  const india = (col: string) => sql.raw(`to_char(${col} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`);
  return {
    kinds: ['quiz', 'question_bank'],
    async items(kind, ids) {
      if (ids.length === 0) return new Map();
      const table = kind === 'quiz' ? sql`quizzes` : sql`question_banks`;
      const rows = rowsOf<{ id: number; title: string; status: string }>(
        await db.execute(sql`select id, title, status from ${table} where id = any(${intArray(ids)})`),
      );
      return new Map(rows.map((r) => [r.id, { id: r.id, title: r.title, published: r.status === 'published' }]));
    },
    async work(kind, profileIds, ids) {
      const out = new Map() as WorkByStudent;
      if (ids.length === 0 || profileIds.length === 0) return out;
      if (kind === 'quiz') {
        const rows = rowsOf<{
          profile_id: number;
          quiz_id: number;
          my_id: number | null;
          passed: boolean | null;
          best: number | null;
          started_on: string | null;
          last_on: string | null;
        }>(
          await db.execute(sql`
            select a.profile_id, a.quiz_id, mq.id as my_id, mq.passed,
              max(case when a.status <> 'in_progress' and a.max_score > 0 then a.score * 100.0 / a.max_score end)::float as best,
              ${india('min(a.started_at)')} as started_on,
              ${india('max(coalesce(a.submitted_at, a.started_at))')} as last_on
            from quiz_attempts a
            left join my_quizzes mq on mq.profile_id = a.profile_id and mq.quiz_id = a.quiz_id
            where a.quiz_id = any(${intArray(ids)}) and a.profile_id = any(${intArray(profileIds)})
            group by a.profile_id, a.quiz_id, mq.id, mq.passed`),
        );
        for (const r of rows)
          putWork(out, r.profile_id, r.quiz_id, {
            done: r.passed === true,
            started_on: r.started_on,
            last_on: r.last_on,
            best_percent: r.best === null ? null : Math.round(Number(r.best) * 10) / 10,
            mentor_percent: null,
            peer_percent: null,
            my_item_id: r.my_id,
          });
        return out;
      }
      const rows = rowsOf<{
        profile_id: number;
        bank_id: number;
        practised: number;
        mastered: number;
        total: number;
        started_on: string | null;
        last_on: string | null;
      }>(
        await db.execute(sql`
          select c.profile_id, c.bank_id, count(*)::int as practised,
            count(*) filter (where (c.card->>'state')::int = 2
              and (c.card->>'stability')::float >= ${MASTERY_STABILITY_DAYS})::int as mastered,
            (select count(*)::int from questions q where q.bank_id = c.bank_id and not q.archived) as total,
            ${india('min(c.inserted_at)')} as started_on,
            ${india('max(c.updated_at)')} as last_on
          from practice_cards c
          where c.bank_id = any(${intArray(ids)}) and c.profile_id = any(${intArray(profileIds)})
          group by c.profile_id, c.bank_id`),
      );
      for (const r of rows) {
        const total = Math.max(1, r.total);
        putWork(out, r.profile_id, r.bank_id, {
          done: r.total > 0 && r.practised >= r.total,
          started_on: r.started_on,
          last_on: r.last_on,
          best_percent: Math.round((r.mastered * 1000) / total) / 10,
          mentor_percent: null,
          peer_percent: null,
          my_item_id: null,
        });
      }
      return out;
    },
  };
}
