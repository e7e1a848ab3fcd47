import { describe, expect, it } from 'vitest';
import { authorBody, authorFieldErrors, emptyAuthorForm, fileProblem, instantOf, localOf } from './author-form-model';

describe('authoring form model', () => {
  it('reads and writes window instants in India time', () => {
    expect(instantOf('2026-05-04T10:00')).toBe('2026-05-04T10:00:00+05:30');
    expect(instantOf('2026-05-04')).toBe('');
    expect(localOf('2026-05-04T04:30:00.000Z')).toBe('2026-05-04T10:00');
    // Just before midnight UTC is the next morning in India.
    expect(localOf('2026-05-04T23:00:00.000Z')).toBe('2026-05-05T04:30');
  });

  it('sends empty number boxes as NaN (the schema words them) and an empty spread threshold as none', () => {
    const body = authorBody({ ...emptyAuthorForm(), max_score: ' 100 ', duration: '', questions: ['Why?'] });
    expect(body.max_score).toBe(100);
    expect(body.duration).toBeNaN();
    expect(body.spread_threshold).toBeNull();
    expect(body.evaluators_per_submission).toBe(3);
    expect(body.assignment_que).toEqual([{ question: 'Why?' }]);
  });

  it('puts server paths on the form’s fields', () => {
    expect(
      authorFieldErrors({
        'assignment_que.2.question': 'Question cannot be empty',
        assignment_que: 'You can add at most 50 questions',
        'files.0': 'Please upload a file',
        disable_at: 'The comment window must end after it starts.',
      }),
    ).toEqual({
      'questions.2': 'Question cannot be empty',
      questions: 'You can add at most 50 questions',
      files: 'Please upload a file',
      disable_at: 'The comment window must end after it starts.',
    });
  });

  it('accepts only the spec’s file types, within the size limit', () => {
    expect(fileProblem({ name: 'Brief.PDF', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'run.exe', size: 10 })).toBe('Your file could not be uploaded');
    expect(fileProblem({ name: 'pdf', size: 10 })).toBe('Your file could not be uploaded');
    expect(fileProblem({ name: 'empty.txt', size: 0 })).toBe('The file could not be uploaded');
    expect(fileProblem({ name: 'huge.mp4', size: 26 * 1024 * 1024 })).toBe('The file could not be uploaded');
  });
});
