import type { CardCounts } from '@lbd/shared';
import { and, asc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { myQuizzes, practiceCards, practiceReviews, practiceSessions, questions, quizzes } from '../../db/schema';
import type { Tx } from '../../db/sql';
import { isMastered, type StoredCard } from './spaced-repetition';

type Runner = Db | Tx;

/** A question a student can practise: live in its bank and graded at once (essays wait for a mentor). */
export interface PracticeQuestionRow {
  id: number;
  sequence: number;
  type: string;
  category: string | null;
  difficulty: 'easy' | 'medium' | 'hard' | null;
  skill_ids: number[];
}

export interface CardRow {
  question_id: number;
  card: StoredCard;
  due_at: Date;
}

/** The questions of a bank a student can practise, in the bank's order. */
export function practicableQuestions(runner: Runner, bankId: number): Promise<PracticeQuestionRow[]> {
  return runner
    .select({
      id: questions.id,
      sequence: questions.sequence,
      type: questions.type,
      category: questions.category,
      difficulty: questions.difficulty,
      skill_ids: questions.skill_ids,
    })
    .from(questions)
    .where(and(eq(questions.bank_id, bankId), eq(questions.archived, false), ne(questions.type, 'essay')))
    .orderBy(asc(questions.sequence), asc(questions.id));
}

/** A student's cards of a bank. */
export async function cardsOf(runner: Runner, profileId: number, bankId: number): Promise<CardRow[]> {
  const rows = await runner
    .select({ question_id: practiceCards.question_id, card: practiceCards.card, due_at: practiceCards.due_at })
    .from(practiceCards)
    .where(and(eq(practiceCards.profile_id, profileId), eq(practiceCards.bank_id, bankId)));
  return rows.map((r) => ({ ...r, card: r.card as StoredCard }));
}

/** Where a student's cards of the bank's practicable questions stand, and when the next one falls due. */
export function countCards(
  live: readonly { id: number }[],
  cards: readonly CardRow[],
  dueBefore: Date,
): { counts: CardCounts; next_due_at: string | null } {
  const liveIds = new Set(live.map((q) => q.id));
  const mine = cards.filter((c) => liveIds.has(c.question_id));
  const mastered = mine.filter((c) => isMastered(c.card)).length;
  const next = mine.reduce<Date | null>((m, c) => (m === null || c.due_at < m ? c.due_at : m), null);
  return {
    counts: {
      total: liveIds.size,
      new: liveIds.size - mine.length,
      learning: mine.length - mastered,
      mastered,
      due_today: mine.filter((c) => c.due_at < dueBefore).length,
    },
    next_due_at: next ? next.toISOString() : null,
  };
}

/** Whether the student answered any question of the bank since `since`. */
export async function practisedSince(runner: Runner, profileId: number, bankId: number, since: Date): Promise<boolean> {
  const [row] = await runner
    .select({ id: practiceReviews.id })
    .from(practiceReviews)
    .where(
      and(
        eq(practiceReviews.profile_id, profileId),
        eq(practiceReviews.bank_id, bankId),
        gte(practiceReviews.reviewed_at, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The session of an enrolment still open and started since `since` (today), if any. */
export async function openSession(runner: Runner, myQuizId: number, since: Date): Promise<number | null> {
  const [row] = await runner
    .select({ id: practiceSessions.id })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.my_quiz_id, myQuizId),
        sql`${practiceSessions.finished_at} is null`,
        gte(practiceSessions.started_at, since),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** A student's enrolments in quiz bytes (not drafts), with each byte's bank. */
export function enrolledBytes(runner: Runner, profileId: number, bankId?: number) {
  return runner
    .select({
      my_quiz_id: myQuizzes.id,
      quiz_id: quizzes.id,
      title: quizzes.title,
      bank_id: quizzes.bank_id,
    })
    .from(myQuizzes)
    .innerJoin(quizzes, eq(quizzes.id, myQuizzes.quiz_id))
    .where(
      and(
        eq(myQuizzes.profile_id, profileId),
        ne(myQuizzes.status, 'Dropped'),
        eq(quizzes.kind, 'byte'),
        ne(quizzes.status, 'draft'),
        isNotNull(quizzes.bank_id),
        bankId === undefined ? undefined : eq(quizzes.bank_id, bankId),
      ),
    )
    .orderBy(asc(quizzes.id));
}

/** The students enrolled in any byte of a bank (or in one byte). */
export async function studentsOfBank(runner: Runner, bankId: number, quizId?: number): Promise<number[]> {
  const rows = await runner
    .selectDistinct({ profile_id: myQuizzes.profile_id })
    .from(myQuizzes)
    .innerJoin(quizzes, eq(quizzes.id, myQuizzes.quiz_id))
    .where(
      and(
        eq(quizzes.kind, 'byte'),
        eq(quizzes.bank_id, bankId),
        ne(myQuizzes.status, 'Dropped'),
        quizId === undefined ? undefined : eq(quizzes.id, quizId),
      ),
    );
  return rows.map((r) => r.profile_id);
}

/** Every card of these students in this bank (the class views). */
export async function cardsOfMany(runner: Runner, profileIds: readonly number[], bankId: number) {
  if (profileIds.length === 0) return [];
  const rows = await runner
    .select({ profile_id: practiceCards.profile_id, question_id: practiceCards.question_id, card: practiceCards.card })
    .from(practiceCards)
    .where(and(eq(practiceCards.bank_id, bankId), inArray(practiceCards.profile_id, [...profileIds])));
  return rows.map((r) => ({ ...r, card: r.card as StoredCard }));
}
