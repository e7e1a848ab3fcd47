import type { Question } from '@lbd/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attemptAnswers, questions, questionVersions, quizzes, seedRuns, profiles } from '../db/schema';
import type { LearningCaller } from '../lib/learning-content/policy';
import {
  createAttemptsService,
  createBanksService,
  createQuizzesService,
  createReviewService,
  createStatsService,
} from '../modules/quizzes';
import { CLASSMATES } from './demo-activities';
import { demoCohortIds } from './demo-institute-cohort';
import { createRng, type Rng } from './scale/prng';

/*
 * The demo mentor's quiz results (issue 26 items 6-8): after the demo quizzes, the three classmates and
 * the institute's cohort take the placement mock test and a short screening with an essay, over the last
 * six days. One essay is marked, two wait for the mentor; one student had extra time given before his
 * attempt; the statistics are counted at once. The screening is taken by 32 students, so its questions
 * have enough answers for their health to be judged (one option nobody picks is flagged).
 */

const STEP = 'demo_quiz_results';
const MENTOR = 'mentor@demo.learnbydoing.in';
const MOCK_TEST = 'Campus placement mock test';
export const DEMO_SCREENING_TITLE = 'Data analyst screening';
const DAY = 86_400_000;

/** The screening's questions, by their stems in the demo banks (three from programming, the essay from aptitude). */
const SCREENING_STEMS = [
  '<p>Which clause filters the groups made by GROUP BY?</p>',
  '<p>A LEFT JOIN of customers to orders returns</p>',
  '<p>Which query counts distinct cities in <code>stores</code>?</p>',
  '<p>Which are aggregate functions in SQL?</p>',
  '<p>In 80 to 150 words: why do you want to work in data analysis?</p>',
];

/** The classmates' essays (each within the question's 80 to 150 words). */
const ESSAYS = [
  'I enjoy finding the story inside numbers. In my second year I helped our college canteen track what sold on each day of the week, using a simple spreadsheet and later a few SQL queries on the billing data. We found that a third of the snacks made on Mondays went to waste, and the canteen now cooks less on Mondays and more on Fridays. That small change saved money and food, and it showed me how careful analysis can change decisions. I want a career where I do that every day, learning tools like Python and dashboards along the way.',
  'Data analysis lets me combine two things I like: mathematics and talking to people about their problems. During my internship at a logistics start-up I cleaned delivery records and measured how long each route took at different hours. The managers did not trust the numbers at first, so I learnt to explain them with clear charts and plain words. When they moved two routes to earlier slots, late deliveries fell by a fifth. I want to work in data analysis because it rewards curiosity and patience, and because good answers help real teams make better choices.',
  'I want to work in data analysis because I like questions that have evidence behind their answers. For our final year project we studied attendance and marks across three batches of our department, and I wrote the queries that joined the two tables. We found that students who missed the first two weeks struggled all semester, so the department now calls them early. I also learnt how easily a wrong join can double count rows, and how important it is to check results before sharing them. I hope to keep learning statistics and Python while solving problems like this at work.',
];

/** The attempt logs of the classmates' screenings (Rohan's is empty). */
const LOGS: { kind: 'blur' | 'focus' | 'paste'; position: number }[][] = [
  [],
  [
    { kind: 'blur', position: 2 },
    { kind: 'focus', position: 2 },
  ],
  [
    { kind: 'blur', position: 5 },
    { kind: 'focus', position: 5 },
    { kind: 'paste', position: 5 },
  ],
];

type Answer = Record<string, unknown> | null;

