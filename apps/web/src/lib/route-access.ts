import { accessVerdict as verdictOf, type AccessVerdict } from '@lbd/shared/access';
import { type CurrentUser } from '@lbd/shared/identity';
import { type RouteAccess } from '@lbd/shared/routes';

export type { AccessVerdict };

/**
 * What a route's declared access (packages/shared routes.ts) says of a user: open the page, ask a
 * signed-out visitor to sign in (Access Denied with the login), or refuse (Access Denied). The same rule
 * the API's access check applies, so a page is never shown to someone whose calls would all be refused.
 */
export function accessVerdict(user: CurrentUser | null, access: RouteAccess): AccessVerdict {
  return verdictOf(
    user && {
      isAdmin: user.is_admin === true,
      // The admin's capabilities, read once per session with the user (decision 0084); absent: every one.
      capabilities: user.admin_capabilities,
      profileType: user.profile?.profile_type ?? null,
    },
    access,
  );
}
