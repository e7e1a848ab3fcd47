import { QUIZ_BYTE_TEXTS as B, QUIZ_TEXTS as T, type PracticeResult } from '@lbd/shared/quizzes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildPracticeQuestion, buildPracticeSession } from '../../../test/quiz-bytes-fixtures';
import { buildUser, renderWithApp } from '../../../test/render';

const LOAD = { timeout: 10_000 };

afterEach(() => {
  vi.restoreAllMocks();
});

const question = buildPracticeQuestion;
const session = buildPracticeSession;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const result = (correct: boolean, days: number): PracticeResult => ({
  correct,
  fraction: correct ? 1 : 0,
  rating: correct ? 'good' : 'again',
  key: { option_id: 'b' },
  feedback: correct ? null : '<p>Beta is twice Alpha.</p>',
  next_due_at: inDays(days),
  mastered: false,
});

describe('the practice page (/myquizbyte/{id})', () => {
  it('asks one question at a time, shows right or wrong with the explanation at once, and ends on the scorecard link', async () => {
    const user = userEvent.setup();
    const answers: unknown[] = [];
    const { requests } = mockApi({
      'POST /api/my_quiz_bytes/3/sessions': { status: 201, body: { data: session() } },
      'PUT /api/practice_sessions/7/answers/1': (req) => {
        answers.push(req.body);
        return { body: { data: { position: 1, result: result(true, 3), finished: false } } };
      },
      'PUT /api/practice_sessions/7/answers/2': (req) => {
        answers.push(req.body);
        return { body: { data: { position: 2, result: result(false, 1), finished: false } } };
      },
      'PUT /api/practice_sessions/7/answers/3': (req) => {
        answers.push(req.body);
        return { body: { data: { position: 3, result: result(true, 4), finished: true } } };
      },
    });
    renderWithApp(undefined, { path: '/myquizbyte/3', user: buildUser() });

    expect(await screen.findByText('Question 1 of 3', {}, LOAD)).toBeTruthy();
    expect(screen.getByText('Due for review')).toBeTruthy();
    // The session's id goes into the address, so a reload resumes it.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/myquizbyte/3?session=7'));
    const check = screen.getByRole('button', { name: B.check });
    expect((check as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Beta' }));
    await user.click(check);
    const right = await screen.findByTestId('verdict', {}, LOAD);
    expect(right.textContent).toContain(B.right);
    expect(right.textContent).toContain('It comes back in 3 days');
    expect(answers[0]).toMatchObject({ answer: { option_id: 'b' }, seconds: expect.any(Number) });
    // The question is locked once checked.
    expect((screen.getByRole('radio', { name: 'Alpha' }) as HTMLInputElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: B.next }));
    expect(await screen.findByText('Question 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Alpha' }));
    await user.click(screen.getByRole('button', { name: B.check }));
    const wrong = await screen.findByTestId('verdict', {}, LOAD);
    expect(wrong.textContent).toContain(B.notRight);
    expect(wrong.textContent).toContain('Right answer: Beta');
    expect(wrong.textContent).toContain('Beta is twice Alpha.');
    expect(wrong.textContent).toContain('It comes back tomorrow');

    await user.click(screen.getByRole('button', { name: B.next }));
    await user.click(await screen.findByRole('radio', { name: 'Beta' }));
    await user.click(screen.getByRole('button', { name: B.check }));
    await screen.findByTestId('verdict', {}, LOAD);
    await user.click(screen.getByRole('button', { name: B.finish }));

    expect(await screen.findByRole('heading', { name: B.sessionDone })).toBeTruthy();
    expect(screen.getByText('2 of 3 right.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Your answers' });
    expect(within(list).getAllByText(B.right)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'See your scorecard' }).getAttribute('href')).toBe('/quizBankScorecard/9');
    // One session started, never a second one.
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  }, 30_000);

  it('resumes the session in the address after a reload, with what was answered, and starts none', async () => {
    const answered = { ...question(1), answer: { option_id: 'b' }, result: result(true, 3) };
    const { requests } = mockApi({
      'GET /api/practice_sessions/7': { body: { data: session({ questions: [answered, question(2), question(3)] }) } },
    });
    renderWithApp(undefined, { path: '/myquizbyte/3?session=7', user: buildUser() });
    expect(await screen.findByText('Question 2 of 3', {}, LOAD)).toBeTruthy();
    expect(screen.getByText('1 of 3')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the API’s refusal of an answer on the question and lets the student try again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockApi({
      'POST /api/my_quiz_bytes/3/sessions': { status: 201, body: { data: session() } },
      'PUT /api/practice_sessions/7/answers/1': () =>
        ++calls === 1
          ? {
              status: 422,
              body: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: T.answerWrongType,
                  request_id: 'r',
                  fields: { answer: T.answerWrongType },
                },
              },
            }
          : { body: { data: { position: 1, result: result(true, 3), finished: false } } },
    });
    renderWithApp(undefined, { path: '/myquizbyte/3', user: buildUser() });
    await user.click(await screen.findByRole('radio', { name: 'Beta' }, LOAD));
    await user.click(screen.getByRole('button', { name: B.check }));
    expect(await screen.findByText(T.answerWrongType, {}, LOAD)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: B.check }));
    expect((await screen.findByTestId('verdict', {}, LOAD)).textContent).toContain(B.right);
  });
});
