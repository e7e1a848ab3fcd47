import { keyOf, type Answer, type Question } from '@lbd/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { practiceSessions, questionBanks, quizzes, seedRuns } from '../db/schema';
import type { LearningCaller } from '../lib/learning-content/policy';
import type { Notifier } from '../modules/notifications';
import { createBanksService, createBytesService, createPracticeService } from '../modules/quizzes';
import { notifierIn } from './demo-mentees-at-risk';
import { demoQuizPeople } from './demo-quizzes';

/*
 * The demo quiz byte (issue 26 items 10 and 13, decision 0077): the demo mentor's daily byte on the
 * placement aptitude bank, and three weeks of the demo student's practice in it, answered through the
 * practice service on a clock set back to each evening. So on a fresh start her bank page, cards and
 * scorecard show real numbers (some questions mastered, some lapsed, some due today), and her bell has
 * today's notice of due practice.
 */

const STEP = 'demo_quiz_bytes';
export const DEMO_BYTE_TITLE = 'Aptitude in five minutes a day';
const DAY_MS = 86_400_000;
/** Days (before today) the student practised, each in the evening; she skipped some, as students do. */
const PRACTICE_DAYS = [-21, -20, -18, -17, -14, -11, -10, -7, -5, -4, -2];

/** A wrong answer of the question's own shape, where one is easy to make (else the right one). */
function wrongFor(q: Question): Answer | null {
  switch (q.type) {
    case 'single_choice':
      return { option_id: q.options.find((o) => o.id !== q.correct)!.id };
    case 'true_false':
      return { value: !q.correct };
    case 'numerical':
      return { value: q.answer + 7 };
    default:
      return null;
  }
}

export async function seedDemoQuizBytes(
  db: Db,
  { notifier, now = new Date() }: { notifier?: Notifier; now?: Date } = {},
): Promise<number> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, STEP));
  if (done) return 0;
  const people = await demoQuizPeople(db);
  if (!people) return 0;
  const { mentor, student } = people;
  const [bank] = await db
    .select({ id: questionBanks.id })
    .from(questionBanks)
    .where(and(eq(questionBanks.created_by_profile_id, mentor.id), eq(questionBanks.title, 'Placement aptitude')));
  if (!bank) return 0;

  let answered = 0;
  await db.transaction(async (tx) => {
    let at = now;
    const clock = () => at;
    const evening = (days: number) => {
      // 19:30 in India on that day.
      const d = new Date(now.getTime() + days * DAY_MS + 330 * 60_000).toISOString().slice(0, 10);
      return new Date(`${d}T19:30:00+05:30`);
    };
    const banks = createBanksService({ db: tx as unknown as Db, clock });
    const bytes = createBytesService({ db: tx as unknown as Db, clock, banks, notifier: notifierIn(tx, notifier) });
    const practice = createPracticeService({ db: tx as unknown as Db, clock, banks });
    const as = (x: typeof mentor): LearningCaller => ({
      isAdmin: false,
      profileId: x.id,
      profileType: x.type,
      orgId: null,
      active: true,
    });

    at = evening(-22);
    const { id: byteId } = await bytes.create(as(mentor), mentor.user_id, {
      title: DEMO_BYTE_TITLE,
      summary:
        'Five aptitude questions a day, chosen by spaced repetition: what you are about to forget comes back first.',
      bank_id: bank.id,
      questions_per_session: 5,
    });
    await bytes.publish(as(mentor), mentor.user_id, byteId);
    const { my_quiz_id } = await bytes.enrol(as(student), byteId);

    for (const [i, day] of PRACTICE_DAYS.entries()) {
      at = evening(day);
      const session = await practice.start(as(student), my_quiz_id);
      const [row] = await tx.select().from(practiceSessions).where(eq(practiceSessions.id, session.id));
      for (const [j, questionId] of row!.question_ids.entries()) {
        const version = await banks.version(questionId, null, tx);
        const body = version!.body;
        // About one answer in four is wrong (lapses and relearning show on her cards).
        const wrong = (i * 5 + j) % 4 === 3 ? wrongFor(body) : null;
        at = new Date(at.getTime() + 40_000);
        await practice.answer(as(student), session.id, j + 1, {
          answer: wrong ?? keyOf(body),
          seconds: 25 + ((i + j) % 5) * 8,
        });
        answered++;
      }
    }

    // Today's notice of due practice (whatever the hour of this first start), in her bell.
    at = now;
    await bytes.remindDue({ fromHour: 0 });
    await tx.insert(seedRuns).values({ name: STEP, version: '1' });
  });
  return answered;
}

/** The demo byte's id (for journeys and checks). */
export async function demoByteId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.kind, 'byte'), eq(quizzes.title, DEMO_BYTE_TITLE)));
  return row?.id ?? null;
}
