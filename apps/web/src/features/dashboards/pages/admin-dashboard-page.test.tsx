import type { AdminDashboard } from '@lbd/shared/admin-dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, mockApi } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';

/**
 * The sections below the numbers (payments, invited students) ask for their own data; answered empty here,
 * so no failure of theirs opens a popup over the page under test.
 */
const emptyPage = { page: 1, count: 20, total: 0, total_pages: 1 };
const OTHER_SECTIONS = {
  'GET /api/admin/inivited_students_list': { body: { data: [], pagination: emptyPage } },
  'GET /api/admin/payments/revenue': {
    body: { data: { captured_paise: 0, refunded_paise: 0, net_paise: 0, months: [] } },
  },
  'GET /api/list/payment_page_payments': { body: { data: [], pagination: emptyPage } },
};

const admin = buildUser({}, { is_admin: true, profile: null, portfolio_job_roles: [], portfolio: null });

const point = (date: string, sign_ups: number, profiles_created: number, active_users: number, days = 1) => ({
  date,
  days,
  sign_ups,
  profiles_created,
  active_users,
});

function dashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    range: { from: '2026-11-22', to: '2026-11-28', days: 7, group: 'day', time_zone: 'Asia/Kolkata' },
    activity: [
      point('2026-11-22', 2, 1, 3),
      point('2026-11-23', 0, 0, 0),
      point('2026-11-24', 1, 1, 4),
      point('2026-11-25', 0, 0, 1),
      point('2026-11-26', 5, 4, 6),
      point('2026-11-27', 0, 0, 0),
      point('2026-11-28', 3, 2, 7),
    ],
    awaiting_approval: {
      count: 3,
      newest: [
        {
          id: 9,
          profile_type: 'COMPANY',
          full_name: 'Chai Point Labs',
          contact_name: 'Rohan Das',
          requested_at: '2026-11-27T06:00:00Z',
        },
      ],
    },
    content: {
      jobs: { draft: 1, published: 6, closed: 2, total: 9 },
      internships: { draft: 0, published: 3, closed: 0, total: 3 },
      events: { draft: 0, published: 4, closed: 1, total: 5 },
      clubs: { draft: 0, published: 2, closed: 0, total: 2 },
      activities: 1,
      portfolio_entries: 14,
    },
    queue: {
      started: true,
      waiting: 2,
      active: 0,
      failed_24h: 4,
      queues: [{ name: 'notification-email', waiting: 2, active: 0, failed_24h: 4 }],
    },
    email: { delivery: 'outbox_only', written_24h: 12, sent_24h: 0, failed_24h: 0, waiting: 40 },
    sms: { delivery: 'outbox_only', written_24h: 1, sent_24h: 0, failed_24h: 0, waiting: 3 },
    generated_at: '2026-11-28T06:30:00Z',
    ...overrides,
  };
}

