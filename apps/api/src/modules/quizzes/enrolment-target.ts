import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enrolledIn, itemLookup, type EnrolmentTarget } from '../../lib/enrolment-targets';

/** Quizzes for bulk enrolment: any published quiz (not a quiz byte), as a student may start; it shows in their quizzes. */
export function quizEnrolmentTarget(db: Db): EnrolmentTarget {
  return {
    kind: 'quiz',
    ...itemLookup(db, 'quizzes', ['published'], { also: sql`t.kind = 'quiz'`, open: true }),
    enrolled: enrolledIn('my_quizzes', 'quiz_id', sql`t.status <> 'Dropped'`),
    async enrol(tx, itemId, profileId, by, now) {
      await tx.execute(sql`
        insert into my_quizzes (profile_id, quiz_id, status, enrolled_by_profile_id, inserted_at, updated_at)
        values (${profileId}, ${itemId}, 'Enrolled', ${by}, ${now}, ${now})
        on conflict (profile_id, quiz_id) do update set status = 'Enrolled',
          enrolled_by_profile_id = excluded.enrolled_by_profile_id, updated_at = excluded.updated_at
        where my_quizzes.status = 'Dropped'`);
    },
    async unenrol(tx, itemId, profileId) {
      // A student who has started an attempt keeps the quiz (their attempts hang on it).
      await tx.execute(sql`delete from my_quizzes m
        where m.quiz_id = ${itemId} and m.profile_id = ${profileId} and m.status = 'Enrolled'
          and not exists (select 1 from quiz_attempts a where a.my_quiz_id = m.id)`);
    },
  };
}
