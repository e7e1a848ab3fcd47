import { MASTERY_STABILITY_DAYS, type PracticeRating } from '@lbd/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SLOW_ANSWER_SECONDS,
  cardState,
  indiaDay,
  isMastered,
  newCard,
  pickSession,
  ratingFor,
  review,
  type StoredCard,
} from './spaced-repetition';

const DAY = 86_400_000;
const T0 = new Date('2026-03-02T04:30:00Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);
const graded = (fraction: number) => ({ status: 'graded' as const, fraction });

/** A card after a history of (days after the previous review, rating) steps, starting new at T0. */
function after(steps: [number, PracticeRating][]): { card: StoredCard; now: Date } {
  let card = newCard(T0);
  let now = T0;
  for (const [gap, rating] of steps) {
    now = new Date(now.getTime() + gap * DAY);
    card = review(card, rating, now);
  }
  return { card, now };
}

const ratings = fc.constantFrom<PracticeRating>('again', 'hard', 'good');
const history = fc.array(fc.tuple(fc.double({ min: 0, max: 60, noNaN: true }), ratings), { maxLength: 12 });

describe('the rating of a graded answer', () => {
  it('is Again for wrong or unanswered, Hard for partly right or a long struggle, Good for right', () => {
    expect(ratingFor(graded(0))).toBe('again');
    expect(ratingFor({ status: 'unanswered', fraction: 0 })).toBe('again');
    expect(ratingFor(graded(-0.25))).toBe('again');
    expect(ratingFor(graded(0.5))).toBe('hard');
    expect(ratingFor(graded(1), 20)).toBe('good');
    expect(ratingFor(graded(1), SLOW_ANSWER_SECONDS)).toBe('good');
    expect(ratingFor(graded(1), SLOW_ANSWER_SECONDS + 1)).toBe('hard');
  });
});

describe('the schedule', () => {
  it('starts a new card due at once, and a right answer sends it days ahead', () => {
    const card = newCard(T0);
    expect(cardState(card)).toBe('new');
    expect(cardState(null)).toBe('new');
    expect(card.due).toBe(T0.toISOString());
    const next = review(card, 'good', T0);
    expect(cardState(next)).toBe('review');
    expect(next.reps).toBe(1);
    expect(new Date(next.due).getTime()).toBeGreaterThanOrEqual(at(2).getTime());
  });

  it('never resets after a missed week: the card waits, a right answer gives a longer interval than on time', () => {
    const { card } = after([
      [0, 'good'],
      [3, 'good'],
    ]);
    const due = new Date(card.due);
    const onTime = review(card, 'good', due);
    const aWeekLate = review(card, 'good', new Date(due.getTime() + 7 * DAY));
    // Still the same card: its reviews counted, no lapse, and a recall after a longer gap is worth more.
    expect(aWeekLate.reps).toBe(card.reps + 1);
    expect(aWeekLate.lapses).toBe(0);
    expect(aWeekLate.stability).toBeGreaterThan(onTime.stability);
    expect(new Date(aWeekLate.due).getTime()).toBeGreaterThan(new Date(onTime.due).getTime());
  });

  it('a lapse after a missed week is a lapse, not a reset: stability stays above 0, the history stays', () => {
    const { card } = after([
      [0, 'good'],
      [3, 'good'],
      [14, 'good'],
    ]);
    const late = new Date(new Date(card.due).getTime() + 7 * DAY);
    const lapsed = review(card, 'again', late);
    expect(lapsed.stability).toBeGreaterThan(0);
    expect(lapsed.lapses).toBe(card.lapses + 1);
    expect(lapsed.reps).toBe(card.reps + 1);
    expect(cardState(lapsed)).not.toBe('new');
    // Back in days (sooner than before), not in minutes and not never; what was learned still counts.
    expect(lapsed.stability).toBeLessThan(card.stability);
    expect(new Date(lapsed.due).getTime()).toBeGreaterThanOrEqual(late.getTime() + DAY);
    expect(lapsed.stability).toBeGreaterThan(newCard(late).stability);
  });

  it('masters a question after right answers spread over weeks, not after one', () => {
    const once = after([[0, 'good']]).card;
    expect(isMastered(once)).toBe(false);
    const thrice = after([
      [0, 'good'],
      [3, 'good'],
      [14, 'good'],
    ]).card;
    expect(thrice.stability).toBeGreaterThanOrEqual(MASTERY_STABILITY_DAYS);
    expect(isMastered(thrice)).toBe(true);
    expect(isMastered(null)).toBe(false);
  });

  it('property: a right answer never moves the due date back, whenever it comes after the last review', () => {
    fc.assert(
      fc.property(history, fc.double({ min: 0, max: 400, noNaN: true }), (steps, gap) => {
        const { card, now } = after(steps);
        const when = new Date(now.getTime() + gap * DAY);
        const next = review(card, 'good', when);
        expect(new Date(next.due).getTime()).toBeGreaterThan(when.getTime());
        expect(new Date(next.due).getTime()).toBeGreaterThanOrEqual(new Date(card.due).getTime());
      }),
      { numRuns: 300 },
    );
  });

  it('property: a lapse after a missed week keeps stability above 0 and the reviews counted', () => {
    fc.assert(
      fc.property(history, fc.integer({ min: 7, max: 60 }), (steps, missed) => {
        const { card } = after(steps);
        const late = new Date(new Date(card.due).getTime() + missed * DAY);
        const lapsed = review(card, 'again', late);
        expect(lapsed.stability).toBeGreaterThan(0);
        expect(lapsed.reps).toBe(card.reps + 1);
        expect(new Date(lapsed.due).getTime()).toBeGreaterThan(late.getTime());
      }),
      { numRuns: 300 },
    );
  });
});

describe('a session', () => {
  const dueBefore = indiaDay(T0).end;

  it('asks what is due, most overdue first, then new questions in the bank’s order', () => {
    const picks = pickSession(
      [1, 2, 3, 4, 5, 6, 7],
      [
        { question_id: 3, due_at: at(-1) },
        { question_id: 5, due_at: at(-4) },
        { question_id: 6, due_at: at(10) },
      ],
      5,
      dueBefore,
    );
    expect(picks).toEqual([
      { question_id: 5, reason: 'due' },
      { question_id: 3, reason: 'due' },
      { question_id: 1, reason: 'new' },
      { question_id: 2, reason: 'new' },
      { question_id: 4, reason: 'new' },
    ]);
  });

  it('tops up to 3 with the cards due soonest when little is due, and leaves out archived questions', () => {
    const picks = pickSession(
      [1, 2, 3, 4],
      [
        { question_id: 1, due_at: at(5) },
        { question_id: 2, due_at: at(2) },
        { question_id: 3, due_at: at(-2) },
        { question_id: 4, due_at: at(9) },
        { question_id: 99, due_at: at(-30) },
      ],
      5,
      dueBefore,
    );
    expect(picks).toEqual([
      { question_id: 3, reason: 'due' },
      { question_id: 2, reason: 'ahead' },
      { question_id: 1, reason: 'ahead' },
    ]);
  });

  it('property: 3 to 5 questions (fewer only when the bank has fewer), never the same one twice, due ones first', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 0, maxLength: 40 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 70 }), fc.integer({ min: -30, max: 30 })), { maxLength: 50 }),
        fc.integer({ min: 3, max: 5 }),
        (bank, raw, size) => {
          const cards = raw.map(([question_id, d]) => ({ question_id, due_at: at(d) }));
          const picks = pickSession(bank, cards, size, dueBefore);
          const ids = picks.map((p) => p.question_id);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids.every((id) => bank.includes(id))).toBe(true);
          expect(picks.length).toBeLessThanOrEqual(size);
          if (bank.length >= 3) expect(picks.length).toBeGreaterThanOrEqual(3);
          const lastDue = new Map<number, Date>();
          for (const c of cards) if (bank.includes(c.question_id)) lastDue.set(c.question_id, c.due_at);
          const dueNow = [...lastDue.values()].filter((d) => d < dueBefore).length;
          const available = Math.min(size, dueNow + bank.length - lastDue.size);
          expect(picks.length).toBe(available >= 3 ? available : Math.min(3, bank.length));
          // Due cards come before new ones, and the most overdue first.
          const reasons = picks.map((p) => p.reason);
          const firstNotDue = reasons.findIndex((r) => r !== 'due');
          if (firstNotDue >= 0) expect(reasons.slice(firstNotDue).includes('due')).toBe(false);
          const dues = picks.filter((p) => p.reason === 'due').map((p) => lastDue.get(p.question_id)!.getTime());
          expect(dues).toEqual([...dues].sort((a, b) => a - b));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the day in India', () => {
  it('runs from midnight to midnight at +05:30', () => {
    const d = indiaDay(new Date('2026-03-01T20:00:00Z'));
    expect(d.day).toBe('2026-03-02');
    expect(d.start.toISOString()).toBe('2026-03-01T18:30:00.000Z');
    expect(d.end.toISOString()).toBe('2026-03-02T18:30:00.000Z');
  });
});
