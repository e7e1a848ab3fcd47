import { POST_LIMITS as L, type ProfileType } from '@lbd/shared';

/*
 * Moderation's rules (issue 28 item 5, decision 0082). Pure: the service reads the facts and calls these.
 *
 * A report weighs what its reporter's standing says, as Discourse weighs flags by trust level: a new
 * account's report weighs half, an established one's 1, a mentor's or an approved organisation's staff's
 * 1.5; each report of theirs a moderator upheld adds 0.25 (up to 1), and a record of mostly dismissed
 * reports halves it. A post or comment is hidden, and stops notifying anyone, once the open reports'
 * weights reach L.autoHideWeight (3): three established readers, two trusted ones, six new accounts.
 * No single report reaches it (the most one weighs is 2).
 */

export interface ReporterStanding {
  profileType: ProfileType;
  /** Days since the account was made. */
  accountAgeDays: number;
  /** Staff of an organisation that accepted them (an active, approved membership). */
  approvedStaff: boolean;
  /** Their earlier reports a moderator upheld, and dismissed. */
  upheld: number;
  dismissed: number;
}

export const REPORT_WEIGHT_MAX = 2;
export const REPORT_WEIGHT_MIN = 0.25;

export function reportWeight(r: ReporterStanding): number {
  let weight = r.accountAgeDays < L.newAccountDays ? 0.5 : 1;
  if (r.profileType === 'ADVISOR' || r.approvedStaff) weight = Math.max(weight, 1.5);
  weight += Math.min(r.upheld, 4) * 0.25;
  if (r.dismissed >= 3 && r.dismissed > r.upheld) weight /= 2;
  return Math.min(REPORT_WEIGHT_MAX, Math.max(REPORT_WEIGHT_MIN, weight));
}

/** Do these open reports' weights hide what they report? */
export const reportsHide = (weights: readonly number[]) =>
  weights.reduce((sum, w) => sum + w, 0) >= L.autoHideWeight - 1e-9;

/** Is this account in its first days, when what it publishes is limited? */
export const isNewAccount = (createdAt: Date, now: Date) =>
  now.getTime() - createdAt.getTime() < L.newAccountDays * 86_400_000;

/** Who moderates: admins everything; an institution's approved, active staff its own students' posts. */
export type ModeratorScope = { all: true } | { all: false; collegeId: number };
