import type { MeetingAudience } from '@lbd/shared';
import type { OrgCaller } from '../../lib/actor';
import { isApproved, managesOrg } from '../../lib/organisation';

/** The caller of a session route: as organisation rules see it, and its user (creators are users: admins have no profile). */
export type MeetingCaller = OrgCaller & { userId: string };

export interface MeetingAccessFacts {
  audience: MeetingAudience;
  org_id: number | null;
  created_by_user_id: string;
}

/**
 * Who sees a session: everyone's, anyone (visitors too); a college's, the people of the host organisation
 * (its students, staff and mentors); an organisation's, its staff and mentors (not its students). The host
 * and admins always. Everyone else gets 404 (the same rule as the lists' SQL in meetings.repo.ts).
 */
export function canSee(caller: MeetingCaller | null, m: MeetingAccessFacts): boolean {
  if (m.audience === 'everyone') return true;
  if (!caller) return false;
  if (caller.isAdmin || caller.userId === m.created_by_user_id) return true;
  if (m.org_id === null || caller.orgId !== m.org_id) return false;
  return m.audience === 'college' || caller.profileType !== 'STUDENT';
}

/** Who changes and deletes a session: its host, the host organisation's approved staff, admins. */
export function canManage(caller: MeetingCaller | null, m: MeetingAccessFacts): boolean {
  if (!caller) return false;
  if (caller.isAdmin || caller.userId === m.created_by_user_id) return true;
  return m.org_id !== null && managesOrg(caller, m.org_id) && isApproved(caller);
}

/** Who schedules sessions: active mentors, organisations' approved active staff, admins. */
export function canHost(caller: MeetingCaller): boolean {
  if (caller.isAdmin) return true;
  if (!caller.active) return false;
  if (caller.profileType === 'ADVISOR') return true;
  return (caller.profileType === 'COMPANY' || caller.profileType === 'INSTITUTION') && caller.orgId !== null;
}
