import type { CurrentUser, SessionTokens } from '@lbd/shared/identity';
import { api } from './api-client';

/** Query key of the signed-in user; invalidate it to reload the user everywhere. */
export const CURRENT_USER_KEY = ['session', 'current-user'] as const;

/** GET: the signed-in user (answers 201, SPEC §7.1). */
export const CURRENT_USER_PATH = '/api/v1/current_user_data';

/** GET /api/v1/current_user_data. */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  const response = await api.get(CURRENT_USER_PATH);
  return response.data.user;
}

/** POST /api/identity/refresh: a new access token from the httpOnly session cookie; 401 when signed out. */
export async function postRefresh(): Promise<SessionTokens> {
  const response = await api.post('/api/identity/refresh');
  return response.data;
}

/** POST /api/identity/sign_out: revokes the session and clears its cookie. */
export async function postSignOut(): Promise<void> {
  await api.post('/api/identity/sign_out');
}
