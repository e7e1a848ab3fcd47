import { NOTIFICATION_EMAIL_TEXTS } from '@lbd/shared/notification-emails';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockApi, type MockHandler } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import { UNSUBSCRIBE_TEXTS } from './unsubscribe-page';

const SIGNATURE = 'A'.repeat(43);
const TOKEN = `42.application_status.${SIGNATURE}`;
const UNSUBSCRIBE = 'POST /api/notifications/unsubscribe';

async function open(
  path: string,
  routes: Record<string, MockHandler> = {},
  user: ReturnType<typeof buildUser> | null = null,
) {
  const mocked = mockApi(routes);
  renderWithApp(undefined, { path, user });
  expect(await screen.findByRole('heading', { level: 1, name: UNSUBSCRIBE_TEXTS.heading })).toBeTruthy();
  return mocked;
}

describe('/unsubscribe', () => {
  it('says what will stop and changes nothing until the button; then shows the result', async () => {
    const { requests } = await open(`/unsubscribe?token=${encodeURIComponent(TOKEN)}`, {
      [UNSUBSCRIBE]: { body: { data: { kind: 'application_status', label: 'Application updates' } } },
    });
    expect(screen.getByTestId('unsubscribe-what').textContent).toBe(
      'You will no longer get emails about Application updates.',
    );
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: UNSUBSCRIBE_TEXTS.confirm }));
    expect((await screen.findByTestId('unsubscribe-outcome')).textContent).toBe(
      'Done. Emails about Application updates are turned off.',
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ token: TOKEN });
    expect(screen.queryByRole('button', { name: UNSUBSCRIBE_TEXTS.confirm })).toBeNull();
    expect(screen.getByRole('link', { name: UNSUBSCRIBE_TEXTS.settings }).getAttribute('href')).toBe('/myprofile');
  });

  it('a digest link names the daily digest', async () => {
    await open(`/unsubscribe?token=7.digest.${SIGNATURE}`, {
      [UNSUBSCRIBE]: { body: { data: { kind: 'digest', label: 'Daily digest' } } },
    });
    expect(screen.getByTestId('unsubscribe-what').textContent).toBe(UNSUBSCRIBE_TEXTS.digestWillStop);
    await userEvent.setup().click(screen.getByRole('button', { name: UNSUBSCRIBE_TEXTS.confirm }));
    expect((await screen.findByTestId('unsubscribe-outcome')).textContent).toBe(UNSUBSCRIBE_TEXTS.digestDone);
  });

  it('a link without a token, or not shaped like one, says it is not valid and offers no button', async () => {
    for (const path of ['/unsubscribe', '/unsubscribe?token=abc', `/unsubscribe?token=1.birthdays.${SIGNATURE}`]) {
      const { requests } = await open(path);
      expect(screen.getByTestId('unsubscribe-outcome').textContent, path).toBe(NOTIFICATION_EMAIL_TEXTS.linkInvalid);
      expect(screen.queryByRole('button', { name: UNSUBSCRIBE_TEXTS.confirm })).toBeNull();
      expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
      document.body.innerHTML = '';
    }
  });

  it('a token the server refuses (422) reads as not valid; a deleted account (404) says so', async () => {
    const user = userEvent.setup();
    await open(`/unsubscribe?token=${TOKEN}`, {
      [UNSUBSCRIBE]: errorReply(422, NOTIFICATION_EMAIL_TEXTS.linkInvalid, 'VALIDATION_FAILED'),
    });
    await user.click(screen.getByRole('button', { name: UNSUBSCRIBE_TEXTS.confirm }));
    expect((await screen.findByTestId('unsubscribe-outcome')).textContent).toBe(NOTIFICATION_EMAIL_TEXTS.linkInvalid);
    document.body.innerHTML = '';

    await open(`/unsubscribe?token=${TOKEN}`, {
      [UNSUBSCRIBE]: errorReply(404, NOTIFICATION_EMAIL_TEXTS.linkGone, 'NOT_FOUND'),
    });
    await user.click(screen.getByRole('button', { name: UNSUBSCRIBE_TEXTS.confirm }));
    expect((await screen.findByTestId('unsubscribe-outcome')).textContent).toBe(NOTIFICATION_EMAIL_TEXTS.linkGone);
  });

  it('a server failure keeps the button to try again', async () => {
    let calls = 0;
    await open(`/unsubscribe?token=${TOKEN}`, {
      [UNSUBSCRIBE]: () =>
        ++calls === 1
          ? errorReply(500, 'Something went wrong.', 'INTERNAL')
          : { body: { data: { kind: 'application_status', label: 'Application updates' } } },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: UNSUBSCRIBE_TEXTS.confirm }));
    expect(await screen.findByText(UNSUBSCRIBE_TEXTS.failed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: UNSUBSCRIBE_TEXTS.confirm }));
    expect((await screen.findByTestId('unsubscribe-outcome')).textContent).toContain('turned off');
  });

  it('works for a signed-in user whose profile is disabled (the page is never redirected)', async () => {
    await open(
      `/unsubscribe?token=${TOKEN}`,
      { 'GET /api/v1/current_user_data': { status: 201, body: { data: { user: buildUser({ active: false }) } } } },
      buildUser({ active: false }),
    );
    expect(screen.getByTestId('location').textContent).toBe(`/unsubscribe?token=${TOKEN}`);
    expect(screen.getByRole('button', { name: UNSUBSCRIBE_TEXTS.confirm })).toBeTruthy();
  });
});
