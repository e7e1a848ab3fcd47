import { IDENTITY_TEXTS } from '@lbd/shared/identity';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, validationError } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';

afterEach(() => {
  Object.defineProperty(window, 'opener', { configurable: true, value: null });
});

describe('/resetPassword', () => {
  it('sets the new password with the token from the link, then offers the login popup', async () => {
    const { requests } = mockApi({
      'POST /api/identity/password_reset/confirm': { body: { data: { reset: true } } },
      'GET /api/identity/config': { body: { data: { social_providers: [] } } },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/resetPassword?token=abc123' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText(IDENTITY_TEXTS.passwordTooShort)).toBeTruthy();

    await user.clear(screen.getByLabelText('New password', { selector: 'input' }));
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(IDENTITY_TEXTS.passwordChanged)).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/identity/password_reset/confirm')?.body).toEqual({
      token: 'abc123',
      password: 'a-new-password',
      confirm_password: 'a-new-password',
    });
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it('an expired link says so', async () => {
    mockApi({
      'POST /api/identity/password_reset/confirm': validationError({ token: IDENTITY_TEXTS.resetLinkInvalid }),
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/resetPassword?token=old' });
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(IDENTITY_TEXTS.resetLinkInvalid)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request a new link' })).toBeTruthy();
  });

  it('without a token the link is invalid', async () => {
    renderWithApp(undefined, { path: '/resetPassword' });
    expect(await screen.findByText(IDENTITY_TEXTS.resetLinkInvalid)).toBeTruthy();
  });
});

describe('/authCallback', () => {
  it('reports the result to the opener (same origin only) and closes itself, without header', async () => {
    const postMessage = vi.fn();
    Object.defineProperty(window, 'opener', { configurable: true, value: { closed: false, postMessage } });
    renderWithApp(undefined, {
      path: '/authCallback?status=error&error=account_not_linked&email=asha%40example.com&provider=google',
    });
    await waitFor(() => expect(postMessage).toHaveBeenCalled());
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'lbd-auth', status: 'error', error: 'account_not_linked', email: 'asha@example.com', provider: 'google' },
      window.location.origin,
    );
    expect(window.close).toHaveBeenCalled();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('success', async () => {
    const postMessage = vi.fn();
    Object.defineProperty(window, 'opener', { configurable: true, value: { closed: false, postMessage } });
    renderWithApp(undefined, { path: '/authCallback?status=success' });
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { type: 'lbd-auth', status: 'success', error: undefined, email: undefined, provider: undefined },
        window.location.origin,
      ),
    );
  });
});
