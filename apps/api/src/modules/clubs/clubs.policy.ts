import type { ClubMemberRole, ClubStatus } from '@lbd/shared';
import type { OrgCaller } from '../../lib/actor';
import { isApproved, managesOrg } from '../../lib/organisation';

/** The caller as the clubs rules see it: admin or not, profile, organisation, approval. */
export type ClubsCaller = OrgCaller;

/** The caller's place in one club, if any. */
export type ClubRoleOf = ClubMemberRole | null;

/**
 * May this caller edit, publish, close or discard a club? Its organisation (any approved company or
 * institution profile of that org) and site admins.
 */
export function canManageClub(caller: ClubsCaller | null, club: { org_id: number }): boolean {
  return managesOrg(caller, club.org_id);
}

/** May this caller handle members and join requests? Those who manage it, and its admins and committee. */
export function canModerateClub(caller: ClubsCaller | null, club: { org_id: number }, role: ClubRoleOf): boolean {
  return canManageClub(caller, club) || role === 'admin' || role === 'committee';
}

/** May this caller make admins and change the committee? Those who manage it, and its admins. */
export function canChangeRoles(caller: ClubsCaller | null, club: { org_id: number }, role: ClubRoleOf): boolean {
  return canManageClub(caller, club) || role === 'admin';
}

/** Published clubs are public (the share link); drafts and closed clubs only for those who run them. */
export function canSeeClub(
  caller: ClubsCaller | null,
  club: { org_id: number; status: ClubStatus },
  role: ClubRoleOf,
): boolean {
  if (club.status === 'published') return true;
  if (canManageClub(caller, club)) return true;
  // Members keep seeing a closed club they belong to (their portfolio links to it).
  return club.status === 'closed' && role !== null;
}

/** Creating, editing and publishing need an approved organisation profile (admins need none). */
export { isApproved };

/** Students ask to join published clubs only. */
export const takesRequests = (status: ClubStatus): boolean => status === 'published';
