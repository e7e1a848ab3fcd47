import type {
  CodeSent,
  IdentityConfig,
  LinkAccountResult,
  PhoneBody,
  SessionTokens,
  SignInBody,
  SignUpBody,
  SocialProvider,
  VerifyOtpBody,
} from '@lbd/shared/identity';
import { api } from '../../lib/api-client';

export type { LinkAccountResult };

/** Identity calls of the login popup, the reset page and the social flow (SPEC §7.1). */

export const IDENTITY_CONFIG_KEY = ['identity', 'config'] as const;

export async function fetchIdentityConfig(): Promise<IdentityConfig> {
  return (await api.get('/api/identity/config')).data;
}

export async function signInWithPassword(body: SignInBody): Promise<SessionTokens> {
  return (await api.post('/api/identity/sign_in', { body })).data;
}

export async function signUp(body: SignUpBody): Promise<SessionTokens> {
  return (await api.post('/api/identity/sign_up', { body })).data;
}

export async function sendPhoneCode(body: PhoneBody): Promise<CodeSent> {
  return (await api.post('/api/identity/phone/send_code', { body })).data;
}

export async function verifyPhoneCode(body: VerifyOtpBody): Promise<SessionTokens> {
  return (await api.post('/api/identity/phone/verify', { body })).data;
}

export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('/api/identity/password_reset', { body: { email } });
}

export async function confirmPasswordReset(body: {
  token: string;
  password: string;
  confirm_password: string;
}): Promise<void> {
  await api.post('/api/identity/password_reset/confirm', { body });
}

export async function startSocialSignIn(provider: SocialProvider, link = false): Promise<string> {
  const body = link ? { provider, link } : { provider };
  return (await api.post('/api/identity/social/start', { body })).data.url;
}

export async function linkAccount(body: {
  email: string;
  password: string;
  provider: SocialProvider;
}): Promise<LinkAccountResult> {
  return (await api.post('/api/identity/link_account', { body })).data;
}

/** POST /api/identity/refresh: the social flow ends with a session cookie; this turns it into tokens. */
export async function refreshTokens(): Promise<SessionTokens> {
  return (await api.post('/api/identity/refresh')).data;
}
