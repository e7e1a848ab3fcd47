import type { MyLearningDetail } from '@lbd/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, validationError } from '../../../test/mock-api';
import { buildMyItem, buildMyProject, buildSubmission } from '../../../test/projects-fixtures';
import { buildUser, renderWithApp } from '../../../test/render';

const LOAD = { timeout: 20_000 };

const MENTOR = { profile_id: 40, name: 'Anil Rao' };
const STUDENT = { profile_id: 1, name: 'Asha Verma' };

/** A deliverable returned once with comments both ways, its second version waiting. */
const THREAD = [
  buildSubmission({
    id: 70,
    version: 1,
    status: 'Changes requested',
    reviewer: MENTOR,
    reviewed_at: '2026-11-21T05:00:00.000Z',
    comments: [
      { id: 1, author: MENTOR, body: 'Add a chart per month.', at: '2026-11-21T05:00:00.000Z' },
      { id: 2, author: STUDENT, body: 'Line or bar chart?', at: '2026-11-21T06:00:00.000Z' },
    ],
  }),
  buildSubmission({
    id: 71,
    version: 2,
    text: 'Now with monthly charts.',
    links: [],
    status: 'Changes requested',
    reviewer: MENTOR,
    reviewed_at: '2026-11-22T05:00:00.000Z',
    comments: [{ id: 3, author: MENTOR, body: 'Label the axes.', at: '2026-11-22T05:00:00.000Z' }],
  }),
];

function project(overrides: Partial<MyLearningDetail> = {}) {
  return buildMyProject({
    items: [
      buildMyItem({
        id: 11,
        seq: 1,
        kind: 'reading',
        title: 'Read about pandas',
        state: 'complete',
        due_date: null,
        days_left: null,
        days_left_text: 'No due date',
      }),
      buildMyItem({
        id: 12,
        seq: 2,
        state: 'changes_requested',
        submissions: THREAD,
        days_left: 0,
        days_left_text: 'Last Day',
      }),
      buildMyItem({
        id: 13,
        seq: 3,
        kind: 'activity',
        title: 'Peer review',
        assignment: { id: 77, title: 'Review a dashboard' },
        days_left: -2,
        days_left_text: 'Overdue by 2 days',
      }),
    ],
    ...overrides,
  });
}

describe('/myProjects/{id}', () => {
  it('shows progress, each task with its state and days left, and every version of a deliverable with the thread', async () => {
    mockApi({ 'GET /api/my_profile/my_projects/9': { body: { data: project() } } });
    renderWithApp(undefined, { path: '/myProjects/9', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales dashboard in Python' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress: 33%' })).toBeTruthy();
    expect(screen.getByText('33% · 1 of 3 tasks done')).toBeTruthy();
    const task = screen.getByRole('listitem', { name: 'Clean the data' });
    // The task's state, and each version's review.
    expect(within(task).getAllByText('Changes requested', { selector: '.MuiChip-label' })).toHaveLength(3);
    expect(within(task).getByText('Last Day')).toBeTruthy();
    const versions = within(task).getAllByRole('listitem', { name: /^Version/ });
    expect(versions).toHaveLength(2);
    expect(within(versions[0]!).getByText('Add a chart per month.')).toBeTruthy();
    expect(within(versions[0]!).getByText('Line or bar chart?')).toBeTruthy();
    expect(within(versions[0]!).getByRole('link', { name: 'https://github.com/asha/sales' })).toBeTruthy();
    expect(within(versions[1]!).getByText('Label the axes.')).toBeTruthy();
    // The activity leads to the student's activity page; overdue says so.
    const activity = screen.getByRole('listitem', { name: 'Peer review' });
    expect(within(activity).getByRole('link', { name: 'Review a dashboard' }).getAttribute('href')).toBe(
      '/myActivity/77',
    );
    expect(within(activity).getByText('Overdue by 2 days')).toBeTruthy();
  });

  it('the student replies under the latest version, and resubmits with links', async () => {
    const { requests } = mockApi({
      'GET /api/my_profile/my_projects/9': { body: { data: project() } },
      'POST /api/project_submissions/71/comments': ({ body }) => ({
        status: 201,
        body: {
          data: {
            ...THREAD[1],
            comments: [
              { id: 4, author: STUDENT, body: (body as { body: string }).body, at: '2026-11-22T07:00:00.000Z' },
            ],
          },
        },
      }),
      'POST /api/my_profile/my_projects/9/tasks/12/submissions': validationError({
        'links.0': 'Please enter a valid link starting with https://',
      }),
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/myProjects/9', user: buildUser() });
    const task = await screen.findByRole('listitem', { name: 'Clean the data' }, LOAD);
    // Only the latest version has the reply box.
    expect(within(task).getAllByRole('textbox', { name: 'Reply to your mentor' })).toHaveLength(1);
    await user.type(within(task).getByRole('textbox', { name: 'Reply to your mentor' }), 'Done, axes labelled.');
    await user.click(within(task).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(requests.some((r) => r.path === '/api/project_submissions/71/comments')).toBe(true));
    expect(requests.find((r) => r.path === '/api/project_submissions/71/comments')?.body).toEqual({
      body: 'Done, axes labelled.',
    });

    const form = within(task).getByRole('form', { name: 'Submit a new version' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Your new version' }), {
      target: { value: 'Version 3' },
    });
    await user.click(within(form).getByRole('button', { name: 'Add a link' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Link 1' }), {
      target: { value: 'https://colab.example/x' },
    });
    await user.click(within(form).getByRole('button', { name: 'Submit new version' }));
    expect(await within(form).findByText('Please enter a valid link starting with https://')).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: 'Your new version' }) as HTMLTextAreaElement).value).toBe(
      'Version 3',
    );
    expect(requests.find((r) => r.method === 'POST' && r.path.endsWith('/submissions'))?.body).toEqual({
      text: 'Version 3',
      links: ['https://colab.example/x'],
    });
  });

  it('a completed project says it is in the portfolio, with the way there', async () => {
    mockApi({
      'GET /api/my_profile/my_projects/9': {
        body: {
          data: project({
            status: 'Completed',
            progress: 100,
            done: 3,
            completed_at: '2026-11-25T05:00:00.000Z',
            portfolio_entry_id: 31,
          }),
        },
      },
    });
    renderWithApp(undefined, { path: '/myProjects/9', user: buildUser() });
    expect(await screen.findByText(/added to your portfolio as a verified project/, undefined, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open My Portfolio' }).getAttribute('href')).toBe('/myPortfolio');
  });
});
