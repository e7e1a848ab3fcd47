import type { ProfileType } from '@lbd/shared';
import type { Access } from './access';
import type { OrgCaller } from './actor';

/*
 * Rules every organisation's postings (jobs, events, clubs) and mail lists share: companies and
 * institutions act for their own organisation, site admins for any.
 */

/** Companies and institutions post and manage; admins may act for any organisation. */
export const ORG_ACCESS: Access = { profiles: ['COMPANY', 'INSTITUTION'], adminToo: 'all_org_content' };

export const isOrgProfile = (type: ProfileType | null): boolean => type === 'COMPANY' || type === 'INSTITUTION';

/** May this caller manage something belonging to this organisation? Its company or institution profiles, and admins. */
export function managesOrg(caller: OrgCaller | null, orgId: number): boolean {
  if (!caller) return false;
  if (caller.isAdmin) return true;
  return isOrgProfile(caller.profileType) && caller.orgId !== null && caller.orgId === orgId;
}

/** Creating, editing and publishing need an approved organisation profile (admins need none). */
export function isApproved(caller: OrgCaller): boolean {
  return caller.isAdmin || caller.active;
}

/**
 * The organisation the caller acts for now: an approved, active company or institution member's own
 * (admins, pending and deactivated members: none). Organisation-scoped pages and pools use it.
 */
export function actingOrg(caller: OrgCaller | null): number | null {
  if (!caller || caller.isAdmin || !isOrgProfile(caller.profileType) || !caller.active) return null;
  return caller.orgId;
}