/** An answer to a question, right or wrong as asked; `avoid` is an option the wrong pickers never choose. */
function answerTo(q: Question, right: boolean, rng: Rng, avoid?: string): Answer {
  switch (q.type) {
    case 'single_choice': {
      if (right) return { option_id: q.correct };
      const wrong = q.options.map((o) => o.id).filter((id) => id !== q.correct && id !== avoid);
      return { option_id: rng.pick(wrong) };
    }
    case 'multiple_response': {
      if (right) return { option_ids: q.correct };
      // One right option missed: partial credit, no wrong pick (nobody picks the wrong one).
      return { option_ids: q.correct.slice(1) };
    }
    case 'true_false':
      return { value: right ? q.correct : !q.correct };
    case 'numerical':
      return { value: right ? q.answer : q.answer + 7 };
    case 'short_answer':
      return { text: right ? q.accepted[0]! : 'not sure' };
    case 'fill_blanks':
      return { blanks: Object.fromEntries(q.blanks.map((b) => [b.id, right ? b.accepted[0]! : 'x'])) };
    case 'matching': {
      const ids = q.pairs.map((p) => p.id);
      const to = right ? ids : [ids[1]!, ids[0]!, ...ids.slice(2)];
      return { pairs: Object.fromEntries(ids.map((id, i) => [id, to[i]!])) };
    }
    case 'ordering': {
      const ids = q.items.map((i) => i.id);
      return { order: right ? ids : [...ids].reverse() };
    }
    case 'essay':
      return null;
  }
}

