import { bankQuestionBodySchema, QUESTION_TYPES, QUIZ_TEXTS, type QuestionInput } from '@lbd/shared/quizzes';
import { describe, expect, it } from 'vitest';
import { blankQuestion, syncBlanks, validateDraft, type QuestionDraft } from './question-form';

/** A question of each type filled in as an author would through the editor. */
function filled(type: (typeof QUESTION_TYPES)[number]): QuestionInput {
  const q = blankQuestion(type, { stem: '<p>What is \\(2+2\\)?</p>', points: 2 });
  switch (q.type) {
    case 'single_choice':
      return {
        ...q,
        options: [
          { id: 'a', text: '3' },
          { id: 'b', text: '4' },
        ],
        correct: 'b',
        penalty: 0.25,
      };
    case 'multiple_response':
      return {
        ...q,
        options: [
          { id: 'a', text: '4' },
          { id: 'b', text: 'four' },
          { id: 'c', text: '5' },
        ],
        correct: ['a', 'b'],
      };
    case 'true_false':
      return { ...q, correct: false };
    case 'short_answer':
      return { ...q, accepted: ['four', ' 4 ', ''], spaces: 'ignore', case_sensitive: true };
    case 'numerical':
      return { ...q, answer: 4, tolerance: 0.05, tolerance_kind: 'relative' };
    case 'fill_blanks': {
      const stem = '<p>Two and two make [[sum]] and three and three make [[six]].</p>';
      const blanks = syncBlanks(stem, []).map((b) =>
        b.id === 'sum' ? { ...b, accepted: ['4', 'four'] } : { ...b, accepted: ['6'], options: ['5', '6'] },
      );
      return { ...q, stem, blanks };
    }
    case 'matching':
      return {
        ...q,
        pairs: [
          { id: 'a', left: 'India', right: 'New Delhi' },
          { id: 'b', left: 'Japan', right: 'Tokyo' },
        ],
        distractors: [{ id: 'c', text: 'Paris' }],
      };
    case 'ordering':
      return {
        ...q,
        items: [
          { id: 'a', text: 'one' },
          { id: 'b', text: 'two' },
          { id: 'c', text: 'three' },
        ],
      };
    case 'essay':
      return { ...q, min_words: 50, max_words: 300, rubric: 'Structure, examples' };
  }
}

const draft = (question: QuestionInput): QuestionDraft => ({
  question,
  category: 'Arithmetic',
  tags: 'basics, warm-up',
  difficulty: 'easy',
  skills: [{ id: 4, label: 'Aptitude' }],
});

describe('the question editor’s body', () => {
  it.each(QUESTION_TYPES)('%s: what the editor sends is accepted by the contract', (type) => {
    const { body, errors } = validateDraft(draft(filled(type)));
    expect(errors).toEqual({});
    expect(bankQuestionBodySchema.safeParse(body).success).toBe(true);
    expect(body!.tags).toEqual(['basics', 'warm-up']);
    expect(body!.skill_ids).toEqual([4]);
    expect(body!.question.type).toBe(type);
  });

  it('drops empty lines of accepted answers and keeps the key', () => {
    const { body } = validateDraft(draft(filled('short_answer')));
    expect(body!.question).toMatchObject({ accepted: ['four', '4'], spaces: 'ignore', case_sensitive: true });
  });

  it('says what is missing, by field, in the contract’s words', () => {
    const q = blankQuestion('single_choice');
    const { body, errors } = validateDraft(draft(q));
    expect(body).toBeNull();
    expect(errors['question.stem']).toBe(QUIZ_TEXTS.stemRequired);
    expect(errors['question.options.0.text']).toBeTruthy();
    const numeric = validateDraft(draft({ ...blankQuestion('numerical'), stem: '<p>x</p>' }));
    expect(numeric.errors['question.answer']).toBe('Please enter a number');
  });

  it('a blank marked in the text and missing its answers, or the reverse, is refused', () => {
    const q = { ...(filled('fill_blanks') as Extract<QuestionInput, { type: 'fill_blanks' }>) };
    const { errors } = validateDraft(draft({ ...q, stem: '<p>Only [[sum]] now</p>' }));
    expect(errors['question.blanks']).toBe(QUIZ_TEXTS.blanksMismatch);
    // The editor keeps the blanks in step with the marks, answers and all.
    expect(syncBlanks('<p>[[six]] then [[new]]</p>', q.blanks).map((b) => b.id)).toEqual(['six', 'new']);
    expect(syncBlanks('<p>[[six]]</p>', q.blanks)[0]!.options).toEqual(['5', '6']);
  });

  it('switching type keeps the stem, points and feedback', () => {
    const q = blankQuestion('essay', { stem: '<p>Why?</p>', points: 5, feedback: 'Because.' });
    expect(q).toMatchObject({ type: 'essay', stem: '<p>Why?</p>', points: 5, feedback: 'Because.' });
  });
});
