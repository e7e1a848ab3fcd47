import { QUESTION_HEALTH_FLAGS, type Question, type QuestionHealthFlag, type QuizStats } from '@lbd/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attemptAnswers, questions, questionVersions, quizAttempts, quizStats, quizzes } from '../../db/schema';
import type { LearningCaller } from '../../lib/learning-content/policy';
import { notifyingTransaction, type Notifier } from '../notifications';
import type { QuizzesService } from './quizzes.service';
import { quizStats as computeStats, type StatAttempt } from './stats';

/** A quiz with at most this many finished attempts is counted again when its page is opened; more wait for the job. */
export const INLINE_STATS_MAX = 2_000;
/** Quizzes the background job counts per run (the next run carries on). */
const STALE_PER_RUN = 20;

/**
 * Quiz statistics (issue 26 item 8), counted by a background job and kept (`quiz_stats`); question
 * health written to each question, and its author told once when a flag first appears.
 */
export function createStatsService(deps: { db: Db; clock: () => Date; quizzes: QuizzesService; notifier?: Notifier }) {
  const { db, clock } = deps;

  async function compute(quizId: number): Promise<QuizStats | null> {
    const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
    if (!quiz) return null;
    const [started] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(quizAttempts)
      .where(eq(quizAttempts.quiz_id, quizId));
    const finished = await db
      .select({
        id: quizAttempts.id,
        profile_id: quizAttempts.profile_id,
        score: quizAttempts.score,
        max: quizAttempts.max_score,
        pending: quizAttempts.pending,
      })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quiz_id, quizId), ne(quizAttempts.status, 'in_progress')));
    const answers =
      finished.length === 0
        ? []
        : await db
            .select({
              attempt_id: attemptAnswers.attempt_id,
              question_id: attemptAnswers.question_id,
              points: attemptAnswers.points,
              score: attemptAnswers.score,
              grade_status: attemptAnswers.grade_status,
              answer: attemptAnswers.answer,
              seconds: attemptAnswers.seconds,
            })
            .from(attemptAnswers)
            .innerJoin(quizAttempts, eq(quizAttempts.id, attemptAnswers.attempt_id))
            .where(and(eq(quizAttempts.quiz_id, quizId), ne(quizAttempts.status, 'in_progress')));
    const byAttempt = new Map<number, StatAttempt['answers'][number][]>();
    for (const a of answers) {
      const list = byAttempt.get(a.attempt_id) ?? [];
      list.push({
        question_id: a.question_id,
        fraction: a.grade_status === 'pending' ? null : a.points > 0 ? (a.score ?? 0) / a.points : 0,
        answered: a.answer !== null,
        answer: a.answer,
        seconds: a.seconds,
      });
      byAttempt.set(a.attempt_id, list);
    }
    const questionIds = [...new Set(answers.map((a) => a.question_id))];
    const bodies =
      questionIds.length === 0
        ? []
        : await db
            .select({ id: questions.id, body: questionVersions.body })
            .from(questions)
            .innerJoin(
              questionVersions,
              and(eq(questionVersions.question_id, questions.id), eq(questionVersions.version, questions.version)),
            )
            .where(inArray(questions.id, questionIds));
    const now = clock();
    const stats: QuizStats = {
      ...computeStats({
        started: started?.n ?? 0,
        passMark: quiz.pass_mark,
        attempts: finished.map((f) => {
          const percent = f.max ? ((f.score ?? 0) / f.max) * 100 : 0;
          return {
            percent,
            passed: f.pending > 0 ? null : percent >= quiz.pass_mark,
            profile_id: f.profile_id,
            answers: byAttempt.get(f.id) ?? [],
          };
        }),
        questions: new Map(bodies.map((b) => [b.id, b.body as Question])),
      }),
      computed_at: now.toISOString(),
    };
    await notifyingTransaction(db, deps.notifier, async (tx, notify) => {
      await tx
        .insert(quizStats)
        .values({ quiz_id: quizId, stats, attempts: finished.length, computed_at: now })
        .onConflictDoUpdate({ target: quizStats.quiz_id, set: { stats, attempts: finished.length, computed_at: now } });
      // Health: written to each question answered often enough; its author hears of a new flag once.
      for (const q of stats.questions) {
        if (q.answered < 30) continue;
        const [row] = await tx
          .select({ health: questions.health, author: questions.created_by_profile_id })
          .from(questions)
          .where(eq(questions.id, q.question_id))
          .for('update');
        const before = new Set(Array.isArray(row?.health) ? (row.health as QuestionHealthFlag[]) : []);
        await tx.update(questions).set({ health: q.flags }).where(eq(questions.id, q.question_id));
        const fresh = q.flags.filter((f) => !before.has(f));
        if (fresh.length > 0 && row?.author)
          await notify({
            kind: 'quiz',
            profile_ids: [row.author],
            message: `A question in ${quiz.title} needs a look: ${fresh.map((f) => QUESTION_HEALTH_FLAGS[f].toLowerCase()).join('; ')}.`,
            targets: { my_quiz_id: quizId },
            performer_profile_id: null,
          });
      }
    });
    return stats;
  }

  return {
    compute,
    /** GET /api/quizzes/{id}/stats: as last counted; a small quiz whose attempts changed is counted again now. */
    async show(caller: LearningCaller, quizId: number): Promise<QuizStats> {
      await deps.quizzes.managed(caller, quizId);
      const [[kept], [count]] = await Promise.all([
        db.select().from(quizStats).where(eq(quizStats.quiz_id, quizId)),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(quizAttempts)
          .where(and(eq(quizAttempts.quiz_id, quizId), ne(quizAttempts.status, 'in_progress'))),
      ]);
      const finished = count?.n ?? 0;
      if (kept && (kept.attempts === finished || finished > INLINE_STATS_MAX)) return kept.stats as QuizStats;
      return (await compute(quizId))!;
    },
    /** Counts again the quizzes whose finished attempts changed since they were last counted (a periodic job). */
    async refreshStale(): Promise<number> {
      const stale = await db.execute(sql`
        select q.id from quizzes q
        left join quiz_stats s on s.quiz_id = q.id
        where coalesce(s.attempts, 0) <> (select count(*) from quiz_attempts a where a.quiz_id = q.id and a.status <> 'in_progress')
        limit ${STALE_PER_RUN}`);
      const ids = ((stale as unknown as { rows: { id: number }[] }).rows ?? []).map((r) => Number(r.id));
      for (const id of ids) await compute(id);
      return ids.length;
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
