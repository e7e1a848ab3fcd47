import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { errorReply, mockApi, type MockHandler, type MockRequest } from '../../test/mock-api';
import { buildJobAlert, buildNotification, listReply, liveCountsEndpoint } from '../../test/notifications-fixtures';
import { buildUser, renderWithApp } from '../../test/render';
import { writeTokens } from '../../lib/token-store';

const LIVE = 'GET /api/myprofile/notifications/live';
const LIST = 'GET /api/myprofile/list/notifications';
const TAGGED = 'GET /api/myprofile/tagged_notifications';
const VIEWED = 'POST /api/myprofile/notifications/viewed';
const RESET = 'POST /api/myprofile/notifications/reset_unviewed';
const JOB_ALERTS = 'GET /api/job_notifications';
const UPDATE_ALERT = 'POST /api/update_my_notification';

const called = (requests: MockRequest[], route: string) =>
  requests.filter((request) => `${request.method} ${request.path}` === route);

// `hidden`: an open dropdown hides the rest of the page from assistive technology.
const header = () => within(screen.getByRole('banner', { hidden: true }));
const bell = () => header().getByRole('button', { name: /^Notifications(, |$)/, hidden: true });
const jobAlerts = () => header().getByRole('button', { name: /^Your Job Alerts(, |$)/, hidden: true });
/** What a screen reader hears about a badge, as part of the button's name: '3 unread', or nothing at 0. */
const badge = (button: HTMLElement) => /, (.+ unread)$/.exec(button.getAttribute('aria-label') ?? '')?.[1] ?? null;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // The session's stored token: the live stream authenticates with it.
  writeTokens({ accessToken: 'token-1', expiresAt: Date.now() + 3_600_000 });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

function setup(
  routes: Record<string, MockHandler>,
  options: { path?: string; user?: ReturnType<typeof buildUser> } = {},
) {
  const live = liveCountsEndpoint();
  const api = mockApi({ [LIVE]: live.handler, ...routes });
  const scroll = installIntersectionObserver();
  const user = userEvent.setup();
  renderWithApp(undefined, { path: options.path ?? '/Aboutus', user: options.user ?? buildUser() });
  return { ...api, live, scroll, user };
}

async function sendCounts(live: ReturnType<typeof liveCountsEndpoint>, notifications: number, jobs: number) {
  await waitFor(() => expect(live.connections.length).toBeGreaterThan(0));
  await act(async () => {
    live.send({ notifications_unviewed: notifications, job_alerts_unviewed: jobs });
    await Promise.resolve();
  });
}

