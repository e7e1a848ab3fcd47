import { IDENTITY_TEXTS, type CurrentUser } from '@lbd/shared/identity';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, EXPIRES_AT_KEY } from '../../../lib/token-store';
import { buildProfileDetail } from '../../../test/fixtures';
import { errorReply, mockApi, validationError, type MockHandler, type MockReply } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';

const TOKENS = { access_token: 'access-1', expires_at: Date.now() + 15 * 60_000, is_new_user: false };

function api(overrides: Record<string, MockHandler> = {}, user: CurrentUser = buildUser()) {
  return mockApi({
    'GET /api/identity/config': { body: { data: { social_providers: ['google'] } } },
    'GET /api/v1/current_user_data': { status: 201, body: { data: { user } } },
    'GET /api/lookups': {
      body: {
        data: { type: 'COUNTRY_CODE', data: [{ id: 99, name: 'India', desc: 'India (+91)', code: '+91' }] },
        pagination: { page: 1, count: 20, total: 1, total_pages: 1 },
      },
    },
    ...overrides,
  });
}

async function openPopup(mode: 'LOGIN' | 'SIGN UP', path = '/Aboutus') {
  const user = userEvent.setup();
  renderWithApp(undefined, { path });
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: mode }));
  const dialog = await screen.findByRole('dialog', { name: mode === 'LOGIN' ? 'Login' : 'Sign Up' });
  return { user, dialog };
}

/** The helper text of a form control (MUI links it with aria-describedby). */
function messageOf(input: HTMLElement): string | null | undefined {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
}

