import { ACCOUNT_TEXTS } from '@lbd/shared/account';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAccountSession, buildAccountSummary } from '../../../test/fixtures';
import { errorReply, mockApi, type MockHandler, type MockReply } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import { SECURITY_TEXTS, SignInSecurity } from './sign-in-security';

const t = ACCOUNT_TEXTS;

const PHONE = buildAccountSession({
  id: 'session-phone',
  device: 'Safari on iPhone',
  ip: '198.51.100.*',
  last_used_at: '2026-11-21T09:00:00.000Z',
  current: false,
});
const TABLET = buildAccountSession({ id: 'session-tablet', device: 'Firefox on Linux', ip: null, current: false });
const THIS = buildAccountSession();

function api(overrides: Record<string, MockHandler> = {}, sessions = [PHONE, THIS, TABLET]) {
  return mockApi({
    'GET /api/v1/current_user_data': { status: 201, body: { data: { user: buildUser() } } },
    'GET /api/my_account': { body: { data: buildAccountSummary({ sessions }) } },
    ...overrides,
  });
}

function renderSection() {
  renderWithApp(<SignInSecurity />, { path: '/myprofile', user: buildUser() });
  return screen.findByRole('switch', { name: t.signInAlertsLabel });
}

/** A reply that waits until the test lets it go. */
function held(reply: MockReply) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, reply), release };
}

const devices = () => screen.getByRole('list', { name: SECURITY_TEXTS.devicesHeading });

describe('Profile Settings: Sign-in and security', () => {
  it('shows the alert switch and the devices, this one marked and without its own sign-out', async () => {
    api();
    const toggle = await renderSection();
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('heading', { level: 3, name: SECURITY_TEXTS.alertsHeading })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: SECURITY_TEXTS.devicesHeading })).toBeTruthy();
    const items = within(devices()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split('·')[0]?.trim())).toEqual([
      expect.stringContaining('Safari on iPhone'),
      expect.stringContaining('Chrome on Windows'),
      expect.stringContaining('Firefox on Linux'),
    ]);
    expect(within(items[1]!).getByText(t.thisDevice)).toBeTruthy();
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    expect(
      within(items[0]!).getByText(
        /198\.51\.100\.\* · Signed in 20 Nov 2026, 10:00 am · last active 21 Nov 2026, 2:30 pm/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out Safari on iPhone' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out Firefox on Linux' })).toBeTruthy();
  });

  it('the switch saves at once: it turns before the answer, and a snack bar says so', async () => {
    const answer = held({ body: { data: { sign_in_alerts: false } } });
    const { requests } = api({ 'POST /api/update_settings': answer.handler });
    const user = userEvent.setup();
    const toggle = (await renderSection()) as HTMLInputElement;
    await user.click(toggle);
    expect(toggle.checked).toBe(false);
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/update_settings')?.body).toEqual({ sign_in_alerts: false }),
    );
    answer.release();
    expect(await screen.findByText(t.signInAlertsOff)).toBeTruthy();
    expect(toggle.checked).toBe(false);
  });

  it('a failed save turns the switch back and says so', async () => {
    const answer = held(errorReply(500, 'Something went wrong.', 'INTERNAL'));
    api({ 'POST /api/update_settings': answer.handler });
    const user = userEvent.setup();
    const toggle = (await renderSection()) as HTMLInputElement;
    await user.click(toggle);
    expect(toggle.checked).toBe(false);
    answer.release();
    expect(await screen.findByText(t.settingNotSaved)).toBeTruthy();
    expect(toggle.checked).toBe(true);
  });

  it('signs one other device out: it leaves the list and a snack bar names it', async () => {
    let signedOut = false;
    const { requests } = api({
      'GET /api/my_account': () => ({
        body: { data: buildAccountSummary({ sessions: signedOut ? [THIS, TABLET] : [PHONE, THIS, TABLET] }) },
      }),
      'POST /api/my_account/sessions/session-phone/sign_out': () => {
        signedOut = true;
        return { body: { data: { ended: 1 } } };
      },
    });
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(await screen.findByText(SECURITY_TEXTS.signedOutOne('Safari on iPhone'))).toBeTruthy();
    expect(
      requests.some((r) => r.method === 'POST' && r.path === '/api/my_account/sessions/session-phone/sign_out'),
    ).toBe(true);
    await waitFor(() => expect(within(devices()).queryByText('Safari on iPhone')).toBeNull());
  });

  it('signs every other device out after a confirmation whose first control has the focus', async () => {
    let signedOut = false;
    const { requests } = api({
      'GET /api/my_account': () => ({
        body: { data: buildAccountSummary({ sessions: signedOut ? [THIS] : [PHONE, THIS, TABLET] }) },
      }),
      'POST /api/my_account/sign_out_others': () => {
        signedOut = true;
        return { body: { data: { ended: 2 } } };
      },
    });
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: t.signOutOthers }));
    let dialog = await screen.findByRole('dialog', { name: `${t.signOutOthers}?` });
    expect(within(dialog).getByText(t.signOutOthersConfirm)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));

    // Cancel asks nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.path === '/api/my_account/sign_out_others')).toBe(false);

    await user.click(screen.getByRole('button', { name: t.signOutOthers }));
    dialog = await screen.findByRole('dialog', { name: `${t.signOutOthers}?` });
    await user.click(within(dialog).getByRole('button', { name: SECURITY_TEXTS.signOutOthersConfirmButton }));
    expect(await screen.findByText(SECURITY_TEXTS.signedOutOthers(2))).toBeTruthy();
    await waitFor(() => expect(within(devices()).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText(t.noOtherSessions)).toBeTruthy();
    expect((screen.getByRole('button', { name: t.signOutOthers }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a session that has ended meanwhile: the failure is told and the list read again', async () => {
    let reads = 0;
    api({
      'GET /api/my_account': () => {
        reads += 1;
        return { body: { data: buildAccountSummary({ sessions: reads === 1 ? [PHONE, THIS] : [THIS] }) } };
      },
      'POST /api/my_account/sessions/session-phone/sign_out': errorReply(404, t.sessionNotFound, 'NOT_FOUND'),
    });
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText(t.sessionNotFound)).toBeTruthy();
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(devices()).queryByText('Safari on iPhone')).toBeNull());
  });

  it('says so in place when the account cannot be read, with a retry', async () => {
    api({ 'GET /api/my_account': errorReply(500, 'Something went wrong.', 'INTERNAL') });
    renderWithApp(<SignInSecurity />, { path: '/myprofile', user: buildUser() });
    expect(await screen.findByText(SECURITY_TEXTS.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: SECURITY_TEXTS.retry })).toBeTruthy();
  });
});
