import { fromStartsAt, toStartsAt } from '@lbd/shared/events';
import type { CreateMeetingBody, Meeting, MeetingAudience } from '@lbd/shared/meetings';

/** What the session form holds: the date and times as India's wall clock, skills as typed. */
export interface MeetingFormValues {
  title: string;
  description: string;
  date: string;
  start: string;
  end: string;
  provider_url: string;
  audience: MeetingAudience;
  skills: string;
}

export const emptyMeetingForm = (): MeetingFormValues => ({
  title: '',
  description: '',
  date: '',
  start: '',
  end: '',
  provider_url: '',
  audience: 'everyone',
  skills: '',
});

/** A session as the form shows it (in India time). */
export function meetingToForm(m: Meeting): MeetingFormValues {
  const start = fromStartsAt(m.starts_at);
  const end = fromStartsAt(m.ends_at);
  return {
    title: m.title,
    description: m.description,
    date: start.date,
    start: start.time,
    end: end.time,
    provider_url: m.provider_url ?? '',
    audience: m.audience,
    skills: m.skills.join(', '),
  };
}

/**
 * The body the API takes: India's date and times as instants with their offset (an end earlier than the
 * start is the next day: a session past midnight), skills split on commas. Pure.
 */
export function formToBody(v: MeetingFormValues): CreateMeetingBody {
  const startsAt = toStartsAt(v.date, v.start);
  let endsAt = toStartsAt(v.date, v.end);
  if (startsAt && endsAt && v.end < v.start) {
    const next = new Date(Date.parse(`${v.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    endsAt = toStartsAt(next, v.end);
  }
  return {
    title: v.title,
    description: v.description,
    starts_at: startsAt ?? '',
    ends_at: endsAt ?? '',
    provider_url: v.provider_url.trim(),
    audience: v.audience,
    skills: v.skills
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
