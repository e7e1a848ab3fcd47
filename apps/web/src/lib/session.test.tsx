import { IDENTITY_TEXTS } from '@lbd/shared/identity';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { errorReply, mockApi, type MockHandler } from '../test/mock-api';
import { buildUser, LocationProbe } from '../test/render';
import { DRAWER_STATE_KEY } from './drawer-state';
import { useSession } from './session';
import { ACCESS_TOKEN_KEY, EXPIRES_AT_KEY, readTokens, writeTokens } from './token-store';

const MINUTE = 60_000;

function SessionProbe({ onClick }: { onClick?: () => void }) {
  const { user, isLoading, logout } = useSession();
  return (
    <div>
      <output data-testid="state">{isLoading ? 'loading' : user ? `user:${user.email}` : 'signed-out'}</output>
      <button type="button" onClick={logout}>
        Logout
      </button>
      <button type="button" onClick={onClick}>
        Act
      </button>
    </div>
  );
}

function renderSession(onClick?: () => void) {
  return render(
    <MemoryRouter initialEntries={['/Aboutus']}>
      <AppProviders>
        <SessionProbe onClick={onClick} />
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
}

const state = () => screen.getByTestId('state').textContent;

function sessionApi(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/v1/current_user_data': { status: 201, body: { data: { user: buildUser() } } },
    'POST /api/identity/sign_out': { body: { data: {} } },
    ...overrides,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('session start-up (SPEC §4.1)', () => {
  it('no stored token: tokens cleared, signed out, no call', async () => {
    const { requests } = sessionApi();
    localStorage.setItem(ACCESS_TOKEN_KEY, 'orphan-without-expiry');
    renderSession();
    await waitFor(() => expect(state()).toBe('signed-out'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('a stored token with time left: loads the current user with the bearer token', async () => {
    const { requests } = sessionApi();
    writeTokens({ accessToken: 'stored-1', expiresAt: Date.now() + 10 * MINUTE });
    renderSession();
    await waitFor(() => expect(state()).toBe('user:asha@example.com'));
    expect(requests.map((request) => request.path)).toEqual(['/api/v1/current_user_data']);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer stored-1');
  });

  it('under 120 s left: refreshes first, then loads the user with the new token', async () => {
    const expiresAt = Date.now() + 15 * MINUTE;
    const { requests } = sessionApi({
      'POST /api/identity/refresh': {
        body: { data: { access_token: 'fresh-1', expires_at: expiresAt, is_new_user: false } },
      },
    });
    writeTokens({ accessToken: 'stale-1', expiresAt: Date.now() + 60_000 });
    renderSession();
    await waitFor(() => expect(state()).toBe('user:asha@example.com'));
    expect(requests.map((request) => request.path)).toEqual(['/api/identity/refresh', '/api/v1/current_user_data']);
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer fresh-1');
    expect(readTokens()).toEqual({ accessToken: 'fresh-1', expiresAt });
  });

  it('no signed-in user on the server (refresh 401): tokens removed, signed out', async () => {
    sessionApi({ 'POST /api/identity/refresh': errorReply(401, 'Please sign in to continue.', 'UNAUTHORIZED') });
    writeTokens({ accessToken: 'stale-1', expiresAt: Date.now() - MINUTE });
    renderSession();
    await waitFor(() => expect(state()).toBe('signed-out'));
    expect(readTokens()).toBeNull();
  });

  it('the current user answers 401: logged out', async () => {
    sessionApi({ 'GET /api/v1/current_user_data': errorReply(401, 'Please sign in to continue.', 'UNAUTHORIZED') });
    writeTokens({ accessToken: 'revoked', expiresAt: Date.now() + 10 * MINUTE });
    renderSession();
    await waitFor(() => expect(state()).toBe('signed-out'));
    expect(readTokens()).toBeNull();
  });
});

describe('token refresh', () => {
  it('a timer refreshes 120 s before expiry and stores the new token and expiry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = Date.now();
    const next = start + 30 * MINUTE;
    const { requests } = sessionApi({
      'POST /api/identity/refresh': {
        body: { data: { access_token: 'fresh-2', expires_at: next, is_new_user: false } },
      },
    });
    writeTokens({ accessToken: 'stored-2', expiresAt: start + 10 * MINUTE });
    renderSession();
    await waitFor(() => expect(state()).toBe('user:asha@example.com'));

    await act(() => vi.advanceTimersByTimeAsync(8 * MINUTE - 5_000));
    expect(requests.some((request) => request.path === '/api/identity/refresh')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(readTokens()).toEqual({ accessToken: 'fresh-2', expiresAt: next }));
    expect(localStorage.getItem(EXPIRES_AT_KEY)).toBe(String(next));
  });

  it('on focus with under 120 s left: says so, refreshes, then reloads the user', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { requests } = sessionApi({
      'POST /api/identity/refresh': async () => {
        await gate;
        return {
          body: { data: { access_token: 'fresh-3', expires_at: Date.now() + 30 * MINUTE, is_new_user: false } },
        };
      },
    });
    writeTokens({ accessToken: 'stored-3', expiresAt: Date.now() + 10 * MINUTE });
    renderSession();
    await waitFor(() => expect(state()).toBe('user:asha@example.com'));

    // The laptop slept: the token now has 60 s left (the timer has not fired in the meantime).
    writeTokens({ accessToken: 'stored-3', expiresAt: Date.now() + 60_000 });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText(IDENTITY_TEXTS.refreshingSession)).toBeTruthy();
    release();
    await waitFor(() => expect(readTokens()?.accessToken).toBe('fresh-3'));
    await waitFor(() => expect(screen.queryByText(IDENTITY_TEXTS.refreshingSession)).toBeNull());
    expect(requests.filter((request) => request.path === '/api/v1/current_user_data')).toHaveLength(2);
  });

  it('on focus with plenty of time left: nothing happens', async () => {
    const { requests } = sessionApi();
    writeTokens({ accessToken: 'stored-4', expiresAt: Date.now() + 10 * MINUTE });
    renderSession();
    await waitFor(() => expect(state()).toBe('user:asha@example.com'));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(screen.queryByText(IDENTITY_TEXTS.refreshingSession)).toBeNull();
    expect(requests).toHaveLength(1);
  });
});

describe('clicks while the window is blurred', () => {
  it('are swallowed while signed in, and work again after focus', async () => {
    sessionApi();
    writeTokens({ accessToken: 'stored-5', expiresAt: Date.now() + 10 * MINUTE });
    const onClick = vi.fn();
    renderSession(onClick);
    await waitFor(() => expect(state()).toBe('user:asha@example.com'));

    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Act' }));
    expect(onClick).not.toHaveBeenCalled();

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Act' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('are not touched while signed out', async () => {
    sessionApi();
    const onClick = vi.fn();
    renderSession(onClick);
    await waitFor(() => expect(state()).toBe('signed-out'));
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Act' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('logout', () => {
  it('signs out on the server, clears storage, user and drawer state, and goes Home', async () => {
    const { requests } = sessionApi();
    writeTokens({ accessToken: 'stored-6', expiresAt: Date.now() + 10 * MINUTE });
    localStorage.setItem(DRAWER_STATE_KEY, 'false');
    localStorage.setItem('some.other.key', 'x');
    renderSession();
    await waitFor(() => expect(state()).toBe('user:asha@example.com'));

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(state()).toBe('signed-out'));
    const signOut = requests.find((request) => request.path === '/api/identity/sign_out');
    expect(signOut?.method).toBe('POST');
    expect(signOut?.headers.get('Authorization')).toBe('Bearer stored-6');
    expect(localStorage.length).toBe(0);
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
