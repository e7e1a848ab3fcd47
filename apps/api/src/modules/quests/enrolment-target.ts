import { todayOf } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { enrolledIn, itemLookup, type EnrolmentTarget } from '../../lib/enrolment-targets';

/** The cohort a student joins without choosing one: the one running now or starting next (null: none). */
export function defaultCohort(
  cohorts: readonly { id: number; starts_on: string; ends_on: string | null }[],
  today: string,
): number | null {
  return (
    [...cohorts]
      .filter((c) => !c.ends_on || c.ends_on >= today)
      .sort((a, b) => a.starts_on.localeCompare(b.starts_on))[0]?.id ?? null
  );
}

/**
 * Quests for bulk enrolment: a published free quest, any student's to join (paid ones open with payments); the
 * student is Enrolled from today in the cohort running now or starting next, as when they join themselves.
 */
export function questEnrolmentTarget(db: Db): EnrolmentTarget {
  return {
    kind: 'quest',
    ...itemLookup(db, 'quests', ['published'], { also: sql`t.price_paise = 0`, open: true }),
    enrolled: enrolledIn('my_quests', 'quest_id', sql`t.status <> 'Dropped'`),
    async enrol(tx, itemId, profileId, _by, now) {
      const today = todayOf(now);
      const cohorts = rowsOf<{ id: number; starts_on: string; ends_on: string | null }>(
        await tx.execute(sql`select id, starts_on, ends_on from quest_cohorts where quest_id = ${itemId}`),
      );
      const cohort = defaultCohort(cohorts, today);
      await tx.execute(sql`
        insert into my_quests (profile_id, quest_id, cohort_id, status, enrolled_on, inserted_at, updated_at)
        values (${profileId}, ${itemId}, ${cohort}, 'Enrolled', ${today}, ${now}, ${now})
        on conflict (profile_id, quest_id) do update set status = 'Enrolled', cohort_id = excluded.cohort_id,
          enrolled_on = excluded.enrolled_on, updated_at = excluded.updated_at
        where my_quests.status = 'Dropped'`);
    },
    async unenrol(tx, itemId, profileId) {
      // Only an enrolment with nothing done yet goes (progress 0): a student's work is never taken away.
      await tx.execute(sql`delete from my_quests
        where quest_id = ${itemId} and profile_id = ${profileId} and status = 'Enrolled' and progress = 0`);
    },
  };
}
