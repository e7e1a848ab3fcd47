import { isOpenForApplications, SEAT_STATUSES, type EnrollmentStatus, type EventStatus } from '@lbd/shared';
import type { OrgCaller } from '../../lib/actor';
import { isApproved, managesOrg } from '../../lib/organisation';

/** The caller as the events rules see it (the same facts as for jobs). */
export type EventsCaller = OrgCaller;
export { isApproved };

/** May this caller manage (edit, publish, close, see applicants of) an event of this organisation? */
export function canManageEvent(caller: EventsCaller | null, event: { org_id: number }): boolean {
  return managesOrg(caller, event.org_id);
}

/** Published events are public; drafts and closed events only for those who manage them. */
export function canSeeEvent(caller: EventsCaller | null, event: { org_id: number; status: EventStatus }): boolean {
  return event.status === 'published' || canManageEvent(caller, event);
}

export const holdsSeat = (status: EnrollmentStatus): boolean => (SEAT_STATUSES as readonly string[]).includes(status);

/** Seats still free, or null when the event has no capacity. */
export function seatsLeft(event: { capacity: number | null; enrolled_count: number }): number | null {
  return event.capacity === null ? null : Math.max(0, event.capacity - event.enrolled_count);
}

export type JoinRefusal = 'not_open' | 'deadline' | 'full';

/**
 * Why a student may not join this event now, or null: it must be published, its registration
 * deadline not passed (in India), and a seat free unless the organiser approves requests first.
 */
export function joinRefusal(
  event: {
    status: EventStatus;
    apply_by: string | null;
    capacity: number | null;
    enrolled_count: number;
    requires_approval: boolean;
  },
  now: Date,
): JoinRefusal | null {
  if (event.status !== 'published') return 'not_open';
  if (!isOpenForApplications(event.apply_by, now)) return 'deadline';
  if (!event.requires_approval && seatsLeft(event) === 0) return 'full';
  return null;
}
