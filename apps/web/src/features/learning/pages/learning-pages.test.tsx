import { LEARNING_TEXTS } from '@lbd/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildGroupDetail, buildMyGroup, buildMyItem, buildResourceDetail } from '../../../test/learning-fixtures';
import { stubSignedUploads } from '../../../test/fake-xhr';
import { errorReply, mockApi, validationError } from '../../../test/mock-api';
import { buildProfile, buildUser, renderWithApp } from '../../../test/render';

// jsdom has no editing surface for tiptap: a plain text area stands in for the rich-text editor.
vi.mock('../../../components/rich-text/rich-text-editor', () => ({
  default: ({
    label,
    initialHtml,
    onChange,
  }: {
    label: string;
    initialHtml: string;
    onChange: (html: string) => void;
  }) => <textarea aria-label={label} defaultValue={initialHtml} onChange={(e) => onChange(e.target.value)} />,
}));

// Lazy pages load their chunks on first use; a loaded machine needs more than the default second.
const LOAD = { timeout: 10_000 };

const mentor = () =>
  buildUser(buildProfile({ profile_type: 'ADVISOR', full_name: 'Priya Mentor', first_name: 'Priya' }), {
    portfolio_job_roles: [],
    portfolio: null,
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the resource editor', () => {
  it('uploads a file resource’s file with progress, says why one is refused, replaces and removes it, keeping what was typed', async () => {
    const user = userEvent.setup();
    const file = {
      id: 41,
      name: 'checklist.pdf',
      bytes: 2048,
      content_type: 'application/pdf',
      url: '/api/storage/learning/resources/3/x.pdf?sig=x',
    };
    const draft = buildResourceDetail({ id: 3, kind: 'file', status: 'draft', can_edit: true });
    let ticket = 39;
    const { requests } = mockApi({
      'GET /api/resources/3': { body: { data: draft } },
      'POST /api/resources/3/file_uploads': () => {
        ticket += 1;
        return {
          status: 201,
          body: {
            data: {
              id: ticket,
              upload_url: `/api/storage/learning/resources/3/${ticket}.pdf?sig=x`,
              content_type: 'application/pdf',
              expires_at: '2026-11-22T07:10:00.000Z',
            },
          },
        };
      },
      'POST /api/resources/3/file_uploads/40/confirm': validationError({ file: LEARNING_TEXTS.fileContent }),
      'POST /api/resources/3/file_uploads/41/confirm': { body: { data: { ...draft, file } } },
      'DELETE /api/resources/3/file': { body: { data: { ...draft, file: null } } },
    });
    const { puts } = stubSignedUploads();
    renderWithApp(undefined, { path: '/editResource/3', user: mentor() });
    const title = await screen.findByLabelText(/^Title/, {}, LOAD);
    await user.clear(title);
    await user.type(title, 'Interview checklist');

    const pdf = (name: string) => new File(['%PDF-1.4 x'], name, { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Upload the file'), pdf('slides.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe(LEARNING_TEXTS.fileContent);
    await user.upload(screen.getByLabelText('Upload the file'), pdf('checklist.pdf'));
    expect(await screen.findByText('checklist.pdf (2 KB)')).toBeTruthy();
    expect(screen.queryByText(LEARNING_TEXTS.fileContent)).toBeNull();
    expect(screen.getByText(LEARNING_TEXTS.fileUploaded)).toBeTruthy();
    expect(puts.map((p) => p.url.split('?')[0])).toEqual([
      '/api/storage/learning/resources/3/40.pdf',
      '/api/storage/learning/resources/3/41.pdf',
    ]);
    expect(requests.find((r) => r.path === '/api/resources/3/file_uploads')?.body).toEqual({
      file_name: 'slides.pdf',
      bytes: 10,
    });
    // Now it offers a replacement, and the file can be taken off; the typed title stays.
    expect(screen.getByLabelText('Replace the file')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove checklist.pdf' }));
    await waitFor(() => expect(screen.queryByText('checklist.pdf (2 KB)')).toBeNull());
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Interview checklist');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('lists the issues of a failed publish under the words of SPEC §5.1, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/resources/1': {
        body: { data: buildResourceDetail({ status: 'draft', can_edit: true, body: '<p></p>' }) },
      },
      'PUT /api/resources/1': (req) => ({
        body: { data: { ...buildResourceDetail({ status: 'draft', can_edit: true }), ...(req.body as object) } },
      }),
      'POST /api/resources/1/publish': validationError({
        body: LEARNING_TEXTS.bodyRequired,
        skill_ids: LEARNING_TEXTS.skillsRequired,
      }),
    });
    renderWithApp(undefined, { path: '/editResource/1', user: mentor() });
    const title = await screen.findByLabelText(/^Title/, {}, LOAD);
    await user.clear(title);
    await user.type(title, 'Pandas for beginners');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(LEARNING_TEXTS.resourceIssuesHeading)).toBeTruthy();
    const issues = within(within(alert).getByRole('list', { name: 'Issues to fix' })).getAllByRole('listitem');
    expect(issues.map((li) => li.textContent)).toEqual([LEARNING_TEXTS.bodyRequired, LEARNING_TEXTS.skillsRequired]);
    // The empty rich-text body went as empty; the typed title is still there.
    const put = requests.find((r) => r.method === 'PUT')!.body as { body: string; title: string };
    expect(put.body).toBe('');
    expect(put.title).toBe('Pandas for beginners');
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Pandas for beginners');
    expect(screen.getByText(LEARNING_TEXTS.skillsRequired, { selector: 'p' })).toBeTruthy();
  });

  it('loses nothing typed when a save fails', async () => {
    const user = userEvent.setup();
    let answer = errorReply(500, 'Internal error', 'INTERNAL');
    mockApi({
      'GET /api/resources/2': {
        body: { data: buildResourceDetail({ id: 2, kind: 'video', status: 'draft', can_edit: true }) },
      },
      'PUT /api/resources/2': () => answer,
    });
    renderWithApp(undefined, { path: '/editResource/2', user: mentor() });
    const link = await screen.findByLabelText('Video link', {}, LOAD);
    await user.type(link, 'https://youtu.be/abcdefghijk');
    await user.clear(screen.getByLabelText('Duration (minutes)'));
    await user.type(screen.getByLabelText('Duration (minutes)'), '45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The server failed: a popup, and the form as typed.
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Video link') as HTMLInputElement).value).toBe('https://youtu.be/abcdefghijk');
    expect((screen.getByLabelText('Duration (minutes)') as HTMLInputElement).value).toBe('45');

    // A field the API refuses gets its message; the rest stays as typed.
    answer = validationError({ url: LEARNING_TEXTS.urlInvalid });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(LEARNING_TEXTS.urlInvalid)).toBeTruthy();
    expect((screen.getByLabelText('Video link') as HTMLInputElement).value).toBe('https://youtu.be/abcdefghijk');
    expect((screen.getByLabelText('Duration (minutes)') as HTMLInputElement).value).toBe('45');
  });
});

