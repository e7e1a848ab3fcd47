import type { PhoneBody, SessionTokens, SignInBody, SignUpBody, SocialProvider, VerifyOtpBody } from '@lbd/shared';
import { api } from '../../lib/api-client';

/** Identity calls of the login popup, the reset page and the social flow (SPEC §7.1). */

export const IDENTITY_CONFIG_KEY = ['identity', 'config'] as const;

export interface IdentityConfig {
  social_providers: SocialProvider[];
}

export async function fetchIdentityConfig(): Promise<IdentityConfig> {
  return (await api.get<IdentityConfig>('/api/identity/config')).data;
}

export async function signInWithPassword(body: SignInBody): Promise<SessionTokens> {
  return (await api.post<SessionTokens>('/api/identity/sign_in', { body })).data;
}

export async function signUp(body: SignUpBody): Promise<SessionTokens> {
  return (await api.post<SessionTokens>('/api/identity/sign_up', { body })).data;
}

export async function sendPhoneCode(body: PhoneBody): Promise<{ sent: boolean; expires_in: number }> {
  return (await api.post<{ sent: boolean; expires_in: number }>('/api/identity/phone/send_code', { body })).data;
}

export async function verifyPhoneCode(body: VerifyOtpBody): Promise<SessionTokens> {
  return (await api.post<SessionTokens>('/api/identity/phone/verify', { body })).data;
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
  return (await api.post<{ url: string }>('/api/identity/social/start', { body })).data.url;
}

export interface LinkAccountResult extends SessionTokens {
  /** Open this in a popup to attach the social account to the password account. */
  url: string;
}

export async function linkAccount(body: {
  email: string;
  password: string;
  provider: SocialProvider;
}): Promise<LinkAccountResult> {
  return (await api.post<LinkAccountResult>('/api/identity/link_account', { body })).data;
}

/** POST /api/identity/refresh: the social flow ends with a session cookie; this turns it into tokens. */
export async function refreshTokens(): Promise<SessionTokens> {
  return (await api.post<SessionTokens>('/api/identity/refresh')).data;
}
