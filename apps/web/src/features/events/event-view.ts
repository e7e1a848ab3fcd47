import { type ProfileType } from '@lbd/shared/enums';
import {
  fromStartsAt,
  toStartsAt,
  updateEventBodySchema,
  EVENT_TEXTS,
  type EventCategory,
  type EventDetail,
  type UpdateEventBody,
} from '@lbd/shared/events';
import { isOpenForApplications, JOB_TEXTS } from '@lbd/shared/jobs';
import type { Picked } from '../../components/catalogue-multi-select';
import { validate, type FieldErrors } from '../../lib/form-errors';

/** What the Join button of an event says and does for the viewer. */
export type JoinState =
  | { kind: 'join'; label: 'Join'; enabled: true }
  | { kind: 'requested'; label: 'Requested'; enabled: false }
  | { kind: 'joined'; label: 'Joined'; enabled: false }
  | { kind: 'declined'; label: 'Declined'; enabled: false }
  | { kind: 'closed'; label: 'Closed'; enabled: false }
  | { kind: 'full'; label: 'Full'; enabled: false };

/**
 * The Join button's state (pure): what the student already did wins (Joined, Requested, Declined);
 * then a closed or past-deadline event is Closed, one without free seats is Full (unless requests
 * are approved one by one), else Join.
 */
export function joinState(
  event: Pick<EventDetail, 'status' | 'apply_by' | 'seats_left' | 'requires_approval' | 'my_enrollment'>,
  now: Date,
): JoinState {
  const mine = event.my_enrollment?.status;
  if (mine === 'enrolled' || mine === 'attended') return { kind: 'joined', label: 'Joined', enabled: false };
  if (mine === 'applied') return { kind: 'requested', label: 'Requested', enabled: false };
  if (mine === 'rejected') return { kind: 'declined', label: 'Declined', enabled: false };
  if (event.status !== 'published' || !isOpenForApplications(event.apply_by, now))
    return { kind: 'closed', label: 'Closed', enabled: false };
  if (!event.requires_approval && event.seats_left === 0) return { kind: 'full', label: 'Full', enabled: false };
  return { kind: 'join', label: 'Join', enabled: true };
}

/** The registration line of a card: '2 weeks 3 days left to register', 'Last Day to register', 'Registration closed'. */
export function registrationLine(daysLeft: string | null): string | null {
  if (daysLeft === null) return null;
  if (daysLeft === JOB_TEXTS.lastDay) return 'Last Day to register';
  if (daysLeft === JOB_TEXTS.closed) return 'Registration closed';
  return `${daysLeft} left to register`;
}

/** Who may post events from the events page. */
export const canCreateEvents = (profileType: ProfileType | null | undefined, isAdmin = false) =>
  isAdmin || profileType === 'COMPANY' || profileType === 'INSTITUTION';

/** The edit form's values: text inputs hold strings, lists hold catalogue options. */
export interface EventFormValues extends Record<string, unknown> {
  title: string;
  description: string;
  category: EventCategory | '';
  is_online: boolean;
  location: string;
  start_date: string;
  start_time: string;
  duration_hours: string;
  apply_by: string;
  capacity: string;
  requires_approval: boolean;
  skills: Picked[];
  job_roles: Picked[];
}

/** An event as the edit form shows it. */
export function formFromEvent(e: EventDetail): EventFormValues {
  const start = fromStartsAt(e.starts_at);
  return {
    title: e.title,
    description: e.description,
    category: e.category ?? '',
    is_online: e.is_online,
    location: e.location,
    start_date: start.date,
    start_time: start.time,
    duration_hours: e.duration_hours === null ? '' : String(e.duration_hours),
    apply_by: e.apply_by ?? '',
    capacity: e.capacity === null ? '' : String(e.capacity),
    requires_approval: e.requires_approval,
    skills: e.skills.map((s) => ({ id: s.id, label: s.display_name })),
    job_roles: e.job_roles.map((r) => ({ id: r.id, label: r.name })),
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/**
 * The PUT body of the form, checked with the shared schema (the server's own messages): empty
 * inputs become null; a date without a time (or the reverse) is refused on the date field.
 */
export function eventBodyFromForm(
  v: EventFormValues,
): { body: UpdateEventBody; errors: null } | { body: null; errors: FieldErrors } {
  const partial = (v.start_date === '') !== (v.start_time === '');
  const raw = {
    title: v.title,
    description: v.description,
    category: v.category === '' ? null : v.category,
    is_online: v.is_online,
    location: v.location,
    starts_at: toStartsAt(v.start_date, v.start_time),
    duration_hours: numberOrNull(v.duration_hours),
    apply_by: v.apply_by === '' ? null : v.apply_by,
    capacity: numberOrNull(v.capacity),
    requires_approval: v.requires_approval,
    skill_ids: v.skills.flatMap((s) => (s.id === null ? [] : [s.id])),
    job_role_ids: v.job_roles.flatMap((r) => (r.id === null ? [] : [r.id])),
  };
  const result = validate(updateEventBodySchema, raw);
  const errors: FieldErrors = { ...(result.errors ?? {}) };
  if (partial) errors.starts_at = EVENT_TEXTS.invalidStart;
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return { body: result.data!, errors: null };
}
