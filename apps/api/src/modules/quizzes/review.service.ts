import { QUIZ_TEXTS as T, gradeAnswer, mentorGrade, wordCount, type Question } from '@lbd/shared';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  attemptAnswers,
  attemptEvents,
  profiles,
  questions,
  questionVersions,
  quizAttempts,
  quizRegrades,
  quizStats,
  quizzes,
} from '../../db/schema';
import { whereAll, type Tx } from '../../db/sql';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { runsContent, type LearningCaller } from '../../lib/learning-content/policy';
import { paged, pageRequest } from '../../lib/paging';
import type { AttemptsService } from './attempts.service';
import type { BanksService } from './banks.service';
import type { QuizzesService } from './quizzes.service';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The quiz's managers' side of attempts (issue 26 item 7): every attempt with its log, the essays
 * waiting for a mark, and the regrade of a question whose key was fixed (every finished attempt that
 * showed an older version, graded again by the latest, each change logged before and after).
 */
export function createReviewService(deps: {
  db: Db;
  clock: () => Date;
  banks: BanksService;
  quizzes: QuizzesService;
  attempts: AttemptsService;
}) {
  const { db, clock } = deps;

  /** Quizzes the caller manages (admins: all), as a condition on quizzes. */
  const managedQuizzes = (caller: LearningCaller) =>
    caller.isAdmin
      ? sql`true`
      : sql`(${quizzes.created_by_profile_id} = ${caller.profileId ?? -1} or (${caller.orgId !== null && caller.profileType !== 'ADVISOR' && caller.active} and ${quizzes.org_id} = ${caller.orgId ?? -1}))`;

  /**
   * A mark or a regrade changes scores without changing how many attempts finished: the kept statistics
   * of those quizzes are marked outdated, so the next read (or the background job) counts them again.
   */
  const statsOutdated = async (tx: Tx, quizIds: number[]) => {
    if (quizIds.length > 0) await tx.update(quizStats).set({ attempts: -1 }).where(inArray(quizStats.quiz_id, quizIds));
  };

  return {
    /** GET /api/quizzes/{id}/attempts */
    async list(
      caller: LearningCaller,
      quizId: number,
      q: { status?: 'in_progress' | 'finished' | 'pending'; page: number; count: number },
    ) {
      await deps.quizzes.managed(caller, quizId);
      const page = pageRequest(q);
      const where = whereAll(
        eq(quizAttempts.quiz_id, quizId),
        q.status === 'in_progress' && eq(quizAttempts.status, 'in_progress'),
        q.status === 'finished' && ne(quizAttempts.status, 'in_progress'),
        q.status === 'pending' && sql`${quizAttempts.pending} > 0`,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            a: quizAttempts,
            name: profiles.full_name,
            events: sql<number>`(select count(*)::int from ${attemptEvents} e where e.attempt_id = ${quizAttempts.id})`,
          })
          .from(quizAttempts)
          .innerJoin(profiles, eq(profiles.id, quizAttempts.profile_id))
          .where(where)
          .orderBy(desc(quizAttempts.started_at), desc(quizAttempts.id))
          .limit(page.count)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(quizAttempts)
          .where(where),
      ]);
      const data = rows.map(({ a, name, events }) => ({
        id: a.id,
        number: a.number,
        status: a.status,
        student: { profile_id: a.profile_id, name },
        started_at: a.started_at.toISOString(),
        deadline_at: a.deadline_at?.toISOString() ?? null,
        submitted_at: a.submitted_at?.toISOString() ?? null,
        score: a.score,
        max_score: a.max_score,
        percent: a.max_score ? Math.round(((a.score ?? 0) / a.max_score) * 1000) / 10 : null,
        pending: a.pending,
        events,
      }));
      return paged(data, total?.n ?? 0, page);
    },

    /** GET /api/quiz_attempts/{id}: everything, for the quiz's managers. */
    async show(caller: LearningCaller, attemptId: number) {
      const [row] = await db
        .select({ a: quizAttempts, name: profiles.full_name })
        .from(quizAttempts)
        .innerJoin(profiles, eq(profiles.id, quizAttempts.profile_id))
        .where(eq(quizAttempts.id, attemptId));
      if (!row) throw new NotFoundError();
      await deps.quizzes.managed(caller, row.a.quiz_id);
      const [view, log] = await Promise.all([
        deps.attempts.view(row.a, { mentor: true }),
        db
          .select({ kind: attemptEvents.kind, position: attemptEvents.position, at: attemptEvents.at })
          .from(attemptEvents)
          .where(eq(attemptEvents.attempt_id, attemptId))
          .orderBy(attemptEvents.at)
          .limit(500),
      ]);
      return {
        ...view,
        student: { profile_id: row.a.profile_id, name: row.name },
        log: log.map((e) => ({ kind: e.kind, position: e.position, at: e.at.toISOString() })),
      };
    },

    /** GET /api/essay_queue: essays of finished attempts waiting for a mark, oldest first. */
    async essays(caller: LearningCaller, q: { quiz_id?: number; page: number; count: number }) {
      const page = pageRequest(q);
      const where = whereAll(
        eq(attemptAnswers.grade_status, 'pending'),
        ne(quizAttempts.status, 'in_progress'),
        managedQuizzes(caller),
        q.quiz_id !== undefined && eq(quizAttempts.quiz_id, q.quiz_id),
      );
      const base = db
        .select({
          ans: attemptAnswers,
          a: quizAttempts,
          body: questionVersions.body,
          quiz_title: quizzes.title,
          name: profiles.full_name,
        })
        .from(attemptAnswers)
        .innerJoin(quizAttempts, eq(quizAttempts.id, attemptAnswers.attempt_id))
        .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quiz_id))
        .innerJoin(profiles, eq(profiles.id, quizAttempts.profile_id))
        .innerJoin(questionVersions, eq(questionVersions.id, attemptAnswers.question_version_id));
      const [rows, [total]] = await Promise.all([
        base.where(where).orderBy(quizAttempts.submitted_at, attemptAnswers.id).limit(page.count).offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(attemptAnswers)
          .innerJoin(quizAttempts, eq(quizAttempts.id, attemptAnswers.attempt_id))
          .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quiz_id))
          .where(where),
      ]);
      const data = rows.map(({ ans, a, body, quiz_title, name }) => {
        const q = body as Question;
        const text = ((ans.answer as { text?: string } | null)?.text ?? '').slice(0, 30_000);
        return {
          answer_id: ans.id,
          attempt_id: a.id,
          quiz: { id: a.quiz_id, name: quiz_title },
          student: { profile_id: a.profile_id, name },
          position: ans.position,
          stem: q.stem,
          rubric: q.type === 'essay' ? q.rubric : '',
          text,
          words: wordCount(text),
          points: ans.points,
          submitted_at: a.submitted_at?.toISOString() ?? null,
        };
      });
      return paged(data, total?.n ?? 0, page);
    },

    /** PUT /api/attempt_answers/{id}/grade: a mentor's mark (an essay, or an override), with a comment. */
    async grade(caller: LearningCaller, answerId: number, b: { score: number; comment: string }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ ans: attemptAnswers, a: quizAttempts, quiz: quizzes, body: questionVersions.body })
          .from(attemptAnswers)
          .innerJoin(quizAttempts, eq(quizAttempts.id, attemptAnswers.attempt_id))
          .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quiz_id))
          .innerJoin(questionVersions, eq(questionVersions.id, attemptAnswers.question_version_id))
          .where(eq(attemptAnswers.id, answerId))
          .for('update', { of: attemptAnswers });
        if (!row || !runsContent(caller, row.quiz, true)) throw new NotFoundError();
        if (row.a.status === 'in_progress') throw new ValidationError({ score: T.attemptRunning }, T.attemptRunning);
        if (b.score > row.ans.points) throw new ValidationError({ score: T.essayPointsOnly }, T.essayPointsOnly);
        const q = { ...(row.body as Question), points: row.ans.points } as Question;
        const g = mentorGrade(q, b.score);
        await tx
          .update(attemptAnswers)
          .set({
            grade_status: 'graded',
            score: g.score,
            graded_by_profile_id: caller.profileId,
            mentor_comment: b.comment || null,
          })
          .where(eq(attemptAnswers.id, answerId));
        await deps.attempts.rescore(tx, row.a.id);
        await statsOutdated(tx, [row.a.quiz_id]);
        const [after] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, row.a.id));
        return { attempt_id: row.a.id, score: g.score ?? 0, attempt_score: after!.score, pending: after!.pending };
      });
    },

    /**
     * POST /api/question_banks/{id}/questions/{questionId}/regrade: the latest version's key applied to
     * every finished answer of an older version of the same type; each attempt's change is logged.
     */
    async regrade(caller: LearningCaller, bankId: number, questionId: number) {
      await deps.banks.usable(caller, bankId);
      return db.transaction(async (tx) => {
        const [q] = await tx
          .select({ version: questions.version, version_id: questionVersions.id, body: questionVersions.body })
          .from(questions)
          .innerJoin(
            questionVersions,
            and(eq(questionVersions.question_id, questions.id), eq(questionVersions.version, questions.version)),
          )
          .where(and(eq(questions.id, questionId), eq(questions.bank_id, bankId)));
        if (!q) throw new NotFoundError();
        const latest = q.body as Question;
        const rows = await tx
          .select({
            ans: attemptAnswers,
            version: questionVersions.version,
            type: sql<string>`${questionVersions.body}->>'type'`,
          })
          .from(attemptAnswers)
          .innerJoin(quizAttempts, eq(quizAttempts.id, attemptAnswers.attempt_id))
          .innerJoin(questionVersions, eq(questionVersions.id, attemptAnswers.question_version_id))
          .where(
            and(
              eq(attemptAnswers.question_id, questionId),
              ne(quizAttempts.status, 'in_progress'),
              ne(questionVersions.version, q.version),
              ne(attemptAnswers.grade_status, 'pending'),
            ),
          )
          .for('update', { of: attemptAnswers });
        const touched = new Map<number, number>();
        const sameType = rows.filter((r) => r.type === latest.type && latest.type !== 'essay');
        const before = new Map<number, number>();
        if (sameType.length > 0) {
          const ids = [...new Set(sameType.map((r) => r.ans.attempt_id))];
          for (const a of await tx
            .select({ id: quizAttempts.id, score: quizAttempts.score })
            .from(quizAttempts)
            .where(inArray(quizAttempts.id, ids)))
            before.set(a.id, a.score ?? 0);
        }
        for (const r of sameType) {
          const g = gradeAnswer({ ...latest, points: r.ans.points } as Question, r.ans.answer as never);
          const score = g.status === 'graded' ? g.score : 0;
          // The answer now stands against the fixed version (its key is the one shown with the result).
          await tx
            .update(attemptAnswers)
            .set({ score, grade_status: g.status, question_version_id: q.version_id })
            .where(eq(attemptAnswers.id, r.ans.id));
          if (round2(score) !== round2(r.ans.score ?? 0)) touched.set(r.ans.attempt_id, 1);
        }
        const changes: { attempt_id: number; before: number; after: number }[] = [];
        for (const attemptId of touched.keys()) {
          await deps.attempts.rescore(tx, attemptId);
          const [a] = await tx
            .select({ score: quizAttempts.score })
            .from(quizAttempts)
            .where(eq(quizAttempts.id, attemptId));
          changes.push({ attempt_id: attemptId, before: before.get(attemptId) ?? 0, after: a?.score ?? 0 });
        }
        if (sameType.length > 0) {
          const quizIds = await tx
            .selectDistinct({ id: quizAttempts.quiz_id })
            .from(quizAttempts)
            .where(inArray(quizAttempts.id, [...new Set(sameType.map((r) => r.ans.attempt_id))]));
          await statsOutdated(
            tx,
            quizIds.map((x) => x.id),
          );
        }
        const fromVersion = rows.length > 0 ? Math.min(...rows.map((r) => r.version)) : q.version;
        await tx.insert(quizRegrades).values({
          question_id: questionId,
          from_version: fromVersion,
          to_version: q.version,
          changes,
          by_profile_id: caller.profileId,
          inserted_at: clock(),
        });
        return { version: q.version, answers: sameType.length, changed: changes.length, changes };
      });
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