/** jsdom lays nothing out: give each row of the list a place, one under the other, for dnd-kit. */
function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('[data-resource-id]');
    const list = row?.parentElement;
    const index = row && list ? Array.from(list.children).indexOf(row) : 0;
    const top = index * 100;
    return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 90, width: 600, height: 90, toJSON: () => ({}) };
  });
}

describe('a file resource', () => {
  it('offers its file for download with the name and size', async () => {
    mockApi({
      'GET /api/resources/5': {
        body: {
          data: buildResourceDetail({
            id: 5,
            kind: 'file',
            file: {
              id: 8,
              name: 'SQL cheat sheet.pdf',
              bytes: 1_572_864,
              content_type: 'application/pdf',
              url: '/api/storage/learning/resources/5/a.pdf?sig=x',
            },
          }),
        },
      },
    });
    renderWithApp(undefined, { path: '/resources/5', user: buildUser() });
    const download = await screen.findByRole('link', { name: 'Download SQL cheat sheet.pdf' }, LOAD);
    expect(download.getAttribute('href')).toBe('/api/storage/learning/resources/5/a.pdf?sig=x');
    expect(screen.getByText('1.5 MB')).toBeTruthy();
  });
});

describe('the learning path editor', () => {
  it('reorders by keyboard (Space, arrow, Space) and by the move buttons, and saves the new order', async () => {
    const user = userEvent.setup();
    layOutRows();
    const { requests } = mockApi({
      'GET /api/resource_groups/4': { body: { data: buildGroupDetail({ status: 'draft', can_edit: true }) } },
      'PUT /api/resource_groups/4': { body: { data: buildGroupDetail({ status: 'draft', can_edit: true }) } },
    });
    renderWithApp(undefined, { path: '/editResourceGroup/4', user: mentor() });
    const handle = await screen.findByRole('button', { name: /^Drag Pandas in 30 minutes/ }, LOAD);
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await new Promise((r) => setTimeout(r, 50));
    fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowDown', key: 'ArrowDown' });
    await new Promise((r) => setTimeout(r, 50));
    fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space', key: ' ' });
    const list = screen.getByRole('list', { name: 'Resources of the learning path' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.getAttribute('data-resource-id')),
      ).toEqual(['2', '1', '3']),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const first = requests.find((r) => r.method === 'PUT')!.body as { items: { resource_id: number }[] };
    expect(first.items.map((i) => i.resource_id)).toEqual([2, 1, 3]);

    await user.click(screen.getByRole('button', { name: 'Move Charts that tell up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(2));
    const second = requests.filter((r) => r.method === 'PUT')[1]!.body as { items: { resource_id: number }[] };
    expect(second.items.map((i) => i.resource_id)).toEqual([2, 3, 1]);
  });

  it('shows the API’s words when a paid learning path cannot be published', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/resource_groups/4': {
        body: { data: buildGroupDetail({ status: 'draft', can_edit: true, price_paise: 49_900 }) },
      },
      'PUT /api/resource_groups/4': { body: { data: buildGroupDetail({ status: 'draft', can_edit: true }) } },
      'POST /api/resource_groups/4/publish': validationError({ price_paise: LEARNING_TEXTS.paidNeedsPage }),
    });
    renderWithApp(undefined, { path: '/editResourceGroup/4', user: mentor() });
    await user.click(await screen.findByRole('button', { name: 'Publish' }, LOAD));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(LEARNING_TEXTS.paidNeedsPage)).toBeTruthy();
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('499');
  });
});

