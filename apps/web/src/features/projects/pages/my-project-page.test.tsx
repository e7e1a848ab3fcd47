import type { MyLearningDetail } from '@lbd/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LEARNING_TEXTS } from '@lbd/shared';
import { stubSignedUploads } from '../../../test/fake-xhr';
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
      file_ids: [],
    });
  });

  it('attaches files to a version: each uploaded with progress, one refused in the contract’s words, one taken off, the rest sent', async () => {
    const base = '/api/my_profile/my_projects/9/tasks/12/file_uploads';
    let next = 500;
    const stored = (id: number, name: string) => ({
      id,
      name,
      bytes: 2048,
      content_type: 'application/pdf',
      url: `/api/storage/learning/submissions/9/${id}.pdf?sig=x`,
    });
    const names = new Map<number, string>();
    const { requests } = mockApi({
      'GET /api/my_profile/my_projects/9': {
        body: {
          data: project({
            items: [
              buildMyItem({
                id: 12,
                title: 'Clean the data',
                state: 'changes_requested',
                submissions: [
                  buildSubmission({ id: 70, status: 'Changes requested', files: [stored(61, 'report v1.pdf')] }),
                ],
              }),
            ],
          }),
        },
      },
      [`POST ${base}`]: ({ body }) => {
        next += 1;
        names.set(next, (body as { file_name: string }).file_name);
        return {
          status: 201,
          body: {
            data: {
              id: next,
              upload_url: `/api/storage/learning/submissions/9/${next}.pdf?sig=x`,
              content_type: 'application/pdf',
              expires_at: '2026-11-22T07:10:00.000Z',
            },
          },
        };
      },
      [`POST ${base}/501/confirm`]: { body: { data: stored(501, 'report v2.pdf') } },
      [`POST ${base}/502/confirm`]: { body: { data: stored(502, 'chart.pdf') } },
      [`POST ${base}/503/confirm`]: validationError({ file_ids: LEARNING_TEXTS.fileContent }),
      [`DELETE ${base}/502`]: { status: 204 },
      'POST /api/my_profile/my_projects/9/tasks/12/submissions': { status: 201, body: { data: project() } },
    });
    const { puts } = stubSignedUploads();
    // The page's accept list is only a hint to the browser: pick a refused type as a person can.
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(undefined, { path: '/myProjects/9', user: buildUser() });
    const task = await screen.findByRole('listitem', { name: 'Clean the data' }, LOAD);
    // Version 1's own file is a download.
    const v1 = within(task).getByRole('list', { name: 'Files of version 1' });
    expect(
      within(v1)
        .getByRole('link', { name: /report v1\.pdf/ })
        .getAttribute('href'),
    ).toContain('/api/storage/');

    const form = within(task).getByRole('form', { name: 'Submit a new version' });
    const input = within(form).getByLabelText('Attach files') as HTMLInputElement;
    const pdf = (name: string) => new File(['%PDF-1.4 x'], name, { type: 'application/pdf' });
    await user.upload(input, [pdf('report v2.pdf'), pdf('chart.pdf')]);
    expect(await within(form).findByText(/chart\.pdf/, {}, LOAD)).toBeTruthy();
    expect(within(form).getByText(/report v2\.pdf/)).toBeTruthy();
    // The server checks the bytes: a refusal is shown in its words under the picker.
    await user.upload(input, pdf('notes.pdf'));
    expect((await within(form).findByRole('alert')).textContent).toBe(LEARNING_TEXTS.fileContent);
    expect(names.get(503)).toBe('notes.pdf');
    expect(puts.map((p) => [p.url.split('?')[0], p.contentType])).toEqual([
      ['/api/storage/learning/submissions/9/501.pdf', 'application/pdf'],
      ['/api/storage/learning/submissions/9/502.pdf', 'application/pdf'],
      ['/api/storage/learning/submissions/9/503.pdf', 'application/pdf'],
    ]);
    // A type the contract does not take is refused before anything is sent.
    await user.upload(input, new File(['MZ'], 'tool.exe'));
    expect(within(form).getByRole('alert').textContent).toBe(LEARNING_TEXTS.fileType);
    expect(puts).toHaveLength(3);

    await user.click(within(form).getByRole('button', { name: 'Remove chart.pdf' }));
    await waitFor(() => expect(within(form).queryByText(/chart\.pdf/)).toBeNull());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`${base}/502`]);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Your new version' }), {
      target: { value: 'Version 2 with the report' },
    });
    await user.click(within(form).getByRole('button', { name: 'Submit new version' }));
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/submissions'))).toBe(true));
    expect(requests.find((r) => r.path.endsWith('/submissions'))?.body).toEqual({
      text: 'Version 2 with the report',
      links: [],
      file_ids: [501],
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