export async function seedDemoQuizResults(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, STEP));
  if (done) return 0;
  const [mentor] = await db
    .select({ id: profiles.id, user_id: profiles.user_id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${MENTOR}`);
  if (!mentor) return 0;
  const [mock] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.created_by_profile_id, mentor.id), eq(quizzes.title, MOCK_TEST)));
  if (!mock) return 0;
  const classmates = await db
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(
      inArray(
        sql`lower(${profiles.email})`,
        CLASSMATES.map((c) => c.email),
      ),
    );
  const byEmail = CLASSMATES.map((c) => classmates.find((x) => x.email?.toLowerCase() === c.email)).filter(
    (x): x is { id: number; email: string } => x !== undefined,
  );
  const cohort = (await demoCohortIds(db))
    .sort((a, b) => a - b)
    .slice(0, 29)
    .map((id) => ({ id }));
  // What a start stopped in the middle of this step left goes (the screening and every attempt on it).
  await db
    .delete(quizzes)
    .where(and(eq(quizzes.created_by_profile_id, mentor.id), eq(quizzes.title, DEMO_SCREENING_TITLE)));

  let at = new Date(now.getTime() - 6 * DAY);
  const clock = () => at;
  const banks = createBanksService({ db, clock });
  const quizService = createQuizzesService({ db, clock, banks });
  const attempts = createAttemptsService({ db, clock, quizzes: quizService });
  const review = createReviewService({ db, clock, banks, quizzes: quizService, attempts });
  const stats = createStatsService({ db, clock, quizzes: quizService });
  const author: LearningCaller = {
    isAdmin: false,
    profileId: mentor.id,
    profileType: 'ADVISOR',
    orgId: null,
    active: true,
  };
  const student = (id: number): LearningCaller => ({
    isAdmin: false,
    profileId: id,
    profileType: 'STUDENT',
    orgId: null,
    active: true,
  });

  // The screening: four SQL questions and the essay (worth 2 here), a pass at half.
  const picked = await db
    .select({ id: questions.id, stem: sql<string>`${questionVersions.body}->>'stem'` })
    .from(questions)
    .innerJoin(
      questionVersions,
      and(eq(questionVersions.question_id, questions.id), eq(questionVersions.version, questions.version)),
    )
    .where(
      and(
        eq(questions.created_by_profile_id, mentor.id),
        inArray(sql`${questionVersions.body}->>'stem'`, SCREENING_STEMS),
      ),
    );
  const screeningIds = SCREENING_STEMS.map((s) => picked.find((p) => p.stem === s)?.id).filter(
    (id): id is number => !!id,
  );
  if (screeningIds.length !== SCREENING_STEMS.length) return 0;
  const { id: screening } = await quizService.create(author, mentor.user_id, {
    title: DEMO_SCREENING_TITLE,
    summary: 'Four SQL questions and a short essay: the first round for the data analyst internship.',
    instructions: '<p>Take your time: there is no time limit. The essay is marked by your mentor.</p>',
    attempts_allowed: 1,
    pass_mark: 50,
  });
  for (const [i, id] of screeningIds.entries())
    await quizService.addSlot(author, screening, {
      kind: 'fixed',
      question_id: id,
      points: i === screeningIds.length - 1 ? 2 : null,
    });
  await quizService.publish(author, mentor.user_id, screening);

  // Kabir asked for extra time on the mock test before he took it (a scribe).
  const kabir = byEmail[2];
  if (kabir)
    await attempts.accommodate(author, {
      quiz_id: mock.id,
      profile_ids: [kabir.id],
      extra_minutes: 10,
      time_multiplier: 1,
      extra_attempts: 0,
      reason: 'Writes with a scribe: 10 more minutes.',
    });

  const rng = createRng(26).fork(STEP);
  /** Takes a quiz as a student of this ability (0..1) at this moment; returns the attempt. */
  const take = async (
    quizId: number,
    profileId: number,
    ability: number,
    when: Date,
    essay?: string,
    log: { kind: 'blur' | 'focus' | 'paste'; position: number }[] = [],
  ) => {
    at = when;
    const taker = student(profileId);
    const started = await attempts.start(taker, quizId);
    const bodies = await db
      .select({ position: attemptAnswers.position, body: questionVersions.body })
      .from(attemptAnswers)
      .innerJoin(questionVersions, eq(questionVersions.id, attemptAnswers.question_version_id))
      .where(eq(attemptAnswers.attempt_id, started.id));
    let revision = 0;
    for (const { position, body } of bodies.sort((a, b) => a.position - b.position)) {
      const q = body as Question;
      at = new Date(at.getTime() + rng.int(20, 110) * 1000);
      const hard = q.type === 'multiple_response' ? 0.2 : 0;
      // Nobody picks 'LIMIT' (d) in the GROUP BY question: its health flags it.
      const avoid = q.stem === SCREENING_STEMS[0] ? 'd' : undefined;
      const answer =
        q.type === 'essay' ? (essay ? { text: essay } : null) : answerTo(q, rng.chance(ability - hard), rng, avoid);
      if (answer)
        await attempts.save(taker, started.id, position, { answer, revision: ++revision, seconds: rng.int(20, 110) });
    }
    // What the page reported while it ran: focus changes and pastes, a minute apart before the end.
    if (log.length > 0)
      await attempts.events(
        taker,
        started.id,
        log.map((e, i) => ({ ...e, at: new Date(at.getTime() - (log.length - i) * 60_000).toISOString() })),
      );
    at = new Date(at.getTime() + 30_000);
    return attempts.submit(taker, started.id);
  };

  /** A time of day in India, some days ago. */
  const IST = 5.5 * 3_600_000;
  const midnight = Math.floor((now.getTime() + IST) / DAY) * DAY - IST;
  const day = (daysAgo: number, hour: number, minute: number) =>
    new Date(midnight - daysAgo * DAY + (hour * 60 + minute) * 60_000);
  let taken = 0;
  const essays: number[] = [];
  for (const [i, c] of byEmail.entries()) {
    // Meera left the page once; Kabir left it and pasted into his essay.
    const log = LOGS[i] ?? [];
    const done = await take(screening, c.id, [0.85, 0.7, 0.45][i]!, day(5 - i, 10 + i, 15), ESSAYS[i], log);
    essays.push(done.id);
    taken++;
  }
  for (const [i, c] of cohort.entries()) {
    await take(screening, c.id, 0.35 + ((i * 37) % 60) / 100, day(5 - (i % 5), 11 + (i % 8), (i * 7) % 60));
    taken++;
  }
  // The mock test: the classmates and ten of the cohort.
  for (const [i, c] of [...byEmail, ...cohort.slice(0, 10)].entries()) {
    await take(mock.id, c.id, 0.3 + ((i * 29) % 65) / 100, day(4 - (i % 4), 15 + (i % 5), (i * 11) % 60));
    taken++;
  }

  // Rohan's essay is marked; Meera's and Kabir's wait for the mentor.
  at = day(1, 18, 30);
  const [first] = await db
    .select({ id: attemptAnswers.id })
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.attempt_id, essays[0] ?? -1), eq(attemptAnswers.grade_status, 'pending')));
  if (first)
    await review.grade(author, first.id, {
      score: 1.5,
      comment: 'A clear motive and a real example. Check the grammar of the last sentence.',
    });

  at = now;
  await stats.compute(screening);
  await stats.compute(mock.id);
  await db.insert(seedRuns).values({ name: STEP, version: '1' });
  return taken;
}
