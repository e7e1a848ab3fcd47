import { ACCOUNT_DELETION_TERMS, ACCOUNT_TEXTS } from '@lbd/shared/account';
import { IDENTITY_TEXTS } from '@lbd/shared/identity';
import { PROFILE_TEXTS } from '@lbd/shared/profiles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildAccountSummary, buildProfileDetail } from '../../../test/fixtures';
import { mockApi, page, validationError, type MockHandler } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import { AVATAR_TEXTS, avatarProblem } from '../components/avatar-upload';

function api(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/v1/profile': { body: { data: buildProfileDetail({ state_id: 21 }) } },
    'GET /api/states': {
      body: { data: [{ id: 21, name: 'Maharashtra', code: 'MH', type: 'STATE' }], pagination: page(1) },
    },
    'GET /api/myprofile/topic_interests': { body: { data: [{ id: 5, display_name: 'Python' }] } },
    'GET /api/v1/current_user_data': { status: 201, body: { data: { user: buildUser() } } },
    'GET /api/my_account': { body: { data: buildAccountSummary() } },
    'GET /api/skills': {
      body: { data: [{ id: 6, name: 'sql', display_name: 'SQL', type: 'TECHNICAL' }], pagination: page(1) },
    },
    ...overrides,
  });
}

describe('/myprofile', () => {
  it('shows the saved details with catalogue names and saves changes with a toast', async () => {
    const { requests } = api({
      'POST /api/v1/edit_profile': ({ body }) => ({
        body: {
          data: buildProfileDetail({ first_name: (body as { profile: { first_name: string } }).profile.first_name }),
        },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/myprofile', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLInputElement).value).toBe('Maharashtra');
    const first = screen.getByRole('textbox', { name: 'First Name' });
    expect((first as HTMLInputElement).value).toBe('Asha');
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('First Name cannot be empty')).toBeTruthy();

    await user.type(first, 'Ashwini');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(PROFILE_TEXTS.saved)).toBeTruthy();
    const body = requests.find((request) => request.path === '/api/v1/edit_profile')?.body as {
      profile: Record<string, unknown>;
    };
    expect(body.profile).toMatchObject({
      first_name: 'Ashwini',
      email: 'asha@example.com',
      country_code: '+91',
      phone: '9876543210',
      state_id: 21,
    });
  });

  it('puts server field messages on the fields', async () => {
    api({ 'POST /api/v1/edit_profile': validationError({ 'profile.email': 'Email already in use' }) });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/myprofile', user: buildUser() });
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Email already in use')).toBeTruthy();
  });

  it('previews and uploads a new photo; refuses other types and big files', async () => {
    const { requests } = api({ 'POST /api/my_profile/avatar': { body: { data: { avatar_url: '/uploads/a.png' } } } });
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(undefined, { path: '/myprofile', user: buildUser() });
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });

    await user.upload(screen.getByTestId('avatar-file'), new File(['x'], 'notes.pdf', { type: 'application/pdf' }));
    expect(screen.getByText(AVATAR_TEXTS.wrongType)).toBeTruthy();

    await user.upload(screen.getByTestId('avatar-file'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Preview of the new photo' }).getAttribute('src')).toBe('blob:preview');
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText(PROFILE_TEXTS.saved)).toBeTruthy();
    const upload = requests.find((request) => request.path === '/api/my_profile/avatar');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect(((upload?.body as FormData).get('file') as File).name).toBe('me.png');
  });

  it('avatar rules', () => {
    expect(avatarProblem({ type: 'image/webp', size: 2 * 1024 * 1024 })).toBeNull();
    expect(avatarProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe(AVATAR_TEXTS.tooLarge);
    expect(avatarProblem({ type: 'image/gif', size: 10 })).toBe(AVATAR_TEXTS.wrongType);
  });

  it('topic interests: add skills and remove one', async () => {
    const { requests } = api({
      'POST /api/myprofile/topic_interests': { body: { data: [] } },
      'DELETE /api/myprofile/topic_interests/5': { status: 204 },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/myprofile', user: buildUser() });
    const interests = await screen.findByRole('list', { name: 'Your topic interests' });
    expect(await within(interests).findByText('Python')).toBeTruthy();

    await user.type(screen.getByRole('combobox', { name: 'Add topics' }), 'SQ');
    await user.click(await screen.findByRole('option', { name: 'SQL' }));
    await user.click(screen.getByRole('button', { name: 'Add topics' }));
    await waitFor(() =>
      expect(
        requests.find((request) => request.path === '/api/myprofile/topic_interests' && request.method === 'POST')
          ?.body,
      ).toEqual({
        skill_ids: [5, 6],
      }),
    );

    const chip = within(interests).getByText('Python').closest('.MuiChip-root') as HTMLElement;
    fireEvent.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(requests.some((request) => request.method === 'DELETE')).toBe(true));
  });

  it('change password: the rules before sending, a wrong current password on its field, then the toast', async () => {
    const { requests } = api({
      'POST /api/my_account/change_password': ({ body }) =>
        (body as { current_password: string }).current_password === 'right password'
          ? { body: { data: { ok: true } } }
          : validationError({ current_password: ACCOUNT_TEXTS.wrongCurrentPassword }),
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/myprofile', user: buildUser() });
    const form = await screen.findByRole('form', { name: 'Change password' }, { timeout: 10_000 });
    const current = within(form).getByLabelText(/Current password/);
    const next = within(form).getByLabelText(/^New password/);
    const confirm = within(form).getByLabelText(/Confirm new password/);
    await user.type(next, 'short');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText(ACCOUNT_TEXTS.currentPasswordRequired)).toBeTruthy();
    expect(within(form).getByText(IDENTITY_TEXTS.passwordTooShort)).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/my_account/change_password')).toBe(false);

    await user.type(current, 'wrong password');
    await user.clear(next);
    await user.type(next, 'a brand new secret');
    await user.type(confirm, 'a brand new secret');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(ACCOUNT_TEXTS.wrongCurrentPassword)).toBeTruthy();

    await user.clear(current);
    await user.type(current, 'right password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(ACCOUNT_TEXTS.passwordChanged)).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/my_account/change_password').at(-1)?.body).toEqual({
      current_password: 'right password',
      password: 'a brand new secret',
      confirm_password: 'a brand new secret',
    });
  });

  it('delete account: the export first, what goes and what stays, the password, then signed out', async () => {
    const { requests } = api({
      'GET /api/my_account/export': { body: { data: { account: [] } } },
      'POST /api/my_account/delete': ({ body }) =>
        (body as { password: string }).password === 'my password'
          ? { body: { data: { ok: true } } }
          : validationError({ password: ACCOUNT_TEXTS.wrongDeletePassword }),
      'POST /api/identity/sign_out': { body: { data: { ok: true } } },
    });
    const saved = vi.fn();
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(saved);
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/myprofile', user: buildUser() });
    const section = (await screen.findByRole('heading', { name: 'Delete account' }, { timeout: 10_000 })).closest(
      'section',
    ) as HTMLElement;
    for (const line of [...ACCOUNT_DELETION_TERMS.deleted, ...ACCOUNT_DELETION_TERMS.kept])
      expect(await within(section).findByText(line)).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText('You have not downloaded your data.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(requests.some((r) => r.path === '/api/my_account/export')).toBe(true);
    await waitFor(() => expect(within(dialog).queryByText('You have not downloaded your data.')).toBeNull());

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText(ACCOUNT_TEXTS.deletePasswordRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Your password'), 'not it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(ACCOUNT_TEXTS.wrongDeletePassword)).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'my password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), { timeout: 10_000 });
    expect(requests.filter((r) => r.path === '/api/my_account/delete').at(-1)?.body).toEqual({
      password: 'my password',
    });
    click.mockRestore();
  });

  it('an admin without a profile has the password section, and no account deletion', async () => {
    api({
      'GET /api/my_account': { body: { data: buildAccountSummary({ email: 'admin@example.com', can_delete: false }) } },
    });
    renderWithApp(undefined, {
      path: '/myprofile',
      user: { id: 'a', email: 'admin@example.com', profile: null, is_admin: true },
    });
    expect(await screen.findByRole('form', { name: 'Change password' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText(ACCOUNT_TEXTS.adminCannotDelete)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your details' })).toBeNull();
  });

  it('no topics yet: says so, with no empty list', async () => {
    api({ 'GET /api/myprofile/topic_interests': { body: { data: [] } } });
    renderWithApp(undefined, { path: '/myprofile', user: buildUser() });
    expect(await screen.findByText('No topics yet. Add the skills you want to learn about.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your topic interests' })).toBeNull();
  });

  it('an admin without a profile sees where an admin works, not a failed page, and nothing is asked', async () => {
    const { requests } = api({
      'GET /api/my_account': { body: { data: buildAccountSummary({ email: 'admin@example.com', can_delete: false }) } },
    });
    renderWithApp(undefined, { path: '/myprofile', user: buildUser({}, { is_admin: true, profile: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeTruthy();
    expect(screen.getByText(PROFILE_TEXTS.adminNoProfile)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Admin Dashboard' }).getAttribute('href')).toBe(
      '/adminDashboard',
    );
    expect(requests.some((request) => request.path === '/api/v1/profile')).toBe(false);
  });
});
