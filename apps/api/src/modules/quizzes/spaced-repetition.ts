import {
  MASTERY_STABILITY_DAYS,
  QUIZ_BYTE_LIMITS,
  todayOf,
  type CardState,
  type Grade,
  type PracticeRating,
} from '@lbd/shared';
import { createEmptyCard, fsrs, Rating, State, type Card } from 'ts-fsrs';

/*
 * The scheduling rule of quiz bytes (decision 0077), pure and in one place: how a graded answer rates
 * (FSRS's Again, Hard, Good, Easy), the card that rating gives, which questions a session asks, and
 * what counts as mastered. FSRS (ts-fsrs) keeps each card's stability and difficulty; an overdue card
 * is simply reviewed late, which FSRS reads as a harder recall: a missed day never resets a schedule.
 */

/**
 * Daily practice, so no same-day learning steps (every interval is whole days), no random fuzz (the
 * same answers give the same schedule, which the tests rely on), retention 90%, at most a year apart.
 */
const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false, request_retention: 0.9, maximum_interval: 365 });

/** A right answer that took longer than this was hard work: rated Hard, so it comes back sooner. */
export const SLOW_ANSWER_SECONDS = 120;

/** A card as stored (practice_cards.card): FSRS's card with its dates as ISO text. */
export interface StoredCard {
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: State;
  last_review: string | null;
}

const RATINGS: Record<PracticeRating, Rating.Again | Rating.Hard | Rating.Good> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
};

const toStored = (c: Card): StoredCard => ({
  due: c.due.toISOString(),
  stability: c.stability,
  difficulty: c.difficulty,
  elapsed_days: c.elapsed_days,
  scheduled_days: c.scheduled_days,
  learning_steps: c.learning_steps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  last_review: c.last_review ? c.last_review.toISOString() : null,
});

const fromStored = (c: StoredCard): Card => ({
  ...c,
  due: new Date(c.due),
  last_review: c.last_review ? new Date(c.last_review) : undefined,
});

/** A question the student has never practised: due now, state New. */
export const newCard = (now: Date): StoredCard => toStored(createEmptyCard(now));

/**
 * A graded answer's FSRS rating: wrong (or nothing right) is Again; partly right, or right after a long
 * struggle, is Hard; right is Good. FSRS's Easy is never given: one quick right pick may be a guess, and
 * an Easy followed by a Good on the same day would move the due date back. Essays are not practised
 * (they wait for a mentor), so a pending grade never arrives here.
 */
export function ratingFor(grade: Pick<Grade, 'status' | 'fraction'>, seconds = 0): PracticeRating {
  if (grade.status !== 'graded' || grade.fraction === null || grade.fraction <= 0) return 'again';
  if (grade.fraction < 1 - 1e-9) return 'hard';
  return seconds > SLOW_ANSWER_SECONDS ? 'hard' : 'good';
}

/** The card after an answer rated `rating` at `now` (a late answer is a late review, never a reset). */
export function review(card: StoredCard, rating: PracticeRating, now: Date): StoredCard {
  return toStored(scheduler.next(fromStored(card), now, RATINGS[rating]).card);
}

export function cardState(card: StoredCard | null): CardState {
  if (!card) return 'new';
  switch (card.state) {
    case State.New:
      return 'new';
    case State.Learning:
      return 'learning';
    case State.Review:
      return 'review';
    case State.Relearning:
      return 'relearning';
  }
}

/** Mastered: in review with a stability of at least MASTERY_STABILITY_DAYS (see decision 0077). */
export const isMastered = (card: StoredCard | null): boolean =>
  card !== null && card.state === State.Review && card.stability >= MASTERY_STABILITY_DAYS;

/** How likely the student recalls the card now (0..1); 1 for a card never reviewed. */
export const recallChance = (card: StoredCard, now: Date): number =>
  card.state === State.New ? 1 : scheduler.get_retrievability(fromStored(card), now, false);

export interface SessionPick {
  question_id: number;
  reason: 'due' | 'new' | 'ahead';
}

/**
 * The questions of one session, `size` of them (3 to 5) and never one twice: cards due before
 * `dueBefore` (the end of today), most overdue first; then questions never practised, in the bank's
 * order; and only if that leaves fewer than the minimum, the cards due soonest (practice ahead).
 * `questionIds` are the bank's questions a student can practise, in order; `cards` the student's cards.
 */
export function pickSession(
  questionIds: readonly number[],
  cards: readonly { question_id: number; due_at: Date }[],
  size: number,
  dueBefore: Date,
): SessionPick[] {
  const want = Math.min(Math.max(size, QUIZ_BYTE_LIMITS.sessionMin), QUIZ_BYTE_LIMITS.sessionMax);
  const live = new Set(questionIds);
  const seen = new Map<number, Date>();
  for (const c of cards) if (live.has(c.question_id)) seen.set(c.question_id, c.due_at);
  const byDue = [...seen.entries()].sort((a, b) => a[1].getTime() - b[1].getTime() || a[0] - b[0]);
  const due = byDue.filter(([, at]) => at < dueBefore).map(([id]) => ({ question_id: id, reason: 'due' as const }));
  const fresh = [...new Set(questionIds)]
    .filter((id) => !seen.has(id))
    .map((id) => ({ question_id: id, reason: 'new' as const }));
  const out: SessionPick[] = [...due, ...fresh].slice(0, want);
  if (out.length < QUIZ_BYTE_LIMITS.sessionMin) {
    const taken = new Set(out.map((p) => p.question_id));
    for (const [id] of byDue) {
      if (out.length >= QUIZ_BYTE_LIMITS.sessionMin) break;
      if (!taken.has(id)) out.push({ question_id: id, reason: 'ahead' });
    }
  }
  return out;
}

/** Midnight (India) starting the day `now` falls in, and the next one. */
export function indiaDay(now: Date): { day: string; start: Date; end: Date } {
  const day = todayOf(now);
  const start = new Date(`${day}T00:00:00+05:30`);
  return { day, start, end: new Date(start.getTime() + 86_400_000) };
}
