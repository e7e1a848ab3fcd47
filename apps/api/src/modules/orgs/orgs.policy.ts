import { orgSlug } from '@lbd/shared';
import type { OrgCaller } from '../../lib/actor';
import { isApproved, managesOrg } from '../../lib/organisation';

/** Does the name part of /companyPublic/{id}/{name} belong to this org? Any casing or spacing of its slug. */
export function slugMatches(fullName: string, name: string): boolean {
  const wanted = orgSlug(fullName);
  return wanted !== '' && orgSlug(name) === wanted;
}

/** May this caller change the organisation's public page? Its approved, active staff, and admins. */
export function canEditOrgPage(caller: OrgCaller | null, orgId: number): boolean {
  return caller !== null && managesOrg(caller, orgId) && isApproved(caller);
}
