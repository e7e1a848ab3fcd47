import { holdsCapability, type AdminCapability } from '@lbd/shared/access';
import type { CurrentUser } from '@lbd/shared/identity';

/** Whether the signed-in user is an admin holding this capability (a list left out: every one). */
export function userHolds(user: CurrentUser | null | undefined, capability: AdminCapability): boolean {
  return holdsCapability(
    user ? { isAdmin: user.is_admin === true, capabilities: user.admin_capabilities, profileType: null } : null,
    capability,
  );
}
