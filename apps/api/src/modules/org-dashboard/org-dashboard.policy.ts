import type { Actor } from '../../lib/access';
import { isOrgProfile } from '../../lib/organisation';

/**
 * The organisation a dashboard call is about: the caller's own while it acts for one (an active,
 * accepted company or institution profile: the access check sets `org_id` only then); for an admin,
 * the one it names. Null: nobody's dashboard (a pending, declined or deactivated profile, or an admin
 * who named none), which the service answers as 404.
 */
export function dashboardOrg(actor: Actor, requested?: number): number | null {
  if (actor.isAdmin) return requested ?? null;
  const p = actor.profile;
  if (!p || !isOrgProfile(p.profile_type) || p.org_id === null) return null;
  return p.org_id;
}

/** May the caller read the numbers of something this organisation posted? Its own staff, and admins. */
export function readsOrgNumbers(actor: Actor, orgId: number): boolean {
  if (actor.isAdmin) return true;
  return dashboardOrg(actor) === orgId;
}
