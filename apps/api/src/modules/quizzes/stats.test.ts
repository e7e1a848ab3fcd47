import { QUESTION_HEALTH_MIN_ANSWERS, questionSchema, type Question } from '@lbd/shared';
import { describe, expect, it } from 'vitest';
import { healthFlags, median, quizStats, type StatAttempt } from './stats';

const choice: Question = questionSchema.parse({
  type: 'single_choice',
  stem: '<p>2 + 2?</p>',
  options: [
    { id: 'a', text: '3' },
    { id: 'b', text: '4' },
    { id: 'c', text: '5' },
  ],
  correct: 'b',
});
const hard: Question = questionSchema.parse({ type: 'true_false', stem: '<p>Hard</p>', correct: true });

/** n attempts: the first `strong` get both right, the rest get the choice wrong (picking 'a'). */
function attempts(n: number, strong: number): StatAttempt[] {
  return Array.from({ length: n }, (_, i) => {
    const good = i < strong;
    return {
      percent: good ? 100 : 50,
      passed: good,
      profile_id: i + 1,
      answers: [
        {
          question_id: 1,
          fraction: good ? 1 : 0,
          answered: true,
          answer: { option_id: good ? 'b' : 'a' },
          seconds: 30 + i,
        },
        { question_id: 2, fraction: 1, answered: true, answer: { value: true }, seconds: 10 },
      ],
    };
  });
}

describe('quiz statistics', () => {
  it('counts the distribution, mean, median, pass and completion rates', () => {
    const s = quizStats({
      started: 12,
      passMark: 60,
      attempts: attempts(10, 4),
      questions: new Map([
        [1, choice],
        [2, hard],
      ]),
    });
    expect(s).toMatchObject({ started: 12, finished: 10, students: 10, mean: 70, median: 50, pass_rate: 0.4 });
    expect(s.completion_rate).toBeCloseTo(0.833, 3);
    expect(s.distribution.find((d) => d.from === 50)!.attempts).toBe(6);
    expect(s.distribution.find((d) => d.from === 90)).toEqual({ from: 90, to: 100, attempts: 4 });
  });

  it('gives each question its facility, discrimination, choices and median time', () => {
    const s = quizStats({
      started: 10,
      passMark: 60,
      attempts: attempts(10, 4),
      questions: new Map([
        [1, choice],
        [2, hard],
      ]),
    });
    const q1 = s.questions.find((q) => q.question_id === 1)!;
    expect(q1).toMatchObject({ answered: 10, facility: 0.4, discrimination: 1, median_seconds: 34.5 });
    expect(q1.choices).toEqual([
      { id: 'a', text: '3', picks: 6, correct: false },
      { id: 'b', text: '4', picks: 4, correct: true },
      { id: 'c', text: '5', picks: 0, correct: false },
    ]);
    const q2 = s.questions.find((q) => q.question_id === 2)!;
    expect(q2).toMatchObject({ facility: 1, discrimination: 0 });
    // Too few answers for health flags.
    expect(q1.flags).toEqual([]);
  });

  it('flags a question once it has enough answers: too easy, too hard, not discriminating, an unpicked option', () => {
    const s = quizStats({
      started: 40,
      passMark: 60,
      attempts: attempts(QUESTION_HEALTH_MIN_ANSWERS + 10, 12),
      questions: new Map([
        [1, choice],
        [2, hard],
      ]),
    });
    expect(s.questions.find((q) => q.question_id === 1)!.flags).toEqual(['unpicked_option']);
    expect(s.questions.find((q) => q.question_id === 2)!.flags).toEqual(['too_easy', 'no_discrimination']);
    expect(healthFlags({ answered: 30, facility: 0.05, discrimination: 0.3, choices: [] })).toEqual(['too_hard']);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([])).toBeNull();
  });
});
