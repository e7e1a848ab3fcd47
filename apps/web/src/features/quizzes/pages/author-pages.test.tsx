import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, validationError } from '../../../test/mock-api';
import { buildBankDetail, buildQuizDetail } from '../../../test/quizzes-fixtures';
import { buildProfile, buildUser, renderWithApp } from '../../../test/render';

const LOAD = { timeout: 10_000 };
const mentor = () =>
  buildUser(buildProfile({ profile_type: 'ADVISOR', first_name: 'Vikram' }), {
    portfolio_job_roles: [],
    portfolio: null,
  });
const pagination = { page: 1, count: 50, total: 1, total_pages: 1 };

describe('the author’s draft pages', () => {
  it('/createQuizBank lists the author’s own banks (mine) and starts a draft, the API’s refusal on the title', async () => {
    const user = userEvent.setup();
    let posts = 0;
    const { requests } = mockApi({
      'GET /api/question_banks': {
        body: { data: [buildBankDetail({ id: 4, question_count: 2, shared: true, status: 'published' })], pagination },
      },
      'POST /api/question_banks': () =>
        ++posts === 1 ? validationError({ title: 'That title is taken' }) : { status: 201, body: { data: { id: 9 } } },
      'GET /api/question_banks/9': { body: { data: buildBankDetail({ id: 9, title: 'Ratios' }) } },
    });
    renderWithApp(undefined, { path: '/createQuizBank', user: mentor() });
    const list = await screen.findByRole('list', { name: 'Your question banks' }, LOAD);
    expect(list.textContent).toContain('2 questions · Percentages · shared with your organisation');
    expect(within(list).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/createQuizBank/4');
    expect(requests.find((r) => r.path === '/api/question_banks')!.query.get('mine')).toBe('true');

    const form = screen.getByRole('form', { name: 'New question bank' });
    await user.type(within(form).getByLabelText(/Title/), 'Ratios');
    await user.click(within(form).getByRole('button', { name: 'Create draft' }));
    expect(await within(form).findByText('That title is taken')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ratios' }, LOAD)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { title: 'Ratios' },
      { title: 'Ratios' },
    ]);
  });

  it('/createQuiz checks the title with the contract before sending', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/quizzes': { body: { data: [], pagination: { ...pagination, total: 0 } } },
      'GET /api/quizzes/3': { body: { data: buildQuizDetail({ id: 3, can_edit: false }) } },
    });
    renderWithApp(undefined, { path: '/createQuiz', user: mentor() });
    expect(await screen.findByText('You have no quizzes yet.', {}, LOAD)).toBeTruthy();
    await user.type(screen.getByLabelText(/Title/), 'ab');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('The title must be 3 to 150 characters')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('a quiz the caller may not edit says why', async () => {
    mockApi({ 'GET /api/quizzes/3': { body: { data: buildQuizDetail({ id: 3, can_edit: false }) } } });
    renderWithApp(undefined, { path: '/createQuiz/3', user: mentor() });
    expect(
      await screen.findByText(
        'Only the quiz’s author, their organisation’s staff and mentors, and admins can edit it.',
        {},
        LOAD,
      ),
    ).toBeTruthy();
  });
});