describe("the student's learning path", () => {
  it('shows progress as the API says, before and after Mark as done', async () => {
    const user = userEvent.setup();
    // The API's numbers, whatever the page could have worked out (the optional item is left out).
    const after = buildMyGroup({
      progress: 100,
      done: 2,
      total: 2,
      status: 'Completed',
      items: [
        buildMyItem(1, 'Pandas in 30 minutes', { state: 'complete' }),
        buildMyItem(2, 'Cleaning data', { state: 'complete' }),
        buildMyItem(3, 'Charts that tell', { required: false }),
      ],
    });
    let current = buildMyGroup();
    const { requests } = mockApi({
      'GET /api/my_profile/my_resource_groups/9': () => ({ body: { data: current } }),
      'POST /api/my_profile/my_resource_groups/9/items/20/complete': () => {
        current = after;
        return { body: { data: after } };
      },
    });
    renderWithApp(undefined, { path: '/myLearning/9', user: buildUser() });
    expect(await screen.findByText('1 of 3 done', {}, LOAD)).toBeTruthy();
    expect(screen.getByText('33%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('33');
    const row = screen.getByRole('listitem', { name: '2. Cleaning data' });
    expect(within(row).getByText('Due 10 Dec 2026 ·', { exact: false })).toBeTruthy();
    expect(within(row).getByLabelText('Days left: 1 week 4 days')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Mark as done' }));
    expect(await screen.findByText('2 of 2 done')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/my_profile/my_resource_groups/9/items/20/complete')).toBe(true);
  });

  it('checks the skip and more-time requests before sending them', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/my_profile/my_resource_groups/9': { body: { data: buildMyGroup() } },
      'POST /api/request_extension': {
        body: {
          data: {
            id: 1,
            kind: 'extension',
            status: 'Pending',
            reason: 'Exams',
            requested_date: '2026-12-20',
            granted_date: null,
            comment: null,
            at: '2026-11-29T05:00:00.000Z',
          },
        },
      },
    });
    renderWithApp(undefined, { path: '/myLearning/9', user: buildUser() });
    const row = await screen.findByRole('listitem', { name: '2. Cleaning data' }, LOAD);

    await user.click(within(row).getByRole('button', { name: 'Ask to skip' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ask to skip' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(LEARNING_TEXTS.reasonRequired)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(row).getByRole('button', { name: 'Ask for more time' }));
    dialog = await screen.findByRole('dialog', { name: 'Ask for more time' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Exams');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(LEARNING_TEXTS.dateRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^New due date/), { target: { value: '2026-12-05' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(LEARNING_TEXTS.dateAfterDue)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^New due date/), { target: { value: '2026-12-20' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.path === '/api/request_extension')!.body).toEqual({
      kind: 'resource_group',
      my_learning_id: 9,
      item_id: 20,
      reason: 'Exams',
      requested_date: '2026-12-20',
    });
  });
});
