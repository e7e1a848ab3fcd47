import { TOKEN_REFRESH_LEAD_SECONDS } from '@lbd/shared/constants';

/** localStorage keys of the session (SPEC §4.1: the access token and its expiry are stored). */
export const ACCESS_TOKEN_KEY = 'lbd.access_token';
export const EXPIRES_AT_KEY = 'lbd.token_expires_at';

/** How long before expiry the access token is refreshed (SPEC §9: 120 seconds). */
export const REFRESH_LEAD_MS = TOKEN_REFRESH_LEAD_SECONDS * 1000;

/** setTimeout holds at most a signed 32-bit delay; longer ones fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

export interface StoredTokens {
  accessToken: string;
  /** Expiry of the access token, epoch milliseconds. */
  expiresAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as signed out
  }
}

/** The stored access token and expiry, or null when there is none (or it is unreadable). */
export function readTokens(store: Storage | null = storage()): StoredTokens | null {
  const accessToken = store?.getItem(ACCESS_TOKEN_KEY);
  const expiresAt = Number(store?.getItem(EXPIRES_AT_KEY));
  if (!accessToken || !Number.isFinite(expiresAt) || expiresAt <= 0) return null;
  return { accessToken, expiresAt };
}

export function writeTokens(tokens: StoredTokens, store: Storage | null = storage()): void {
  store?.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  store?.setItem(EXPIRES_AT_KEY, String(tokens.expiresAt));
}

export function clearTokens(store: Storage | null = storage()): void {
  store?.removeItem(ACCESS_TOKEN_KEY);
  store?.removeItem(EXPIRES_AT_KEY);
}

/** The bearer token the API client sends. */
export function currentAccessToken(): string | null {
  return readTokens()?.accessToken ?? null;
}

/** What to do about the stored session when the app loads (SPEC §4.1). Pure. */
export type LoadAction = 'clear' | 'refresh' | 'fetch-user';

/**
 * On load: no stored token -> clear tokens; under 120 s left (or already expired) -> refresh first;
 * otherwise register the expiry and fetch the current user.
 */
export function sessionAction(expiresAt: number | null, now: number): LoadAction {
  if (expiresAt === null) return 'clear';
  return needsRefresh(expiresAt, now) ? 'refresh' : 'fetch-user';
}

/** True when fewer than 120 s are left before the access token expires. Pure. */
export function needsRefresh(expiresAt: number, now: number): boolean {
  return expiresAt - now < REFRESH_LEAD_MS;
}

/** Milliseconds until the refresh timer should fire: 120 s before expiry, never negative. Pure. */
export function refreshDelayMs(expiresAt: number, now: number): number {
  return Math.min(MAX_TIMER_MS, Math.max(0, expiresAt - REFRESH_LEAD_MS - now));
}
