import { canJoinAt, joinOpensAt, meetingState, providerOf, type Meeting } from '@lbd/shared';
import type { MeetingRow } from './meetings.repo';

export interface MeetingMarks {
  rsvpCount: number;
  going: boolean;
  attended: boolean;
  canManage: boolean;
}

/** A session as its viewer sees it: the state from the clock; the link only to those who manage it. */
export function toMeeting(r: MeetingRow, marks: MeetingMarks, now: Date): Meeting {
  const state = meetingState(r.starts_at, r.ends_at, now);
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    starts_at: r.starts_at.toISOString(),
    ends_at: r.ends_at.toISOString(),
    state,
    audience: r.audience,
    provider: providerOf(r.provider_url),
    provider_url: marks.canManage ? r.provider_url : null,
    recording_url: state === 'ended' || marks.canManage ? r.recording_url : null,
    skills: r.skills,
    host:
      r.created_by_profile_id !== null && r.host_name !== null
        ? { id: r.created_by_profile_id, name: r.host_name }
        : null,
    org: r.org_id !== null && r.org_name !== null ? { id: r.org_id, name: r.org_name } : null,
    rsvp_count: marks.rsvpCount,
    going: marks.going,
    attended: marks.attended,
    join_opens_at: joinOpensAt(r.starts_at).toISOString(),
    can_join: canJoinAt(r.starts_at, r.ends_at, now),
    can_manage: marks.canManage,
  };
}
