import type { CurrentUser, RouteAccess } from '@lbd/shared';

/**
 * What a route's declared access (packages/shared routes.ts) says of a user: open the page, ask a
 * signed-out visitor to sign in (Access Denied with the login), or refuse (Access Denied). Pure; it
 * mirrors the API's access check (apps/api/src/lib/access.ts) so a page is never shown to someone
 * whose calls would all be refused.
 */
export type AccessVerdict = 'allow' | 'sign_in' | 'deny';

export function accessVerdict(user: CurrentUser | null, access: RouteAccess): AccessVerdict {
  if (access === 'public') return 'allow';
  if (!user) return 'sign_in';
  if (access === 'signed_in') return 'allow';
  if (access === 'admin') return user.is_admin ? 'allow' : 'deny';
  if (access.adminToo && user.is_admin) return 'allow';
  const type = user.profile?.profile_type;
  return type && access.profiles.includes(type) ? 'allow' : 'deny';
}
