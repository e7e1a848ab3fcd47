import { randomInt } from 'node:crypto';
import {
  QUIZ_TEXTS as T,
  integrityOf,
  drawAttempt,
  gradeAnswer,
  keyOf,
  parseAnswer,
  presentQuestion,
  shuffled,
  subSeed,
  CERTIFICATION_TYPE,
  entryPoints,
  todayOf,
  type Attempt,
  type DrawSlot,
  type PoolQuestion,
  type Question,
  type ReviewOptions,
} from '@lbd/shared';
import { and, asc, eq, inArray, lt, or, isNull, sql } from 'drizzle-orm';
import { catalogueNames } from '../../db/catalogue-names';
import type { Db } from '../../db/client';
import {
  attemptAnswers,
  attemptEvents,
  externalCourses,
  orgs,
  myQuizzes,
  profiles,
  questions,
  questionVersions,
  quizAccommodations,
  quizAttempts,
  quizSlots,
  quizzes,
} from '../../db/schema';
import type { Tx } from '../../db/sql';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { canSeeContent, type LearningCaller } from '../../lib/learning-content/policy';
import { batchStudents } from '../../lib/learning-content/batch';
import type { QuizRow, QuizzesService } from './quizzes.service';

type Runner = Db | Tx;
type AttemptRow = typeof quizAttempts.$inferSelect;

/** Answers arriving this long after the deadline still count (the request was on its way); later ones do not. */
export const SAVE_GRACE_MS = 15_000;
/** How many expired attempts one sweep submits (the next sweep carries on). */
const SWEEP_BATCH = 200;
const MINUTE = 60_000;

export interface Allowance {
  extra_minutes: number;
  time_multiplier: number;
  extra_attempts: number;
}
const NONE: Allowance = { extra_minutes: 0, time_multiplier: 1, extra_attempts: 0 };

/**
 * When an attempt started now must end: the time limit (stretched and lengthened by the student's
 * allowance), never past the student's own close time (the quiz's, moved by the same extra time).
 * Null: no limit and no close.
 */
export function attemptDeadline(
  quiz: Pick<QuizRow, 'time_limit_minutes' | 'closes_at'>,
  allowance: Allowance,
  startedAt: Date,
): Date | null {
  const limit = quiz.time_limit_minutes;
  const extraMs = ((limit ?? 0) * (allowance.time_multiplier - 1) + allowance.extra_minutes) * MINUTE;
  const close = quiz.closes_at ? quiz.closes_at.getTime() + extraMs : null;
  const timed = limit
    ? startedAt.getTime() + limit * allowance.time_multiplier * MINUTE + allowance.extra_minutes * MINUTE
    : null;
  const end = timed !== null && close !== null ? Math.min(timed, close) : (timed ?? close);
  return end === null ? null : new Date(end);
}

/** The quiz's grade over finished attempts, by its grading method (null before the first). */
export function quizGrade(method: QuizRow['grading_method'], scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  switch (method) {
    case 'first':
      return scores[0]!;
    case 'latest':
      return scores[scores.length - 1]!;
    case 'average':
      return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100;
    case 'highest':
      return Math.max(...scores);
  }
}

/**
 * Attempts (issue 26 item 5): started once, answers saved one by one and acknowledged, the deadline the
 * server's, expired attempts submitted by the server with their last saved answers, exactly once.
 */
/** Below this share of a skill's points, the result offers learning paths that teach it. */
export const WEAK_SKILL_SHARE = 0.6;

/** The attempt-log entry the server writes when leaving the page too often ended an attempt. */
export const ENDED_BY_FOCUS = 'ended_focus';

/** Times the student left the quiz page during an attempt, from its log. */
async function focusLosses(runner: Runner, attemptId: number): Promise<number> {
  const [row] = await runner
    .select({ n: sql<number>`count(*)::int` })
    .from(attemptEvents)
    .where(and(eq(attemptEvents.attempt_id, attemptId), eq(attemptEvents.kind, 'blur')));
  return row?.n ?? 0;
}

