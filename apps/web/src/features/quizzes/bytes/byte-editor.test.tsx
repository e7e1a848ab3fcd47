import { QUIZ_BYTE_TEXTS as B, quizByteBodySchema } from '@lbd/shared/quizzes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, validationError } from '../../../test/mock-api';
import { buildByteDetail } from '../../../test/quiz-bytes-fixtures';
import { buildBankDetail, buildQuizDetail } from '../../../test/quizzes-fixtures';
import { buildProfile, buildUser, renderWithApp } from '../../../test/render';

const LOAD = { timeout: 10_000 };

afterEach(() => {
  vi.restoreAllMocks();
});

const mentor = () =>
  buildUser(buildProfile({ profile_type: 'ADVISOR', first_name: 'Vikram' }), {
    portfolio_job_roles: [],
    portfolio: null,
  });
const page = { page: 1, count: 50, total: 1, total_pages: 1 };

describe('the quiz byte editor', () => {
  it('starts a byte on one of the author’s banks from /createQuiz?kind=byte, with a body the contract accepts', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/quiz_bytes': { body: { data: [], pagination: { ...page, total: 0 } } },
      'GET /api/question_banks': {
        body: {
          data: [
            { ...buildBankDetail({ id: 4, title: 'Placement aptitude', status: 'published' }), question_count: 12 },
          ],
          pagination: page,
        },
      },
      'POST /api/quiz_bytes': { status: 201, body: { data: { id: 5 } } },
      'GET /api/quizzes/5': { body: { data: buildQuizDetail({ id: 5, kind: 'byte', can_edit: true }) } },
      'GET /api/quiz_bytes/5': {
        body: { data: buildByteDetail({ id: 5, can_edit: true, status: 'draft', mine: null }) },
      },
    });
    renderWithApp(undefined, { path: '/createQuiz?kind=byte', user: mentor() });
    const form = await screen.findByRole('form', { name: 'New quiz byte' }, LOAD);
    await user.type(within(form).getByLabelText(/^Title/), 'Aptitude daily');
    await user.click(within(form).getByRole('combobox', { name: 'Question bank' }));
    await user.click(await screen.findByRole('option', { name: /Placement aptitude · 12 questions/ }));
    await user.click(within(form).getByRole('combobox', { name: B.perSession }));
    await user.click(await screen.findByRole('option', { name: '3' }));
    await user.click(within(form).getByRole('button', { name: 'Create draft' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/createQuiz/5'), LOAD);
    const sent = requests.find((r) => r.method === 'POST')!.body;
    expect(quizByteBodySchema.parse(sent)).toMatchObject({
      title: 'Aptitude daily',
      bank_id: 4,
      questions_per_session: 3,
    });
    // /createQuiz/{id} of a byte opens the byte's own form, not the quiz settings.
    expect(await screen.findByRole('form', { name: 'Quiz byte settings' }, LOAD)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Quiz settings' })).toBeNull();
  });

  it('lists what stops a publish in the API’s words, on the form and above it', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/question_banks': { body: { data: [], pagination: { ...page, total: 0 } } },
      'GET /api/quizzes/5': { body: { data: buildQuizDetail({ id: 5, kind: 'byte', can_edit: true }) } },
      'GET /api/quiz_bytes/5': {
        body: { data: buildByteDetail({ id: 5, can_edit: true, status: 'draft', mine: null }) },
      },
      'PUT /api/quiz_bytes/5': {
        body: { data: buildByteDetail({ id: 5, can_edit: true, status: 'draft', mine: null }) },
      },
      'POST /api/quiz_bytes/5/publish': validationError({ bank_id: B.bankTooSmall }),
    });
    renderWithApp(undefined, { path: '/createQuiz/5', user: mentor() });
    const form = await screen.findByRole('form', { name: 'Quiz byte settings' }, LOAD);
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    const issues = await screen.findByRole('list', { name: 'Issues to fix' }, LOAD);
    expect(issues.textContent).toContain(B.bankTooSmall);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['PUT /api/quiz_bytes/5', 'POST /api/quiz_bytes/5/publish']),
    );
  });
});
