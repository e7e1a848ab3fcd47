/**
 * Where a signed-out visitor wanted to go before being asked to sign in (SPEC §4.1: after login a
 * saved redirect path is used first). Kept in sessionStorage: it belongs to this tab's visit.
 */
export const SAVED_REDIRECT_KEY = 'lbd.redirect_after_login';

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSavedRedirect(): string | null {
  const value = store()?.getItem(SAVED_REDIRECT_KEY) ?? null;
  // Only same-app paths: never send anyone to another origin after sign-in.
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

export function saveRedirect(path: string): void {
  store()?.setItem(SAVED_REDIRECT_KEY, path);
}

export function clearSavedRedirect(): void {
  store()?.removeItem(SAVED_REDIRECT_KEY);
}
