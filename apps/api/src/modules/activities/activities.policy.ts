import { holdsCapability, oneDecimal, RATEABLE_STATUSES, type ActivityStatus, type AdminCapability } from '@lbd/shared';
import type { Actor } from '../../lib/access';
import type { AssignmentRow, MyAssignmentRow } from './activities.repo';

/** The caller as activity rules see it. */
export interface ActivityCaller {
  userId: string;
  isAdmin: boolean;
  capabilities?: readonly AdminCapability[];
  profileId: number | null;
  isAdvisor: boolean;
  isStudent: boolean;
}

export const activityCaller = (actor: Actor): ActivityCaller => ({
  userId: actor.userId,
  isAdmin: actor.isAdmin,
  capabilities: actor.capabilities,
  profileId: actor.profile?.id ?? null,
  isAdvisor: actor.profile?.profile_type === 'ADVISOR',
  isStudent: actor.profile?.profile_type === 'STUDENT',
});

/** Advisors author activities; admins manage all of them. */
export const canAuthor = (c: ActivityCaller) => c.isAdmin || c.isAdvisor;

/**
 * The activity's author manages it; an admin manages their own and, through the editing intervention,
 * others'. Anyone else is told it does not exist.
 */
export const managesAssignment = (
  c: ActivityCaller,
  a: Pick<AssignmentRow, 'created_by_profile_id' | 'created_by_user_id'>,
) =>
  (c.isAdmin &&
    (holdsCapability({ ...c, profileType: null }, 'editing_intervention') || a.created_by_user_id === c.userId)) ||
  (c.isAdvisor && c.profileId !== null && a.created_by_profile_id === c.profileId);

/** Inside [from, to): opening instant included, closing instant excluded. */
export const within = (now: Date, from: Date, to: Date) =>
  now.getTime() >= from.getTime() && now.getTime() < to.getTime();

/** This student's submission deadline: the activity's comment-window end, or their extension. */
export function submissionDeadline(
  a: Pick<AssignmentRow, 'disable_at'>,
  my: Pick<MyAssignmentRow, 'extended_deadline'>,
) {
  return my.extended_deadline && my.extended_deadline > a.disable_at ? my.extended_deadline : a.disable_at;
}

/** May this student submit now (open, before their deadline, not yet completed)? Answers the refusal, if any. */
export function submitRefusal(
  now: Date,
  a: Pick<AssignmentRow, 'enable_at' | 'disable_at' | 'active'>,
  my: Pick<MyAssignmentRow, 'extended_deadline' | 'status'>,
): 'notOpenYet' | 'submissionClosed' | 'alreadyComplete' | null {
  if (my.status === 'complete') return 'alreadyComplete';
  if (!a.active || now < a.enable_at) return 'notOpenYet';
  if (now >= submissionDeadline(a, my)) return 'submissionClosed';
  return null;
}

/** SPEC §4.6: peers rate a submission only when its status is complete or Submitted. */
export const isRateable = (status: ActivityStatus) => (RATEABLE_STATUSES as readonly string[]).includes(status);

/** Mentor score plus peer score, shown only when final_evaluation is set and the status is complete. */
export function totalScore(
  a: Pick<AssignmentRow, 'final_evaluation'>,
  my: Pick<MyAssignmentRow, 'status' | 'score' | 'peer_score'>,
): number | null {
  if (!a.final_evaluation || my.status !== 'complete') return null;
  if (my.score === null && my.peer_score === null) return null;
  return oneDecimal((my.score ?? 0) + (my.peer_score ?? 0));
}
