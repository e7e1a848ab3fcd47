import { holdsCapability } from '@lbd/shared';
import type { Access } from '../access';
import type { OrgCaller } from '../actor';
import { isOrgProfile } from '../organisation';

/*
 * Who may do what with learning content of every kind (decisions 0073, 0075): resources, learning
 * paths, projects, question banks, quizzes and what comes after them. Authors are mentors (advisors),
 * organisation staff and admins. An item belongs to its author and, when it was written for an
 * organisation, to that organisation's approved, active staff. Admins reach it with the capability of
 * every organisation's content, change their own, and change others' through the editing intervention.
 */

export type LearningCaller = OrgCaller;

/** Who writes learning content and reads its numbers. */
export const AUTHOR_ACCESS: Access = { profiles: ['ADVISOR', 'COMPANY', 'INSTITUTION'], adminToo: 'all_org_content' };
/** Mentors (and admins) run peer activities and read their groups. */
export const MENTOR_ACCESS: Access = { profiles: ['ADVISOR'], adminToo: 'all_org_content' };
/** Students take it. */
export const STUDENT_ACCESS: Access = { profiles: ['STUDENT'] };

export interface Owned {
  org_id: number | null;
  created_by_profile_id: number | null;
  /** The account that wrote it (an admin may have no profile). */
  created_by_user_id?: string | null;
}

/** An admin changes content others wrote only through the editing intervention; their own always. */
export function adminEdits(caller: Pick<LearningCaller, 'isAdmin' | 'capabilities' | 'userId'>, row: Owned): boolean {
  if (!caller.isAdmin) return false;
  if (holdsCapability({ ...caller, profileType: null }, 'editing_intervention')) return true;
  return !!caller.userId && row.created_by_user_id === caller.userId;
}

/**
 * Whose content of an organisation a caller manages besides their own: the organisation's while they are
 * its approved, active staff (a company or institution profile) or, for kinds that say so (`orgMentors`:
 * quizzes), one of its accepted mentors; else none.
 */
export function contentOrgOf(caller: LearningCaller | null, orgMentors = false): number | null {
  if (!caller || !caller.active || caller.orgId === null) return null;
  return isOrgProfile(caller.profileType) || (orgMentors && caller.profileType === 'ADVISOR') ? caller.orgId : null;
}

/** May this caller change (and see the drafts of) this item? */
export function managesContent(caller: LearningCaller | null, row: Owned, orgMentors = false): boolean {
  if (!caller) return false;
  if (adminEdits(caller, row)) return true;
  if (!caller.active || caller.profileId === null) return false;
  if (row.created_by_profile_id !== null && row.created_by_profile_id === caller.profileId) return true;
  const org = contentOrgOf(caller, orgMentors);
  return org !== null && row.org_id === org;
}

/**
 * May this caller run this item (its dashboards, marks, enrolments, scorecards)? Whoever manages it, and
 * admins holding the capability of every organisation's content.
 */
export function runsContent(caller: LearningCaller | null, row: Owned, orgMentors = false): boolean {
  return (
    managesContent(caller, row, orgMentors) ||
    holdsCapability(caller ? { ...caller, profileType: null } : null, 'all_org_content')
  );
}

/** Published items are for everyone; drafts and archived ones only for those who manage them. */
export function canSeeContent(
  caller: LearningCaller | null,
  row: Owned & { status: string },
  orgMentors = false,
): boolean {
  return row.status === 'published' || runsContent(caller, row, orgMentors);
}

/** The organisation new content belongs to: the author's, while they act for it (admins: none). */
export function ownerOrgOf(caller: LearningCaller): number | null {
  return caller.isAdmin ? null : caller.orgId;
}

/** Creating content needs an approved, active profile (admins need none). */
export const mayAuthor = (caller: LearningCaller): boolean => caller.isAdmin || caller.active;
