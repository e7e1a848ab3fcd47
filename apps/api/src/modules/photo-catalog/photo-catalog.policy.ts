import type { OrgCaller } from '../../lib/actor';
import { isApproved, isOrgProfile, managesOrg } from '../../lib/organisation';

/** May this caller add and remove the photos of an album of this organisation? Its approved active staff, and admins. */
export function canManageAlbumsOf(caller: OrgCaller | null, orgId: number): boolean {
  return caller !== null && managesOrg(caller, orgId) && isApproved(caller);
}

/** May this caller upload photos at all? An approved, active company or institution profile with its organisation, or an admin. */
export function canUpload(caller: OrgCaller | null): boolean {
  if (!caller) return false;
  if (caller.isAdmin) return true;
  return isOrgProfile(caller.profileType) && caller.orgId !== null && caller.active;
}
