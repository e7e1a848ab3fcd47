import { IDENTITY_TEXTS, type SocialProvider } from '@lbd/shared/identity';
import { ERROR_TEXTS } from '@lbd/shared/messages';
import { ApiError } from '../../lib/api-client';

/**
 * The line a sign-in form shows when a call failed without field messages (SPEC §8): a banned
 * account (403) and rate limiting (429) have their own texts; other refusals use `fallback`
 * ('Please enter correct username and password' for sign-in); no answer or a server error says so.
 */
export function identityFailureText(error: unknown, fallback: string = IDENTITY_TEXTS.loginFailed): string {
  if (error instanceof ApiError && error.kind === 'http') {
    if (error.status === 403) return IDENTITY_TEXTS.accountDisabled;
    if (error.status === 429) return IDENTITY_TEXTS.tooManyAttempts;
    if (error.status < 500) return fallback;
    return ERROR_TEXTS.defaultPopupMessage;
  }
  if (error instanceof ApiError)
    return 'We could not reach Learn By Doing. Please check your connection and try again.';
  return ERROR_TEXTS.defaultPopupMessage;
}

export const PROVIDER_LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** A social sign-in that ended with an error other than an account conflict. */
export function socialFailedText(provider: SocialProvider): string {
  return `Signing in with ${PROVIDER_LABELS[provider]} did not work. Please try again or use another way to sign in.`;
}