const posts = {
  data: {
    built: true,
    range: { from: '2026-11-22', to: '2026-11-28', days: 7, group: 'day', time_zone: 'Asia/Kolkata' },
    series: [
      { date: '2026-11-27', days: 1, posts: 3 },
      { date: '2026-11-28', days: 1, posts: 5 },
    ],
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/adminDashboard', () => {
  it('non-admins see Access Denied, as on /accounts', async () => {
    const { requests } = mockApi({});
    renderWithApp(undefined, { path: '/adminDashboard', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/admin/dashboard')).toBe(false);
  });

  it('shows the tiles: awaiting approval linking to /accounts, content, failures highlighted, and posts per day as a table', async () => {
    mockApi({
      ...OTHER_SECTIONS,
      'GET /api/admin/dashboard': { body: { data: dashboard() } },
      'GET /api/posts_histogram': { body: posts },
    });
    renderWithApp(undefined, { path: '/adminDashboard', user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    const awaiting = screen.getByRole('region', { name: 'Awaiting approval' });
    expect(within(awaiting).getByText('3')).toBeTruthy();
    expect(within(awaiting).getByText(/Chai Point Labs · Company/)).toBeTruthy();
    expect(within(awaiting).getByRole('link', { name: 'Open Accounts' }).getAttribute('href')).toBe('/accounts');

    const content = screen.getByRole('region', { name: 'Content' });
    expect(within(content).getByText('6 published · 1 draft · 2 closed')).toBeTruthy();

    const queue = screen.getByRole('region', { name: 'Background jobs' });
    const failed = within(queue).getByText('Failed (last 24 h)').closest('[data-failure]');
    expect(failed?.textContent).toContain('4');
    // No failed emails: nothing highlighted there, and the outbox-only delivery is said plainly.
    const email = screen.getByRole('region', { name: 'Email' });
    expect(email.querySelector('[data-failure]')).toBeNull();
    expect(within(email).getByText(/No mail server is configured/)).toBeTruthy();

    const postsTable = await screen.findByRole('table', { name: 'Posts per day' });
    expect(
      within(postsTable)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DatePosts', '27 Nov 20263', '28 Nov 20265']);
    expect(screen.getByText(/Active users: different accounts that signed in or renewed/)).toBeTruthy();
  });

  it('shows the chart numbers as a table and exports exactly those rows as CSV', async () => {
    const user = userEvent.setup();
    mockApi({
      ...OTHER_SECTIONS,
      'GET /api/admin/dashboard': { body: { data: dashboard() } },
      'GET /api/posts_histogram': { body: posts },
    });
    let saved: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:csv';
    });
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    // jsdom cannot follow the download link; the blob is what matters.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithApp(undefined, { path: '/adminDashboard', user: admin });
    await user.click(await screen.findByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: /Sign-ups and active users/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1', '3']);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('22 Nov 2026');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toBeTruthy());
    const csv = await saved!.text();
    expect(csv.split('\r\n')).toEqual([
      'Date,Sign-ups,Profiles created,Active users',
      '22 Nov 2026,2,1,3',
      '23 Nov 2026,0,0,0',
      '24 Nov 2026,1,1,4',
      '25 Nov 2026,0,0,1',
      '26 Nov 2026,5,4,6',
      '27 Nov 2026,0,0,0',
      '28 Nov 2026,3,2,7',
      '',
    ]);
  });

  it('asks for weeks and other ranges', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      ...OTHER_SECTIONS,
      'GET /api/admin/dashboard': (req) => ({
        body: {
          data:
            req.query.get('group') === 'week'
              ? dashboard({
                  range: { from: '2026-08-31', to: '2026-11-28', days: 90, group: 'week', time_zone: 'Asia/Kolkata' },
                  activity: [point('2026-11-23', 8, 5, 9, 6)],
                })
              : dashboard(),
        },
      }),
      'GET /api/posts_histogram': { body: posts },
    });
    renderWithApp(undefined, { path: '/adminDashboard', user: admin });
    await user.click(await screen.findByRole('button', { name: '90 days' }));
    await user.click(screen.getByRole('button', { name: 'By week' }));
    // Each choice asks again; the table is shown once the week's answer has replaced the day's.
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Updating' })).toBeNull(), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const activity = await screen.findByRole('table', { name: /Sign-ups and active users, 31 Aug/ }, { timeout: 5000 });
    expect(within(activity).getByRole('columnheader', { name: 'Week starting' })).toBeTruthy();
    const last = requests.filter((r) => r.path === '/api/admin/dashboard').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ days: '90', group: 'week' });
  });

  it('says so when nothing happened in the range', async () => {
    const quiet = dashboard({
      activity: [point('2026-11-27', 0, 0, 0), point('2026-11-28', 0, 0, 0)],
      awaiting_approval: { count: 0, newest: [] },
    });
    mockApi({
      ...OTHER_SECTIONS,
      'GET /api/admin/dashboard': { body: { data: quiet } },
      'GET /api/posts_histogram': { body: posts },
    });
    renderWithApp(undefined, { path: '/adminDashboard', user: admin });
    expect(await screen.findByText('No sign-ups or active users in this range.')).toBeTruthy();
    expect(screen.getByText('Nobody is waiting for approval.')).toBeTruthy();
  });

  it('a server failure shows the Internal Server Error screen', async () => {
    mockApi({
      ...OTHER_SECTIONS,
      'GET /api/admin/dashboard': errorReply(500, 'Something broke.', 'INTERNAL'),
      'GET /api/posts_histogram': { body: posts },
    });
    renderWithApp(undefined, { path: '/adminDashboard', user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeTruthy();
  });
});
