import { describe, expect, it } from 'vitest';
import { gradeAnswer, mentorGrade, normaliseText } from './grading';
import { QUIZ_TEXTS as T } from './messages';
import { parseAnswer, questionSchema, type Question, type QuestionInput, type QuestionOf } from './questions';

const q = (input: QuestionInput): Question => questionSchema.parse(input);
const stem = '<p>Question</p>';

describe('question schemas', () => {
  it('refuses a key that is not among the options, and blanks that do not match the text', () => {
    const bad = questionSchema.safeParse({
      type: 'single_choice',
      stem,
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
      correct: 'c',
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toBe(T.correctUnknown);
    const blanks = questionSchema.safeParse({
      type: 'fill_blanks',
      stem: '<p>SELECT [[a]] FROM t</p>',
      blanks: [{ id: 'b', accepted: ['x'] }],
    });
    expect(blanks.error!.issues[0]!.message).toBe(T.blanksMismatch);
    expect(
      questionSchema.safeParse({ type: 'true_false', stem: '<p> </p>', correct: true }).error!.issues[0]!.message,
    ).toBe(T.stemRequired);
  });
});

describe('graders', () => {
  it('single choice, with and without negative marking', () => {
    const opts = [
      { id: 'a', text: '2' },
      { id: 'b', text: '4' },
    ];
    const plain = q({ type: 'single_choice', stem, options: opts, correct: 'b', points: 4 });
    expect(gradeAnswer(plain, { option_id: 'b' })).toMatchObject({ score: 4, correct: true });
    expect(gradeAnswer(plain, { option_id: 'a' })).toMatchObject({ score: 0, correct: false });
    const negative = q({ type: 'single_choice', stem, options: opts, correct: 'b', points: 4, penalty: 0.25 });
    expect(gradeAnswer(negative, { option_id: 'a' })).toMatchObject({ score: -1, fraction: -0.25 });
    // Not answering never loses marks.
    expect(gradeAnswer(negative, null)).toMatchObject({ status: 'unanswered', score: 0 });
  });

  it('multiple response: partial credit, wrong picks take back their share, never below zero', () => {
    const mr = q({
      type: 'multiple_response',
      stem,
      points: 2,
      options: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: id })),
      correct: ['a', 'b'],
    });
    expect(gradeAnswer(mr, { option_ids: ['a', 'b'] })).toMatchObject({ score: 2, correct: true });
    expect(gradeAnswer(mr, { option_ids: ['a'] })).toMatchObject({ score: 1, correct: false });
    expect(gradeAnswer(mr, { option_ids: ['a', 'c'] })).toMatchObject({ score: 0 });
    expect(gradeAnswer(mr, { option_ids: ['a', 'b', 'c'] })).toMatchObject({ score: 1 });
    expect(gradeAnswer(mr, { option_ids: ['c', 'd'] })).toMatchObject({ score: 0 });
    const strict = q({ ...(mr as QuestionOf<'multiple_response'>), partial: false, penalty: 0.5 });
    expect(gradeAnswer(strict, { option_ids: ['a'] })).toMatchObject({ score: -1 });
    expect(gradeAnswer(strict, { option_ids: ['b', 'a'] })).toMatchObject({ score: 2 });
  });

  it('true/false', () => {
    const tf = q({ type: 'true_false', stem, correct: false });
    expect(gradeAnswer(tf, { value: false }).correct).toBe(true);
    expect(gradeAnswer(tf, { value: true }).correct).toBe(false);
  });

  it('short answer: several accepted answers, case and space rules', () => {
    const sa = q({ type: 'short_answer', stem, accepted: ['New Delhi', 'Delhi'] });
    expect(gradeAnswer(sa, { text: '  new   delhi ' }).correct).toBe(true);
    expect(gradeAnswer(sa, { text: 'DELHI' }).correct).toBe(true);
    expect(gradeAnswer(sa, { text: 'Mumbai' }).correct).toBe(false);
    const exact = q({ type: 'short_answer', stem, accepted: ['SELECT *'], case_sensitive: true, spaces: 'exact' });
    expect(gradeAnswer(exact, { text: 'select *' }).correct).toBe(false);
    expect(gradeAnswer(exact, { text: 'SELECT  *' }).correct).toBe(false);
    const spaceless = q({ type: 'short_answer', stem, accepted: ['a+b'], spaces: 'ignore' });
    expect(gradeAnswer(spaceless, { text: 'a + b' }).correct).toBe(true);
    expect(normaliseText('Ａ', 'exact', true)).toBe('Ａ');
  });

  it('numerical: absolute and relative tolerance, binary fractions forgiven', () => {
    const abs = q({ type: 'numerical', stem, answer: 3.14, tolerance: 0.01 });
    expect(gradeAnswer(abs, { value: 3.15 }).correct).toBe(true);
    expect(gradeAnswer(abs, { value: 3.16 }).correct).toBe(false);
    const rel = q({ type: 'numerical', stem, answer: 200, tolerance: 0.05, tolerance_kind: 'relative' });
    expect(gradeAnswer(rel, { value: 210 }).correct).toBe(true);
    expect(gradeAnswer(rel, { value: 211 }).correct).toBe(false);
    const exact = q({ type: 'numerical', stem, answer: 0.3 });
    expect(gradeAnswer(exact, { value: 0.1 + 0.2 }).correct).toBe(true);
  });

  it('fill in the blanks: typed and dropdown, a share per blank', () => {
    const fb = q({
      type: 'fill_blanks',
      stem: '<p>[[verb]] * [[kw]] users</p>',
      points: 2,
      blanks: [
        { id: 'verb', accepted: ['SELECT'] },
        { id: 'kw', accepted: ['FROM'], options: ['FROM', 'INTO', 'WHERE'] },
      ],
    });
    expect(gradeAnswer(fb, { blanks: { verb: 'select', kw: 'FROM' } })).toMatchObject({ score: 2 });
    expect(gradeAnswer(fb, { blanks: { verb: 'select', kw: 'INTO' } })).toMatchObject({ score: 1 });
    expect(gradeAnswer(fb, { blanks: {} })).toMatchObject({ score: 0 });
  });

  it('matching and ordering: a share per pair or place; all or nothing when asked', () => {
    const m = q({
      type: 'matching',
      stem,
      points: 3,
      pairs: [
        { id: 'p1', left: 'HTTP 404', right: 'Not found' },
        { id: 'p2', left: 'HTTP 500', right: 'Server error' },
        { id: 'p3', left: 'HTTP 201', right: 'Created' },
      ],
      distractors: [{ id: 'x', text: 'Moved' }],
    });
    expect(gradeAnswer(m, { pairs: { p1: 'p1', p2: 'p2', p3: 'p3' } })).toMatchObject({ score: 3 });
    expect(gradeAnswer(m, { pairs: { p1: 'p1', p2: 'x', p3: 'p2' } })).toMatchObject({ score: 1 });
    const o = q({
      type: 'ordering',
      stem,
      items: ['plan', 'build', 'test', 'ship'].map((id) => ({ id, text: id })),
    });
    expect(gradeAnswer(o, { order: ['plan', 'build', 'test', 'ship'] })).toMatchObject({ fraction: 1 });
    expect(gradeAnswer(o, { order: ['plan', 'test', 'build', 'ship'] })).toMatchObject({ fraction: 0.5 });
    expect(
      gradeAnswer(q({ ...(o as QuestionOf<'ordering'>), partial: false }), { order: ['plan', 'test', 'build', 'ship'] })
        .fraction,
    ).toBe(0);
  });

  it('essays wait for a mentor, whose mark is held to the points; answers are checked against the type', () => {
    const e = q({ type: 'essay', stem, points: 10, max_words: 5 });
    expect(gradeAnswer(e, { text: 'Some words' })).toMatchObject({ status: 'pending' });
    expect(mentorGrade(e, 12)).toMatchObject({ score: 10, correct: true });
    expect(mentorGrade(e, 6.5)).toMatchObject({ score: 6.5, correct: false });
    expect(parseAnswer(e, { text: 'one two three four five six' })).toEqual({
      ok: false,
      message: T.essayTooManyWords,
    });
    expect(parseAnswer(e, { option_id: 'a' })).toEqual({ ok: false, message: T.answerWrongType });
    expect(parseAnswer({ type: 'short_answer' }, { text: 'x'.repeat(501) })).toEqual({
      ok: false,
      message: T.answerTooLong,
    });
    expect(parseAnswer({ type: 'numerical' }, { value: 'NaN' })).toEqual({ ok: false, message: T.answerWrongType });
  });
});