describe('live counts', () => {
  it('the badges show the live counts and follow them without a reload', async () => {
    const { live } = setup({}, { user: buildUser({ unviewed_count: 2 }) });
    // Until the stream speaks, the bell shows the current user's unviewed_count.
    expect(badge(bell())).toBe('2 unread');
    expect(badge(jobAlerts())).toBeNull();

    await sendCounts(live, 5, 1);
    await waitFor(() => expect(badge(bell())).toBe('5 unread'));
    expect(badge(jobAlerts())).toBe('1 unread');
    expect(within(bell()).getByText('5')).toBeTruthy();

    await sendCounts(live, 0, 120);
    await waitFor(() => expect(badge(bell())).toBeNull());
    expect(badge(jobAlerts())).toBe('99+ unread');
    expect(within(jobAlerts()).getByText('99+')).toBeTruthy();
    expect(live.connections[0]!.request.headers.get('Authorization')).toBe('Bearer token-1');
    expect(live.connections).toHaveLength(1);
  });

  it('a 401 on the stream refreshes the session and reconnects with the fresh token', async () => {
    const live = liveCountsEndpoint();
    let attempts = 0;
    const { requests } = mockApi({
      [LIVE]: (request) =>
        ++attempts === 1 ? errorReply(401, 'Please sign in.', 'UNAUTHORIZED') : live.handler(request),
      'POST /api/identity/refresh': {
        body: { data: { access_token: 'token-2', expires_at: Date.now() + 3_600_000, is_new_user: false } },
      },
    });
    renderWithApp(undefined, { path: '/Aboutus', user: buildUser() });
    await sendCounts(live, 4, 0);
    await waitFor(() => expect(badge(bell())).toBe('4 unread'));
    expect(called(requests, LIVE).map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(called(requests, 'POST /api/identity/refresh')).toHaveLength(1);
  });

  it('signing out closes the stream', async () => {
    const { live, user, requests } = setup({
      'POST /api/identity/sign_out': { body: { data: { signed_out: true } } },
    });
    await waitFor(() => expect(live.connections).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(live.connections[0]!.request.signal?.aborted).toBe(true));
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(called(requests, LIVE)).toHaveLength(1);
  });

  it('inactive profiles open no stream and get no alerts', async () => {
    const { requests } = setup({}, { user: buildUser({ active: false }) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(called(requests, LIVE)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});

describe('bell', () => {
  const unreadEvent = buildNotification({ id: 3, message: 'Your registration for Hackathon 2026 was accepted.' });
  const unreadLike = buildNotification({
    id: 2,
    activity_type: 'post_like',
    activity_key: 'posts',
    message: 'Priya Shah liked your post.',
    performer_profile: { id: 60, name: 'Priya Shah', avatar_url: '/uploads/priya.png' },
    event_id: null,
    post_id: 11,
  });
  const readStatus = buildNotification({
    id: 1,
    activity_type: 'application_status',
    activity_key: 'jobs',
    message: 'Zoho moved your application to Shortlisted.',
    viewed: true,
    performer_profile: null,
    event_id: null,
    job_id: 42,
    inserted_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  });

  it('opening lists the notifications and marks the unread ones shown as viewed; the count follows the answer', async () => {
    const { requests, user, live } = setup({
      [LIST]: listReply([unreadEvent, unreadLike, readStatus], 2),
      [VIEWED]: { body: { data: { unviewed_count: 0 } } },
    });
    await sendCounts(live, 2, 0);
    await waitFor(() => expect(badge(bell())).toBe('2 unread'));

    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = await within(dialog).findByRole('list', { name: 'All notifications' });
    const items = within(list).getAllByRole('link');
    expect(items).toEqual([
      within(list).getByRole('link', {
        name: /^Unread: Your registration for Hackathon 2026 was accepted\.\s*5 min ago$/,
      }),
      within(list).getByRole('link', { name: /^Unread: Priya Shah liked your post\.\s*5 min ago$/ }),
      within(list).getByRole('link', { name: /^Zoho moved your application to Shortlisted\.\s*3 days ago$/ }),
    ]);
    expect(items.map((item) => item.getAttribute('href'))).toEqual(['/events/7', '/posts/11', '/jobs/42']);
    expect(items.map((item) => item.hasAttribute('data-unread'))).toEqual([true, true, false]);
    // The performer's avatar (decorative: the message names them).
    expect(items[1]!.querySelector('img')?.getAttribute('src')).toBe('/uploads/priya.png');

    expect(called(requests, LIST).map((r) => r.query.get('page'))).toEqual(['1']);
    await waitFor(() => expect(called(requests, VIEWED)).toHaveLength(1));
    expect(called(requests, VIEWED)[0]!.body).toEqual({ ids: [3, 2] });
    await waitFor(() => expect(badge(bell())).toBeNull());
    // Still marked new while the dropdown stays open.
    expect(items[0]!.hasAttribute('data-unread')).toBe(true);
  });

  it('posts nothing when everything shown was already seen, and takes the count from the list', async () => {
    const { requests, user } = setup(
      { [LIST]: listReply([readStatus], 0) },
      { user: buildUser({ unviewed_count: 4 }) },
    );
    expect(badge(bell())).toBe('4 unread');
    await user.click(bell());
    await screen.findByRole('list', { name: 'All notifications' });
    await waitFor(() => expect(badge(bell())).toBeNull());
    expect(called(requests, VIEWED)).toHaveLength(0);
  });

  it('clicking a notification opens its target (with the app flag carried) and closes the dropdown', async () => {
    const { user } = setup(
      { [LIST]: listReply([unreadEvent, unreadLike], 2), [VIEWED]: { body: { data: { unviewed_count: 0 } } } },
      { path: '/Aboutus?is_app=true' },
    );
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(dialog).findByRole('link', { name: /Priya Shah liked your post/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/posts/11?is_app=true'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  });

  it('a club notification opens the club for a student', async () => {
    const club = buildNotification({
      id: 9,
      activity_type: 'club_join_accepted',
      activity_key: 'clubs',
      message: 'Your request to join Robotics Club was accepted.',
      event_id: null,
      club_id: 5,
    });
    const student = setup({ [LIST]: listReply([club], 1), [VIEWED]: { body: { data: { unviewed_count: 0 } } } });
    await student.user.click(bell());
    expect((await screen.findByRole('link', { name: /Robotics Club/ })).getAttribute('href')).toBe('/clubs/5');
  });

  it('an organisation gets the club dashboard link', async () => {
    const club = buildNotification({
      id: 9,
      activity_type: 'club_join_accepted',
      activity_key: 'clubs',
      message: 'A member joined Robotics Club.',
      event_id: null,
      club_id: 5,
    });
    const company = setup(
      { [LIST]: listReply([club], 1), [VIEWED]: { body: { data: { unviewed_count: 0 } } } },
      { user: buildUser({ profile_type: 'COMPANY', full_name: 'Zoho' }) },
    );
    await company.user.click(bell());
    expect((await screen.findByRole('link', { name: /Robotics Club/ })).getAttribute('href')).toBe('/clubDashboard/5');
  });

  it('the Tagged tab lists the tagged notifications; empty lists say so', async () => {
    const tagged = buildNotification({
      id: 20,
      activity_type: 'tagged',
      activity_key: 'posts',
      message: 'Arjun tagged you in a post.',
      event_id: null,
      post_id: 30,
      viewed: true,
    });
    const { user, requests } = setup({ [LIST]: listReply([], 0), [TAGGED]: listReply([tagged], 0) });
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('You have no notifications yet.')).toBeTruthy();
    await user.click(within(dialog).getByRole('tab', { name: 'Tagged' }));
    const list = await within(dialog).findByRole('list', { name: 'Tagged notifications' });
    expect(
      within(list)
        .getByRole('link', { name: /Arjun tagged you/ })
        .getAttribute('href'),
    ).toBe('/posts/30');
    expect(called(requests, TAGGED).map((r) => r.query.get('page'))).toEqual(['1']);
  });

  it('Mark all as read posts reset_unviewed, clears the badge and the unread marks', async () => {
    let viewedCalls = 0;
    const { user, requests, live } = setup({
      [LIST]: listReply([unreadEvent], 3),
      // Only the shown one is marked: two older unread ones remain.
      [VIEWED]: () => ({ body: { data: { unviewed_count: ++viewedCalls === 1 ? 2 : 0 } } }),
      [RESET]: { body: { data: { unviewed_count: 0 } } },
    });
    await sendCounts(live, 3, 0);
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const item = await within(dialog).findByRole('link', { name: /Hackathon/ });
    await waitFor(() => expect(badge(bell())).toBe('2 unread'));
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(badge(bell())).toBeNull());
    expect(called(requests, RESET)).toHaveLength(1);
    expect(item.hasAttribute('data-unread')).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toHaveProperty('disabled', true);
  });

  it('a failed list is logged and ignored: no popup, no page change, no spinner, nothing marked', async () => {
    const { user, requests } = setup({ [LIST]: errorReply(500, 'Something went wrong.', 'INTERNAL') });
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Loading notifications failed:', 'Something went wrong.'));
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(within(dialog).queryByText('You have no notifications yet.')).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByText('Internal Server Error')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/Aboutus');
    expect(called(requests, VIEWED)).toHaveLength(0);
  });

  it('a failed viewed mark is logged and ignored', async () => {
    const { user } = setup({
      [LIST]: listReply([unreadEvent], 1),
      [VIEWED]: errorReply(503, 'Try again later.', 'UNAVAILABLE'),
    });
    await user.click(bell());
    await screen.findByRole('link', { name: /Hackathon/ });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Marking notifications viewed failed:', 'Try again later.'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe('/Aboutus');
  });
});

describe('job alerts', () => {
  const page = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) =>
      buildJobAlert({ my_notification_id: from + i, job_id: 100 + from + i, title: `Role ${from + i}` }),
    );

  it('lists alerts with the company avatar, title, company and days left; the badge takes unviewed_count', async () => {
    const { user, requests } = setup({
      [JOB_ALERTS]: listReply(
        [
          buildJobAlert({ my_notification_id: 1, title: 'Backend Developer', company_name: 'Zoho', days: 17 }),
          buildJobAlert({
            my_notification_id: 2,
            job_id: 43,
            title: 'Data Analyst Intern',
            company_name: 'Infosys',
            avatar_url: '/uploads/infosys.png',
            days: 0,
            viewed: true,
          }),
          buildJobAlert({ my_notification_id: 3, job_id: 44, title: 'Designer', company_name: 'Swiggy', days: null }),
        ],
        2,
      ),
    });
    await user.click(jobAlerts());
    const dialog = await screen.findByRole('dialog', { name: 'Your Job Alerts' });
    expect(within(dialog).getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/jobs');
    const list = await within(dialog).findByRole('list', { name: 'Job alerts' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/jobs/42', '/jobs/43', '/jobs/44']);
    expect(within(links[0]!).getByLabelText('Days left: 2 weeks 3 days')).toBeTruthy();
    expect(within(links[0]!).getByText('Zoho')).toBeTruthy();
    expect(within(links[1]!).getByLabelText('Days left: Last Day')).toBeTruthy();
    expect(links[1]!.querySelector('img')?.getAttribute('src')).toBe('/uploads/infosys.png');
    expect(within(links[2]!).queryByLabelText(/Days left/)).toBeNull();
    expect(links.map((link) => link.hasAttribute('data-unread'))).toEqual([true, false, true]);
    await waitFor(() => expect(badge(jobAlerts())).toBe('2 unread'));
    expect(called(requests, JOB_ALERTS).map((r) => r.query.get('page'))).toEqual(['1']);
  });

  it('loads the next page on scrolling to the bottom: 2, then 3, and stops after an empty page', async () => {
    const pages: Record<string, ReturnType<typeof listReply>> = {
      '1': listReply(page(1, 20), 25),
      '2': listReply(page(21, 5), 25, 2),
      '3': listReply([], 25, 3),
    };
    const { user, requests, scroll } = setup({
      [JOB_ALERTS]: (request) => pages[request.query.get('page') ?? '1']!,
    });
    await user.click(jobAlerts());
    const list = await screen.findByRole('list', { name: 'Job alerts' });
    expect(within(list).getAllByRole('link')).toHaveLength(20);

    await scroll.scrollToBottom();
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(25));
    await scroll.scrollToBottom();
    await waitFor(() => expect(called(requests, JOB_ALERTS)).toHaveLength(3));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading job alerts' })).toBeNull());
    // The last batch was empty: no more pages, however far one scrolls.
    await scroll.scrollToBottom();
    await scroll.scrollToBottom();
    expect(called(requests, JOB_ALERTS).map((r) => r.query.get('page'))).toEqual(['1', '2', '3']);
    expect(within(list).getAllByRole('link')).toHaveLength(25);
    expect(scroll.watching()).toBe(0);
  });

  it('a failed page stops the loading indicator and the loading; what loaded stays', async () => {
    let release: () => void = () => {};
    const { user, requests, scroll } = setup({
      [JOB_ALERTS]: async (request) => {
        if (request.query.get('page') === '1') return listReply(page(1, 20), 20);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return errorReply(500, 'Something went wrong.', 'INTERNAL');
      },
    });
    await user.click(jobAlerts());
    const dialog = await screen.findByRole('dialog', { name: 'Your Job Alerts' });
    await within(dialog).findByRole('list', { name: 'Job alerts' });
    await scroll.scrollToBottom();
    expect(await within(dialog).findByRole('progressbar', { name: 'Loading job alerts' })).toBeTruthy();
    release();
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull());
    expect(warn).toHaveBeenCalledWith('Loading job alerts failed:', 'Something went wrong.');
    await scroll.scrollToBottom();
    expect(called(requests, JOB_ALERTS)).toHaveLength(2);
    expect(within(dialog).getAllByRole('link', { name: /Role/ })).toHaveLength(20);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('a failed first page shows neither the spinner nor an empty state', async () => {
    const { user } = setup({ [JOB_ALERTS]: errorReply(500, 'Something went wrong.', 'INTERNAL') });
    await user.click(jobAlerts());
    const dialog = await screen.findByRole('dialog', { name: 'Your Job Alerts' });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Loading job alerts failed:', 'Something went wrong.'));
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(within(dialog).queryByText(/No job alerts yet/)).toBeNull();
  });

  it('clicking an alert posts update_my_notification form-encoded, takes the count from the answer and opens the job', async () => {
    const { user, requests, live } = setup({
      [JOB_ALERTS]: listReply([buildJobAlert({ my_notification_id: 7, job_id: 42 })], 3),
      [UPDATE_ALERT]: { body: { data: { unviewed_count: 2 } } },
    });
    await sendCounts(live, 0, 3);
    await user.click(jobAlerts());
    const dialog = await screen.findByRole('dialog', { name: 'Your Job Alerts' });
    await user.click(await within(dialog).findByRole('link', { name: /Backend Developer/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs/42'));
    await waitFor(() => expect(called(requests, UPDATE_ALERT)).toHaveLength(1));
    const body = called(requests, UPDATE_ALERT)[0]!.body as Blob;
    expect(body.type).toBe('application/x-www-form-urlencoded');
    expect(await body.text()).toBe('my_notification_id=7');
    await waitFor(() => expect(badge(jobAlerts())).toBe('2 unread'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your Job Alerts' })).toBeNull());
  });

  it('an empty list says so', async () => {
    const { user } = setup({ [JOB_ALERTS]: listReply([], 0) });
    await user.click(jobAlerts());
    expect(await screen.findByText(/No job alerts yet/)).toBeTruthy();
  });
});