export function createAttemptsService({
  db,
  clock,
  quizzes: quizzesService,
  pathsForSkills,
}: {
  db: Db;
  clock: () => Date;
  quizzes: QuizzesService;
  /** Published learning paths teaching these skills (the learning module's fact). */
  pathsForSkills?: (skillIds: number[], per: number) => Promise<{ skill_id: number; id: number; title: string }[]>;
}) {
  const names = catalogueNames(db);

  async function allowanceFor(runner: Runner, quizId: number, profileId: number): Promise<Allowance> {
    const rows = await runner
      .select({
        extra_minutes: quizAccommodations.extra_minutes,
        time_multiplier: quizAccommodations.time_multiplier,
        extra_attempts: quizAccommodations.extra_attempts,
      })
      .from(quizAccommodations)
      .where(
        and(
          eq(quizAccommodations.profile_id, profileId),
          or(eq(quizAccommodations.quiz_id, quizId), isNull(quizAccommodations.quiz_id)),
        ),
      );
    // Several grants add up (the largest stretch of time counts once).
    return rows.reduce<Allowance>(
      (a, r) => ({
        extra_minutes: a.extra_minutes + r.extra_minutes,
        time_multiplier: Math.max(a.time_multiplier, Number(r.time_multiplier)),
        extra_attempts: a.extra_attempts + r.extra_attempts,
      }),
      NONE,
    );
  }

  async function ownAttempt(runner: Runner, caller: LearningCaller, id: number, lock = false): Promise<AttemptRow> {
    const q = runner.select().from(quizAttempts).where(eq(quizAttempts.id, id));
    const [row] = lock ? await q.for('update') : await q;
    if (!row || caller.profileId === null || row.profile_id !== caller.profileId) throw new NotFoundError();
    return row;
  }

  const expired = (a: AttemptRow, now: Date) =>
    a.status === 'in_progress' && a.deadline_at !== null && now.getTime() > a.deadline_at.getTime() + SAVE_GRACE_MS;

  /**
   * Grade and close an attempt that is still running (once: a second call finds it closed and does
   * nothing), then the student's quiz grade.
   */
  async function finalize(tx: Tx, attemptId: number, status: 'submitted' | 'auto_submitted') {
    const now = clock();
    const [a] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId)).for('update');
    if (!a || a.status !== 'in_progress') return false;
    const rows = await tx
      .select({ ans: attemptAnswers, body: questionVersions.body })
      .from(attemptAnswers)
      .innerJoin(questionVersions, eq(questionVersions.id, attemptAnswers.question_version_id))
      .where(eq(attemptAnswers.attempt_id, attemptId));
    let score = 0;
    let max = 0;
    let pending = 0;
    for (const { ans, body } of rows) {
      const q = { ...(body as Question), points: ans.points } as Question;
      const grade = gradeAnswer(q, ans.answer as never);
      max += ans.points;
      if (grade.status === 'pending') pending++;
      else score += grade.score;
      await tx
        .update(attemptAnswers)
        .set({ grade_status: grade.status, score: grade.score })
        .where(eq(attemptAnswers.id, ans.id));
    }
    // The clock stops at the deadline for an attempt the server closed.
    const endedAt = status === 'auto_submitted' && a.deadline_at && a.deadline_at < now ? a.deadline_at : now;
    await tx
      .update(quizAttempts)
      .set({
        status,
        submitted_at: endedAt,
        score: Math.max(0, Math.round(score * 100) / 100),
        max_score: Math.round(max * 100) / 100,
        pending,
      })
      .where(eq(quizAttempts.id, attemptId));
    await regradeMyQuiz(tx, a.my_quiz_id);
    return true;
  }

  /**
   * The student's grade and pass by the quiz's grading method over their finished attempts. The first
   * pass adds a certification to the portfolio (points), verified in the quiz author's name.
   */
  async function regradeMyQuiz(tx: Runner, myQuizId: number) {
    const [row] = await tx
      .select({ my: myQuizzes, quiz: quizzes })
      .from(myQuizzes)
      .innerJoin(quizzes, eq(quizzes.id, myQuizzes.quiz_id))
      .where(eq(myQuizzes.id, myQuizId));
    if (!row) return;
    const done = await tx
      .select({ score: quizAttempts.score, max: quizAttempts.max_score, pending: quizAttempts.pending })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.my_quiz_id, myQuizId), sql`${quizAttempts.status} <> 'in_progress'`))
      .orderBy(asc(quizAttempts.number));
    const percents = done.map((d) => (d.max ? ((d.score ?? 0) / d.max) * 100 : 0));
    const grade = quizGrade(row.quiz.grading_method, percents);
    const waiting = done.some((d) => d.pending > 0);
    const passed = grade === null || waiting ? null : grade >= row.quiz.pass_mark;
    let entryId = row.my.portfolio_entry_id;
    if (passed && entryId === null) entryId = await certify(tx, row.my.profile_id, row.quiz, grade!);
    await tx
      .update(myQuizzes)
      .set({
        grade: grade === null ? null : Math.round(grade * 100) / 100,
        passed,
        status: done.length > 0 ? 'Completed' : 'Enrolled',
        portfolio_entry_id: entryId,
        updated_at: clock(),
      })
      .where(eq(myQuizzes.id, myQuizId));
  }

  /** A certification entry for a passed quiz, verified by its author (or its organisation). */
  async function certify(tx: Runner, profileId: number, quiz: QuizRow, grade: number): Promise<number | null> {
    const now = clock();
    const [author] = quiz.created_by_profile_id
      ? await tx.select({ name: profiles.full_name }).from(profiles).where(eq(profiles.id, quiz.created_by_profile_id))
      : [];
    const [org] = quiz.org_id
      ? await tx.select({ name: orgs.full_name }).from(orgs).where(eq(orgs.id, quiz.org_id))
      : [];
    const verifier = (author?.name ?? org?.name ?? 'Learn By Doing').slice(0, 100);
    const [entry] = await tx
      .insert(externalCourses)
      .values({
        profile_id: profileId,
        kind: 'certificate',
        type: CERTIFICATION_TYPE,
        role: 'Online course',
        title: quiz.title.slice(0, 200),
        source: (org?.name ?? verifier).slice(0, 200),
        date: todayOf(now),
        desc: `Passed with ${Math.round(grade * 10) / 10}% (pass mark ${quiz.pass_mark}%).`,
        status: 'complete',
        skill_ids: quiz.skill_ids,
        job_role_ids: quiz.job_role_ids,
        life_skill_ids: quiz.life_skill_ids,
        points: entryPoints({ card: 'certification', status: 'complete' }).points,
        verified_by_name: verifier,
        verified_by_org: (org?.name ?? 'Learn By Doing').slice(0, 200),
        verified_at: now,
      })
      .onConflictDoNothing()
      .returning({ id: externalCourses.id });
    return entry?.id ?? null;
  }

  /** The questions an attempt shows, in its order, with the version each pinned slot or the latest gives. */
  async function drawFor(tx: Tx, quiz: QuizRow, seed: number) {
    const slots = await tx
      .select()
      .from(quizSlots)
      .where(eq(quizSlots.quiz_id, quiz.id))
      .orderBy(asc(quizSlots.sequence), asc(quizSlots.id));
    const bankIds = [...new Set(slots.flatMap((s) => (s.kind === 'random' && s.bank_id ? [s.bank_id] : [])))];
    const pool: PoolQuestion[] =
      bankIds.length === 0
        ? []
        : await tx
            .select({
              id: questions.id,
              bank_id: questions.bank_id,
              category: questions.category,
              tags: questions.tags,
              difficulty: questions.difficulty,
            })
            .from(questions)
            .where(and(inArray(questions.bank_id, bankIds), eq(questions.archived, false)));
    const drawSlots: DrawSlot[] = slots.map((s) =>
      s.kind === 'fixed'
        ? { kind: 'fixed', question_id: s.question_id! }
        : {
            kind: 'random',
            count: s.draw_count!,
            bank_id: s.bank_id,
            category: s.category,
            tag: s.tag,
            difficulty: s.difficulty,
          },
    );
    const { question_ids } = drawAttempt(drawSlots, pool, seed);
    // Which slot gave each question (its points and pinned version).
    const slotOf: (typeof slots)[number][] = [];
    for (const s of slots) for (let i = 0; i < (s.kind === 'fixed' ? 1 : s.draw_count!); i++) slotOf.push(s);
    const given = question_ids.map((id, i) => ({ id, slot: slotOf[i]! }));
    const order = quiz.shuffle_questions ? shuffled(given, subSeed(seed, 99)) : given;
    const versions = await tx
      .select({
        id: questionVersions.id,
        question_id: questionVersions.question_id,
        version: questionVersions.version,
        body: questionVersions.body,
        latest: questions.version,
      })
      .from(questionVersions)
      .innerJoin(questions, eq(questions.id, questionVersions.question_id))
      .where(inArray(questionVersions.question_id, question_ids.length ? question_ids : [-1]));
    return order.map((g, i) => {
      const wanted = g.slot.kind === 'fixed' && g.slot.pinned_version ? g.slot.pinned_version : null;
      const v = versions.find((x) => x.question_id === g.id && x.version === (wanted ?? x.latest))!;
      return {
        position: i + 1,
        question_id: g.id,
        question_version_id: v.id,
        points: g.slot.points ?? (v.body as Question).points,
      };
    });
  }

  /** What the student sees now of a finished or running attempt, by the quiz's review options. */
  async function view(attempt: AttemptRow, opts: { mentor?: boolean } = {}): Promise<Attempt> {
    const now = clock();
    const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, attempt.quiz_id));
    const rows = await db
      .select({ ans: attemptAnswers, body: questionVersions.body, skill_ids: questions.skill_ids })
      .from(attemptAnswers)
      .innerJoin(questionVersions, eq(questionVersions.id, attemptAnswers.question_version_id))
      .innerJoin(questions, eq(questions.id, attemptAnswers.question_id))
      .where(eq(attemptAnswers.attempt_id, attempt.id))
      .orderBy(asc(attemptAnswers.position));
    const running = attempt.status === 'in_progress';
    const phase = running ? 'during' : quiz!.closes_at && quiz!.closes_at < now ? 'closed' : 'after';
    const review = quiz!.review as ReviewOptions;
    const integrity = integrityOf(quiz!.integrity);
    // The quiz's managers see everything, whatever the students may see now.
    const shows = (what: keyof ReviewOptions) => opts.mentor === true || review[what].includes(phase);
    const seed = Number(attempt.seed);
    const finished = !running;
    const max = rows.reduce((s, r) => s + r.ans.points, 0);
    const percent =
      finished && attempt.max_score ? Math.round(((attempt.score ?? 0) / attempt.max_score) * 1000) / 10 : null;
    const marks = shows('marks');
    const questionsShown = rows.map(({ ans, body }) => {
      const q = { ...(body as Question), points: ans.points } as Question;
      const p = presentQuestion(q, seed, ans.position, quiz!.shuffle_options);
      const graded = finished ? (ans.grade_status ?? 'unanswered') : null;
      const result =
        (finished || phase === 'during') && (marks || shows('correctness') || shows('key') || shows('feedback'))
          ? (() => {
              const g = finished ? null : ans.answer === null ? null : gradeAnswer(q, ans.answer as never);
              const status = graded ?? g?.status ?? 'unanswered';
              if (!finished && !g) return null;
              return {
                status,
                score: marks ? (finished ? (ans.score ?? null) : (g?.score ?? null)) : null,
                correct: shows('correctness')
                  ? finished
                    ? ans.score !== null && ans.grade_status === 'graded'
                      ? ans.score >= ans.points - 1e-9
                      : null
                    : (g?.correct ?? null)
                  : null,
                key: shows('key') ? (keyOf(q) as Record<string, unknown> | null) : null,
                feedback: shows('feedback') && q.feedback ? q.feedback : null,
                mentor_comment: finished ? ans.mentor_comment : null,
              };
            })()
          : null;
      return {
        position: ans.position,
        ...p,
        answer: (ans.answer as Record<string, unknown> | null) ?? null,
        revision: ans.revision,
        saved_at: ans.saved_at?.toISOString() ?? null,
        result,
      };
    });
    let skills: Attempt['skills'] = [];
    if (finished && marks) {
      const per = new Map<number, { score: number; max: number }>();
      for (const { ans, skill_ids } of rows)
        for (const id of skill_ids) {
          const s = per.get(id) ?? { score: 0, max: 0 };
          s.max += ans.points;
          s.score += ans.score ?? 0;
          per.set(id, s);
        }
      const n = await names.names({ skillIds: [...per.keys()] });
      const skillName = new Map(n.skills.map((s) => [s.id, s.display_name]));
      const weak = [...per.entries()]
        .filter(([, s]) => s.max > 0 && s.score / s.max < WEAK_SKILL_SHARE)
        .map(([id]) => id);
      const paths = weak.length > 0 && pathsForSkills ? await pathsForSkills(weak, 2) : [];
      skills = [...per.entries()]
        .filter(([id]) => skillName.has(id))
        .map(([id, s]) => ({
          id,
          name: skillName.get(id)!,
          score: Math.round(s.score * 100) / 100,
          max: Math.round(s.max * 100) / 100,
          paths: paths.filter((p) => p.skill_id === id).map((p) => ({ id: p.id, title: p.title })),
        }))
        .sort((a, b) => a.score / a.max - b.score / b.max);
    }
    const bands = (quiz!.feedback_bands as { from: number; text: string }[]) ?? [];
    const band = percent === null || !marks ? null : (bands.find((b) => percent >= b.from)?.text ?? null);
    return {
      id: attempt.id,
      quiz_id: attempt.quiz_id,
      my_quiz_id: attempt.my_quiz_id,
      number: attempt.number,
      status: attempt.status,
      started_at: attempt.started_at.toISOString(),
      deadline_at: attempt.deadline_at?.toISOString() ?? null,
      server_now: now.toISOString(),
      submitted_at: attempt.submitted_at?.toISOString() ?? null,
      score: finished && marks ? attempt.score : null,
      max_score: Math.round(max * 100) / 100,
      percent: marks ? percent : null,
      passed: finished && marks && attempt.pending === 0 && percent !== null ? percent >= quiz!.pass_mark : null,
      pending: attempt.pending,
      navigation: quiz!.navigation,
      // One question at a time is a page of one, whatever the quiz's page size.
      per_page: integrity.one_at_a_time ? 1 : quiz!.per_page,
      integrity,
      focus_losses: await focusLosses(db, attempt.id),
      feedback: band,
      questions: questionsShown,
      skills,
    };
  }

  /** An attempt's score and waiting essays again from its answers (after a mentor's mark or a regrade). */
  async function rescore(tx: Runner, attemptId: number) {
    const [sum] = await tx
      .select({
        score: sql<number>`coalesce(sum(${attemptAnswers.score}) filter (where ${attemptAnswers.grade_status} <> 'pending'), 0)::float8`,
        pending: sql<number>`(count(*) filter (where ${attemptAnswers.grade_status} = 'pending'))::int`,
      })
      .from(attemptAnswers)
      .where(eq(attemptAnswers.attempt_id, attemptId));
    const [a] = await tx
      .update(quizAttempts)
      .set({ score: Math.max(0, Math.round(Number(sum?.score ?? 0) * 100) / 100), pending: sum?.pending ?? 0 })
      .where(eq(quizAttempts.id, attemptId))
      .returning({ my_quiz_id: quizAttempts.my_quiz_id });
    if (a) await regradeMyQuiz(tx, a.my_quiz_id);
  }

  return {
    allowanceFor,
    finalize,
    rescore,
    view,
    /** POST /api/quizzes/{id}/attempts: the running attempt, or a new one when the rules allow. */
    async start(caller: LearningCaller, quizId: number): Promise<Attempt> {
      if (caller.profileType !== 'STUDENT' || caller.profileId === null) throw new ForbiddenError();
      const profileId = caller.profileId;
      const attemptId = await db.transaction(async (tx) => {
        const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, quizId));
        if (!quiz || !canSeeContent(caller, quiz) || quiz.status !== 'published') throw new NotFoundError();
        await tx
          .insert(myQuizzes)
          .values({ profile_id: profileId, quiz_id: quizId })
          .onConflictDoNothing({ target: [myQuizzes.profile_id, myQuizzes.quiz_id] });
        const [my] = await tx
          .select()
          .from(myQuizzes)
          .where(and(eq(myQuizzes.profile_id, profileId), eq(myQuizzes.quiz_id, quizId)))
          .for('update');
        const now = clock();
        const [running] = await tx
          .select()
          .from(quizAttempts)
          .where(and(eq(quizAttempts.my_quiz_id, my!.id), eq(quizAttempts.status, 'in_progress')));
        if (running && !expired(running, now)) return running.id;
        if (running) await finalize(tx, running.id, 'auto_submitted');
        const allowance = await allowanceFor(tx, quizId, profileId);
        const [used] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(quizAttempts)
          .where(eq(quizAttempts.my_quiz_id, my!.id));
        const allowed = quiz.attempts_allowed === 0 ? Infinity : quiz.attempts_allowed + allowance.extra_attempts;
        if ((used?.n ?? 0) >= allowed) throw new ConflictError(T.noAttemptsLeft);
        if (quiz.opens_at && quiz.opens_at > now) throw new ConflictError(T.notOpenYet);
        const deadline = attemptDeadline(quiz, allowance, now);
        if (deadline && deadline <= now) throw new ConflictError(T.closed);
        if (my!.status === 'Dropped')
          await tx.update(myQuizzes).set({ status: 'Enrolled', updated_at: now }).where(eq(myQuizzes.id, my!.id));
        const seed = randomInt(0, 2 ** 32 - 1);
        const drawn = await drawFor(tx, quiz, seed);
        if (drawn.length === 0) throw new ConflictError(T.noQuestions);
        const [attempt] = await tx
          .insert(quizAttempts)
          .values({
            my_quiz_id: my!.id,
            quiz_id: quizId,
            profile_id: profileId,
            number: (used?.n ?? 0) + 1,
            seed,
            started_at: now,
            deadline_at: deadline,
          })
          .returning({ id: quizAttempts.id });
        await tx.insert(attemptAnswers).values(drawn.map((d) => ({ ...d, attempt_id: attempt!.id })));
        return attempt!.id;
      });
      return this.get(caller, attemptId);
    },

    /** GET /api/attempts/{id}: the attempt as the student may see it now (an expired one is closed first). */
    async get(caller: LearningCaller, id: number): Promise<Attempt> {
      let attempt = await ownAttempt(db, caller, id);
      if (expired(attempt, clock())) {
        await db.transaction((tx) => finalize(tx, id, 'auto_submitted'));
        attempt = await ownAttempt(db, caller, id);
      }
      return view(attempt);
    },

    /** GET /api/attempts/{id}/clock: the deadline as it stands now (moved by extra time), cheap enough to poll. */
    async clock(caller: LearningCaller, id: number) {
      let attempt = await ownAttempt(db, caller, id);
      if (expired(attempt, clock())) {
        await db.transaction((tx) => finalize(tx, id, 'auto_submitted'));
        attempt = await ownAttempt(db, caller, id);
      }
      return {
        status: attempt.status,
        deadline_at: attempt.deadline_at?.toISOString() ?? null,
        server_now: clock().toISOString(),
      };
    },

    /** PUT /api/attempts/{id}/answers/{position}: one answer, acknowledged; an older revision never wins. */
    async save(
      caller: LearningCaller,
      id: number,
      position: number,
      body: { answer: unknown; revision: number; seconds: number },
    ) {
      const out = await db.transaction(async (tx) => {
        const attempt = await ownAttempt(tx, caller, id, true);
        const now = clock();
        if (attempt.status !== 'in_progress') return { refused: T.attemptFinished };
        if (expired(attempt, now)) {
          await finalize(tx, id, 'auto_submitted');
          return { refused: T.timeUp };
        }
        const [row] = await tx
          .select({
            ans: attemptAnswers,
            type: sql<Question['type']>`${questionVersions.body}->>'type'`,
            max_words: sql<number | null>`(${questionVersions.body}->>'max_words')::int`,
          })
          .from(attemptAnswers)
          .innerJoin(questionVersions, eq(questionVersions.id, attemptAnswers.question_version_id))
          .where(and(eq(attemptAnswers.attempt_id, id), eq(attemptAnswers.position, position)));
        if (!row) throw new NotFoundError();
        const ack = (revision: number, savedAt: Date | null) => ({
          position,
          revision,
          saved_at: (savedAt ?? now).toISOString(),
          deadline_at: attempt.deadline_at?.toISOString() ?? null,
          server_now: now.toISOString(),
        });
        // A retry of a save already made, or an older one overtaken: acknowledged as the server holds it.
        if (body.revision <= row.ans.revision) return { data: ack(row.ans.revision, row.ans.saved_at) };
        let answer: unknown = null;
        if (body.answer !== null && body.answer !== undefined) {
          const parsed = parseAnswer({ type: row.type, max_words: row.max_words ?? undefined }, body.answer);
          if (!parsed.ok) throw new ValidationError({ answer: parsed.message }, parsed.message);
          answer = parsed.answer;
        }
        await tx
          .update(attemptAnswers)
          .set({ answer, revision: body.revision, saved_at: now, seconds: Math.max(row.ans.seconds, body.seconds) })
          .where(eq(attemptAnswers.id, row.ans.id));
        return { data: ack(body.revision, now) };
      });
      if ('refused' in out) throw new ConflictError(out.refused!);
      return out.data;
    },

    /** POST /api/attempts/{id}/submit: closes a running attempt once; a finished one is answered as it is. */
    async submit(caller: LearningCaller, id: number): Promise<Attempt> {
      await ownAttempt(db, caller, id);
      await db.transaction(async (tx) => {
        const attempt = await ownAttempt(tx, caller, id, true);
        if (attempt.status !== 'in_progress') return;
        await finalize(tx, id, expired(attempt, clock()) ? 'auto_submitted' : 'submitted');
      });
      return view(await ownAttempt(db, caller, id));
    },

    /**
     * POST /api/attempts/{id}/events: focus changes, pastes and the like, for the mentor to see. Nothing is
     * decided from them unless the quiz's author chose a limit of times leaving the page: the batch that
     * reaches it submits the attempt with its saved answers, and the log says why.
     */
    async events(caller: LearningCaller, id: number, events: { kind: string; position?: number | null; at: string }[]) {
      const out = await db.transaction(async (tx) => {
        const attempt = await ownAttempt(tx, caller, id, true);
        if (attempt.status !== 'in_progress') return null;
        const now = clock().getTime();
        await tx.insert(attemptEvents).values(
          events.map((e) => ({
            attempt_id: id,
            kind: e.kind,
            position: e.position ?? null,
            // The browser's clock is not trusted beyond a day either way.
            at: new Date(Math.min(Math.max(Date.parse(e.at), now - 86_400_000), now + 60_000)),
          })),
        );
        const losses = await focusLosses(tx, id);
        const [quiz] = await tx
          .select({ integrity: quizzes.integrity })
          .from(quizzes)
          .where(eq(quizzes.id, attempt.quiz_id));
        const limit = integrityOf(quiz?.integrity).max_focus_losses;
        const ended = limit > 0 && losses >= limit;
        if (ended) {
          await tx
            .insert(attemptEvents)
            .values({ attempt_id: id, kind: ENDED_BY_FOCUS, position: null, at: new Date(now) });
          await finalize(tx, id, 'auto_submitted');
        }
        return { recorded: events.length, focus_losses: losses, ended };
      });
      if (!out) throw new ConflictError(T.attemptFinished);
      return out;
    },

    /** Submits every attempt past its deadline and grace (a periodic job): the browser may never come back. */
    async autoSubmitExpired(): Promise<number> {
      const before = new Date(clock().getTime() - SAVE_GRACE_MS);
      const due = await db
        .select({ id: quizAttempts.id })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.status, 'in_progress'), lt(quizAttempts.deadline_at, before)))
        .limit(SWEEP_BATCH);
      let closed = 0;
      for (const { id } of due) if (await db.transaction((tx) => finalize(tx, id, 'auto_submitted'))) closed++;
      return closed;
    },

    /**
     * POST /api/quiz_accommodations: extra time and attempts for students (a list, or an institute's
     * batch), on one quiz; the deadlines of their running attempts move at once.
     */
    async accommodate(
      caller: LearningCaller,
      b: {
        quiz_id?: number | null;
        profile_ids: number[];
        batch?: number | null;
        org_id?: number | null;
        extra_minutes: number;
        time_multiplier: number;
        extra_attempts: number;
        reason: string;
      },
    ) {
      if (!b.quiz_id && !caller.isAdmin) throw new ValidationError({ quiz_id: T.slotQuestionUnknown });
      const quiz = b.quiz_id ? await quizzesService.managed(caller, b.quiz_id) : null;
      let ids = [...new Set(b.profile_ids)];
      if (b.batch) {
        const orgId = caller.isAdmin ? b.org_id : caller.profileType === 'INSTITUTION' ? caller.orgId : null;
        if (!orgId) throw new ForbiddenError();
        ids = [...new Set([...ids, ...(await batchStudents(db, orgId, b.batch))])];
      }
      const students = ids.length
        ? await db
            .select({ id: profiles.id })
            .from(profiles)
            .where(and(inArray(profiles.id, ids), eq(profiles.profile_type, 'STUDENT')))
        : [];
      if (students.length === 0) throw new ValidationError({ profile_ids: T.whoRequired }, T.whoRequired);
      return db.transaction(async (tx) => {
        await tx.insert(quizAccommodations).values(
          students.map((s) => ({
            quiz_id: quiz?.id ?? null,
            profile_id: s.id,
            extra_minutes: b.extra_minutes,
            time_multiplier: b.time_multiplier,
            extra_attempts: b.extra_attempts,
            reason: b.reason,
            granted_by_profile_id: caller.profileId,
          })),
        );
        const running = await tx
          .select({ a: quizAttempts, q: quizzes })
          .from(quizAttempts)
          .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quiz_id))
          .where(
            and(
              eq(quizAttempts.status, 'in_progress'),
              inArray(
                quizAttempts.profile_id,
                students.map((s) => s.id),
              ),
              quiz ? eq(quizAttempts.quiz_id, quiz.id) : undefined,
            ),
          )
          .for('update', { of: quizAttempts });
        for (const { a, q } of running) {
          const deadline = attemptDeadline(q, await allowanceFor(tx, q.id, a.profile_id), a.started_at);
          await tx.update(quizAttempts).set({ deadline_at: deadline }).where(eq(quizAttempts.id, a.id));
        }
        return { granted: students.length, running_attempts_moved: running.length };
      });
    },
  };
}

export type AttemptsService = ReturnType<typeof createAttemptsService>;
