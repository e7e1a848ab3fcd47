import { IDENTITY_TEXTS } from '@lbd/shared/identity';
import { describe, expect, it } from 'vitest';
import { SESSION_TEXTS } from './session-texts';
import {
  ACCESS_TOKEN_KEY,
  EXPIRES_AT_KEY,
  REFRESH_LEAD_MS,
  clearTokens,
  currentAccessToken,
  needsRefresh,
  readTokens,
  refreshDelayMs,
  sessionAction,
  writeTokens,
} from './token-store';

const NOW = 1_700_000_000_000;

describe('token store', () => {
  it('writes, reads and clears the access token and its expiry in localStorage', () => {
    expect(readTokens()).toBeNull();
    writeTokens({ accessToken: 'tok', expiresAt: NOW + 900_000 });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('tok');
    expect(localStorage.getItem(EXPIRES_AT_KEY)).toBe(String(NOW + 900_000));
    expect(readTokens()).toEqual({ accessToken: 'tok', expiresAt: NOW + 900_000 });
    expect(currentAccessToken()).toBe('tok');
    clearTokens();
    expect(readTokens()).toBeNull();
    expect(currentAccessToken()).toBeNull();
  });

  it('treats a token without a readable expiry as no token', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    expect(readTokens()).toBeNull();
    localStorage.setItem(EXPIRES_AT_KEY, 'soon');
    expect(readTokens()).toBeNull();
  });

  it('refreshes 120 seconds before expiry', () => {
    expect(REFRESH_LEAD_MS).toBe(120_000);
  });
});

describe('sessionAction (on load)', () => {
  it('no stored token: clear tokens', () => {
    expect(sessionAction(null, NOW)).toBe('clear');
  });

  it('under 120 s left: refresh first', () => {
    expect(sessionAction(NOW + 119_999, NOW)).toBe('refresh');
    expect(sessionAction(NOW + 1, NOW)).toBe('refresh');
  });

  it('already expired: refresh (the session cookie may still be valid)', () => {
    expect(sessionAction(NOW - 60_000, NOW)).toBe('refresh');
  });

  it('120 s or more left: register the expiry and fetch the user', () => {
    expect(sessionAction(NOW + 120_000, NOW)).toBe('fetch-user');
    expect(sessionAction(NOW + 3_600_000, NOW)).toBe('fetch-user');
  });
});

describe('refresh timing', () => {
  it('needsRefresh is true under 120 s left', () => {
    expect(needsRefresh(NOW + 119_000, NOW)).toBe(true);
    expect(needsRefresh(NOW + 121_000, NOW)).toBe(false);
  });

  it('the timer fires 120 s before expiry', () => {
    expect(refreshDelayMs(NOW + 900_000, NOW)).toBe(780_000);
  });

  it('never schedules a negative delay', () => {
    expect(refreshDelayMs(NOW + 60_000, NOW)).toBe(0);
    expect(refreshDelayMs(NOW - 60_000, NOW)).toBe(0);
  });

  it('caps the delay to what setTimeout can hold', () => {
    expect(refreshDelayMs(NOW + 60 * 86_400_000, NOW)).toBe(2_147_483_647);
  });
});

describe('session texts', () => {
  it('are the shared identity texts, word for word', () => {
    expect(SESSION_TEXTS.refreshingSession).toBe(IDENTITY_TEXTS.refreshingSession);
  });
});
