import { TESTIMONIAL_TEXTS as T, type TestimonialDecision, type TestimonialStatus } from '@lbd/shared/testimonials';
import type { OrgCaller } from '../../lib/actor';
import { isOrgProfile } from '../../lib/organisation';

/** Why this caller may not write a testimonial, or null: organisations speak through their approved, active staff. */
export function writeRefusal(caller: OrgCaller): string | null {
  if (caller.profileId === null || caller.profileType === null) return T.orgNotApproved;
  if (isOrgProfile(caller.profileType) && (!caller.active || caller.orgId === null)) return T.orgNotApproved;
  return null;
}

/** Why an admin may not move a testimonial from `from` to `to`, or null: featuring needs an approval first. */
export function decisionRefusal(from: TestimonialStatus, to: TestimonialDecision): string | null {
  if (to === 'FEATURED' && from !== 'APPROVED' && from !== 'FEATURED') return T.featureNeedsApproval;
  return null;
}