const emailInput = (dialog: HTMLElement) => within(dialog).getByLabelText('Email', { selector: 'input' });
const passwordInput = (dialog: HTMLElement, label = 'Password') =>
  within(dialog).getByLabelText(label, { selector: 'input' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('login popup: sign-in face', () => {
  it('validates on the client with the exact texts', async () => {
    api();
    const { user, dialog } = await openPopup('LOGIN');
    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    expect(messageOf(emailInput(dialog))).toBe(IDENTITY_TEXTS.invalidEmail);
    expect(messageOf(passwordInput(dialog))).toBe(IDENTITY_TEXTS.passwordRequired);

    await user.type(emailInput(dialog), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    expect(messageOf(emailInput(dialog))).toBe('Enter a valid email address.');
  });

  it('trims the email on input', async () => {
    api();
    const { user, dialog } = await openPopup('LOGIN');
    await user.type(emailInput(dialog), '  asha@example.com  ');
    expect((emailInput(dialog) as HTMLInputElement).value).toBe('asha@example.com');
  });

  it('shows the server field messages on the matching field', async () => {
    let reply = validationError({ email: IDENTITY_TEXTS.unknownUser });
    api({ 'POST /api/identity/sign_in': () => reply });
    const { user, dialog } = await openPopup('LOGIN');
    await user.type(emailInput(dialog), 'nobody@example.com');
    await user.type(passwordInput(dialog), 'secret-password');
    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(messageOf(emailInput(dialog))).toBe(IDENTITY_TEXTS.unknownUser));
    expect(messageOf(passwordInput(dialog))).toBeFalsy();

    reply = validationError({ password: IDENTITY_TEXTS.wrongPassword });
    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(messageOf(passwordInput(dialog))).toBe(IDENTITY_TEXTS.wrongPassword));
    expect(messageOf(emailInput(dialog))).toBeFalsy();
  });

  it('a banned account sees the disabled text', async () => {
    api({ 'POST /api/identity/sign_in': errorReply(403, IDENTITY_TEXTS.accountDisabled, 'FORBIDDEN') });
    const { user, dialog } = await openPopup('LOGIN');
    await user.type(emailInput(dialog), 'banned@example.com');
    await user.type(passwordInput(dialog), 'secret-password');
    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    expect(await within(dialog).findByText(IDENTITY_TEXTS.accountDisabled)).toBeTruthy();
  });

  it('opens the Terms of Use only once the popup has closed, as a named dialog', async () => {
    api({ 'POST /api/identity/sign_in': { body: { data: TOKENS } } }, buildUser({ terms_nd_cond: false }));
    const { user, dialog } = await openPopup('LOGIN');
    await user.type(emailInput(dialog), 'asha@example.com');
    await user.type(passwordInput(dialog), 'secret-password');
    // Every change of the page, checked for the two dialogs at once (the popup animating closed).
    let together = false;
    const both = () =>
      document.querySelector('[aria-labelledby="login-popup-title"]') !== null &&
      document.querySelector('[aria-labelledby="terms-title"]') !== null;
    const observer = new MutationObserver(() => {
      together ||= both();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    await screen.findByRole('dialog', { name: 'Terms of Use' });
    observer.disconnect();
    expect(together).toBe(false);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('signs in: stores the tokens, loads the user, closes the popup and goes to the dashboard', async () => {
    const { requests } = api({ 'POST /api/identity/sign_in': { body: { data: TOKENS } } });
    const { user, dialog } = await openPopup('LOGIN');
    await user.type(emailInput(dialog), 'asha@example.com');
    await user.type(passwordInput(dialog), 'secret-password');
    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-1');
    expect(localStorage.getItem(EXPIRES_AT_KEY)).toBe(String(TOKENS.expires_at));
    const signIn = requests.find((request) => request.path === '/api/identity/sign_in');
    expect(signIn?.body).toEqual({ email: 'asha@example.com', password: 'secret-password' });
    const me = requests.find((request) => request.path === '/api/v1/current_user_data');
    expect(me?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('after sign-in from Access Denied, the saved page comes first', async () => {
    api({
      'POST /api/identity/sign_in': { body: { data: TOKENS } },
      'GET /api/v1/profile': { body: { data: buildProfileDetail() } },
      'GET /api/myprofile/topic_interests': { body: { data: [] } },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/myprofile' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/unauthorized'));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'LOGIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await user.type(emailInput(dialog), 'asha@example.com');
    await user.type(passwordInput(dialog), 'secret-password');
    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/myprofile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeTruthy();
  });
});

describe('login popup: register face', () => {
  it('validates email, password length and confirmation with the exact texts', async () => {
    api();
    const { user, dialog } = await openPopup('SIGN UP');
    await user.type(emailInput(dialog), 'new@example');
    await user.type(passwordInput(dialog), 'short');
    await user.type(passwordInput(dialog, 'Confirm password'), 'other');
    await user.click(within(dialog).getByRole('button', { name: 'SIGN UP' }));
    expect(messageOf(emailInput(dialog))).toBe(IDENTITY_TEXTS.invalidEmail);
    expect(messageOf(passwordInput(dialog))).toBe('Please enter a password with atleast 8 characters.');

    await user.clear(passwordInput(dialog));
    await user.type(passwordInput(dialog), 'long-enough-1');
    await user.click(within(dialog).getByRole('button', { name: 'SIGN UP' }));
    expect(messageOf(passwordInput(dialog, 'Confirm password'))).toBe(
      'Your password and confirmation password do not match.',
    );
  });

  it('an email in use is shown on the email field; success goes to profile creation', async () => {
    let reply: MockReply = validationError({ email: IDENTITY_TEXTS.emailInUse });
    api(
      { 'POST /api/identity/sign_up': () => reply },
      {
        id: 'new',
        email: 'new@example.com',
        profile: null,
        portfolio_job_roles: [],
        portfolio: null,
      },
    );
    const { user, dialog } = await openPopup('SIGN UP');
    await user.type(emailInput(dialog), 'new@example.com');
    await user.type(passwordInput(dialog), 'long-enough-1');
    await user.type(passwordInput(dialog, 'Confirm password'), 'long-enough-1');
    await user.click(within(dialog).getByRole('button', { name: 'SIGN UP' }));
    await waitFor(() => expect(messageOf(emailInput(dialog))).toBe(IDENTITY_TEXTS.emailInUse));

    reply = { status: 201, body: { data: { ...TOKENS, is_new_user: true } } };
    await user.click(within(dialog).getByRole('button', { name: 'SIGN UP' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/createProfile'));
  });

  it('LOGIN and SIGN UP flip between the faces', async () => {
    api();
    const { user, dialog } = await openPopup('LOGIN');
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
  });
});

describe('login popup: forgot password', () => {
  it('sends the link, confirms, and Return to login resets all faces', async () => {
    const { requests } = api({ 'POST /api/identity/password_reset': { body: { data: { sent: true } } } });
    const { user, dialog } = await openPopup('LOGIN');
    await user.type(emailInput(dialog), 'typed@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeTruthy();
    await user.type(emailInput(dialog), 'asha@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText(IDENTITY_TEXTS.resetLinkSent)).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/identity/password_reset')?.body).toEqual({
      email: 'asha@example.com',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Return to login' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect((emailInput(dialog) as HTMLInputElement).value).toBe('');
  });

  it('shows the unknown-email text on the field and other failures as the reset-failed text', async () => {
    let reply = validationError({ email: IDENTITY_TEXTS.unknownResetEmail });
    api({ 'POST /api/identity/password_reset': () => reply });
    const { user, dialog } = await openPopup('LOGIN');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await user.type(emailInput(dialog), 'nobody@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(messageOf(emailInput(dialog))).toBe(IDENTITY_TEXTS.unknownResetEmail));

    reply = errorReply(400, 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText(IDENTITY_TEXTS.resetFailed)).toBeTruthy();
  });
});

describe('login popup: phone authentication', () => {
  it('India (+91) by default, exact invalid-phone text, then six code boxes and sign-in', async () => {
    const { requests } = api({
      'POST /api/identity/phone/send_code': { body: { data: { sent: true, expires_in: 300 } } },
      'POST /api/identity/phone/verify': { body: { data: TOKENS } },
    });
    const { user, dialog } = await openPopup('LOGIN');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with phone number' }));
    expect(screen.getByRole('dialog', { name: 'Sign in with phone' })).toBeTruthy();
    expect((within(dialog).getByRole('combobox', { name: 'Country code' }) as HTMLInputElement).value).toBe(
      'India (+91)',
    );

    const phone = within(dialog).getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(messageOf(phone)).toBe('Enter a valid phone number.');

    await user.clear(phone);
    await user.type(phone, '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('dialog', { name: 'Enter the code' })).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/identity/phone/send_code')?.body).toEqual({
      country_code: '+91',
      phone: '9876543210',
    });

    const boxes = within(dialog).getAllByRole('textbox');
    expect(boxes).toHaveLength(6);
    const verify = within(dialog).getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    await user.click(boxes[0]!);
    await user.keyboard('123456');
    expect(verify.disabled).toBe(false);
    await user.click(verify);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(requests.find((request) => request.path === '/api/identity/phone/verify')?.body).toEqual({
      country_code: '+91',
      phone: '9876543210',
      code: '123456',
    });
  });

  it('a wrong code shows the server text under the boxes', async () => {
    api({
      'POST /api/identity/phone/send_code': { body: { data: { sent: true, expires_in: 300 } } },
      'POST /api/identity/phone/verify': validationError({ code: IDENTITY_TEXTS.wrongOtp }),
    });
    const { user, dialog } = await openPopup('LOGIN');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with phone number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await screen.findByRole('dialog', { name: 'Enter the code' });
    await user.click(within(dialog).getAllByRole('textbox')[0]!);
    await user.keyboard('000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(IDENTITY_TEXTS.wrongOtp);
  });
});

describe('login popup: social sign-in', () => {
  it('shows buttons only for configured providers', async () => {
    api();
    const { dialog } = await openPopup('LOGIN');
    expect(await within(dialog).findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
  });

  it('a blocked pop-up shows the 5-second snack bar', async () => {
    api();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, dialog } = await openPopup('LOGIN');
    await user.click(await within(dialog).findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText(IDENTITY_TEXTS.popupClosed)).toBeTruthy();
  });

  it('a pop-up closed without a message shows the snack bar', async () => {
    const popup = { closed: false, location: { href: '' }, close: vi.fn() };
    api({ 'POST /api/identity/social/start': { body: { data: { url: '/api/identity/social/google/authorize' } } } });
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user, dialog } = await openPopup('LOGIN');
    await user.click(await within(dialog).findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(popup.location.href).toBe('/api/identity/social/google/authorize'));
    popup.closed = true;
    expect(await screen.findByText(IDENTITY_TEXTS.popupClosed, {}, { timeout: 4000 })).toBeTruthy();
  });

  it('success: refreshes to get tokens and signs in', async () => {
    const popup = { closed: false, location: { href: '' }, close: vi.fn() };
    const { requests } = api({
      'POST /api/identity/social/start': { body: { data: { url: '/api/identity/social/google/authorize' } } },
      'POST /api/identity/refresh': { body: { data: TOKENS } },
    });
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user, dialog } = await openPopup('LOGIN');
    await user.click(await within(dialog).findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(popup.location.href).not.toBe(''));
    expect(requests.find((request) => request.path === '/api/identity/social/start')?.body).toEqual({
      provider: 'google',
    });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'lbd-auth', status: 'success' }, origin: window.location.origin }),
      );
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-1');
  });

  it('account_not_linked opens the link-accounts face with the email prefilled', async () => {
    const popup = { closed: false, location: { href: '' }, close: vi.fn() };
    api({ 'POST /api/identity/social/start': { body: { data: { url: '/api/identity/social/google/authorize' } } } });
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user, dialog } = await openPopup('LOGIN');
    await user.click(await within(dialog).findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(popup.location.href).not.toBe(''));
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: {
            type: 'lbd-auth',
            status: 'error',
            error: 'account_not_linked',
            email: 'asha@example.com',
            provider: 'google',
          },
          origin: window.location.origin,
        }),
      );
    });
    const link = await screen.findByRole('dialog', { name: 'Link your accounts' });
    expect(within(link).getByText(IDENTITY_TEXTS.accountExistsDifferentCredential)).toBeTruthy();
    expect((emailInput(link) as HTMLInputElement).value).toBe('asha@example.com');
    expect(passwordInput(link)).toBeTruthy();
  });

  it('messages from another origin are ignored', async () => {
    const popup = { closed: false, location: { href: '' }, close: vi.fn() };
    api({ 'POST /api/identity/social/start': { body: { data: { url: '/x' } } } });
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user, dialog } = await openPopup('LOGIN');
    await user.click(await within(dialog).findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(popup.location.href).toBe('/x'));
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'lbd-auth', status: 'success' }, origin: 'https://evil.example' }),
      );
    });
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toContain('Finish signing in with Google');
  });
});
