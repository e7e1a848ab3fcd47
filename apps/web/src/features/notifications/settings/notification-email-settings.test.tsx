import { type NotificationEmailSetting } from '@lbd/shared/notification-emails';
import { NOTIFICATION_KINDS, notificationKindLabel } from '@lbd/shared/notifications';
import { PROFILE_TEXTS } from '@lbd/shared/profiles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfileDetail } from '../../../test/fixtures';
import { errorReply, mockApi, page, type MockHandler } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import { EMAIL_SETTINGS_TEXTS } from './notification-email-settings';

const SETTINGS = '/api/myprofile/notification_settings';

const settings = (overrides: Partial<Record<string, NotificationEmailSetting['email']>> = {}) => ({
  data: {
    settings: NOTIFICATION_KINDS.filter((kind) => kind !== 'board').map((kind) => ({
      kind,
      label: notificationKindLabel(kind),
      email: overrides[kind] ?? (kind === 'job_alert' ? 'daily' : kind === 'application_status' ? 'immediate' : 'off'),
    })),
  },
});

function api(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/v1/profile': { body: { data: buildProfileDetail() } },
    'GET /api/myprofile/topic_interests': { body: { data: [] } },
    'GET /api/v1/current_user_data': { status: 201, body: { data: { user: buildUser() } } },
    'GET /api/states': { body: { data: [], pagination: page(1) } },
    [`GET ${SETTINGS}`]: { body: settings() },
    ...overrides,
  });
}

async function openSection() {
  renderWithApp(undefined, { path: '/myprofile', user: buildUser() });
  expect(await screen.findByRole('heading', { level: 2, name: 'Notification emails' })).toBeTruthy();
  return screen.findByRole('form', { name: 'Notification emails' });
}

const choice = (section: HTMLElement, label: string) => within(section).getByRole('radiogroup', { name: label });

describe('Profile Settings: Notification emails', () => {
  it('shows each kind the profile gets with its current choice, grouped', async () => {
    api();
    const section = await openSection();
    const jobAlerts = await within(section).findByRole('radiogroup', { name: 'Job alerts' });
    expect((within(jobAlerts).getByRole('radio', { name: 'Daily digest' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (within(choice(section, 'Application updates')).getByRole('radio', { name: 'Immediately' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect((within(choice(section, 'Quizzes')).getByRole('radio', { name: 'Off' }) as HTMLInputElement).checked).toBe(
      true,
    );
    // Only the kinds the API answered (no 'Boards' here).
    expect(within(section).queryByRole('radiogroup', { name: 'Boards' })).toBeNull();
    expect(within(section).getAllByRole('radiogroup')).toHaveLength(NOTIFICATION_KINDS.length - 1);
    expect(within(section).getByRole('heading', { level: 3, name: 'Jobs' })).toBeTruthy();
    expect(within(section).getByRole('heading', { level: 3, name: 'Learning' })).toBeTruthy();
    expect(
      (within(section).getByRole('button', { name: EMAIL_SETTINGS_TEXTS.save }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('saves only the kinds changed and confirms with the snackbar', async () => {
    const { requests } = api({
      [`PUT ${SETTINGS}`]: { body: settings({ job_alert: 'immediate', post_like: 'daily' }) },
    });
    const user = userEvent.setup();
    const section = await openSection();
    await user.click(
      within(await within(section).findByRole('radiogroup', { name: 'Job alerts' })).getByRole('radio', {
        name: 'Immediately',
      }),
    );
    await user.click(within(choice(section, 'Likes on your posts')).getByRole('radio', { name: 'Daily digest' }));
    // Changed and changed back: not sent.
    await user.click(within(choice(section, 'Quizzes')).getByRole('radio', { name: 'Immediately' }));
    await user.click(within(choice(section, 'Quizzes')).getByRole('radio', { name: 'Off' }));
    await user.click(within(section).getByRole('button', { name: EMAIL_SETTINGS_TEXTS.save }));
    expect(await screen.findByText(PROFILE_TEXTS.saved)).toBeTruthy();
    const put = requests.find((request) => request.method === 'PUT' && request.path === SETTINGS);
    expect(put?.body).toEqual({ settings: { job_alert: 'immediate', post_like: 'daily' } });
    expect(
      (within(choice(section, 'Job alerts')).getByRole('radio', { name: 'Immediately' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(section).getByRole('button', { name: EMAIL_SETTINGS_TEXTS.save }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('a refused save opens the error popup and keeps the choice', async () => {
    api({ [`PUT ${SETTINGS}`]: errorReply(500, 'Something went wrong.', 'INTERNAL') });
    const user = userEvent.setup();
    const section = await openSection();
    await user.click(
      within(await within(section).findByRole('radiogroup', { name: 'Job alerts' })).getByRole('radio', {
        name: 'Off',
      }),
    );
    await user.click(within(section).getByRole('button', { name: EMAIL_SETTINGS_TEXTS.save }));
    const popup = await screen.findByRole('dialog');
    expect(screen.queryByText(PROFILE_TEXTS.saved)).toBeNull();
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      (within(choice(section, 'Job alerts')).getByRole('radio', { name: 'Off' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(section).getByRole('button', { name: EMAIL_SETTINGS_TEXTS.save }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('a failed load says so and retries', async () => {
    let calls = 0;
    api({
      // The app retries a failed load once by itself.
      [`GET ${SETTINGS}`]: () =>
        ++calls <= 2 ? errorReply(500, 'Something went wrong.', 'INTERNAL') : { body: settings() },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/myprofile', user: buildUser() });
    const failed = await screen.findByText(EMAIL_SETTINGS_TEXTS.loadFailed);
    // The page's other sections load on their own; this Retry is the one beside the email settings' failure.
    const retry = screen
      .getAllByRole('button', { name: EMAIL_SETTINGS_TEXTS.retry })
      .find((button) => button.closest('[role="alert"]')?.contains(failed));
    await user.click(retry!);
    expect(await screen.findByRole('radiogroup', { name: 'Job alerts' })).toBeTruthy();
  });
});
