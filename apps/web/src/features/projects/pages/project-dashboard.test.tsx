import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, page } from '../../../test/mock-api';
import { buildReviewItem, buildSubmission } from '../../../test/projects-fixtures';
import { buildUser, renderWithApp } from '../../../test/render';

const LOAD = { timeout: 20_000 };
const mentor = () => buildUser({ id: 40, profile_type: 'ADVISOR' }, { portfolio_job_roles: [], portfolio: null });

function api() {
  return mockApi({
    'GET /api/project_reviews': { body: { data: [buildReviewItem()], pagination: page(1) } },
    'GET /api/learning_requests': { body: { data: [], pagination: page(0) } },
    'GET /api/list/project': { body: { data: [], pagination: page(0) } },
    'POST /api/admin/evaluate_my_project': ({ body }) => ({
      body: {
        data: buildSubmission({
          status: (body as { decision: string }).decision === 'changes' ? 'Changes requested' : 'Accepted',
        }),
      },
    }),
  });
}

describe('/projectDashboard', () => {
  it('shows the work itself in the review queue; asking for changes needs a comment', async () => {
    const { requests } = api();
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/projectDashboard', user: mentor() });
    const card = await screen.findByRole('listitem', { name: 'Asha Verma: Clean the data' }, LOAD);
    expect(within(card).getByText('My notebook cleans 3 files.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'https://github.com/asha/sales' })).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Ask for changes' }));
    expect(await within(card).findByText('Please say what should change')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/admin/evaluate_my_project')).toBe(false);

    await user.type(within(card).getByRole('textbox', { name: 'Comment to the student' }), 'Label the axes.');
    await user.click(within(card).getByRole('button', { name: 'Ask for changes' }));
    await waitFor(() => expect(requests.some((r) => r.path === '/api/admin/evaluate_my_project')).toBe(true));
    expect(requests.find((r) => r.path === '/api/admin/evaluate_my_project')?.body).toEqual({
      submission_id: 70,
      decision: 'changes',
      comment: 'Label the axes.',
      score: null,
    });
  });

  it('accepts without a comment, with a score', async () => {
    const { requests } = api();
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/projectDashboard', user: mentor() });
    const card = await screen.findByRole('listitem', { name: 'Asha Verma: Clean the data' }, LOAD);
    await user.type(within(card).getByRole('spinbutton', { name: 'Score (optional)' }), '85');
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(requests.some((r) => r.path === '/api/admin/evaluate_my_project')).toBe(true));
    expect(requests.find((r) => r.path === '/api/admin/evaluate_my_project')?.body).toMatchObject({
      decision: 'accept',
      score: 85,
    });
  });
});
