/*
 * Scheduled video-meeting posts (SPEC §1, §7.8; issue 28 item 11): a mentor's or an organisation's live
 * session on Jitsi, Google Meet, Zoom or any https link, entered and shown in India time, with reminders,
 * a Join button that opens 10 minutes before the start, attendance and a portfolio entry for it.
 */

export const MEETING_LIMITS = {
  title: 150,
  description: 2000,
  url: 500,
  skills: 5,
  skill: 60,
  /** A session lasts at least this long and at most 12 hours. */
  minMinutes: 10,
  maxHours: 12,
  /** Sessions are scheduled at most this many days ahead. */
  maxDaysAhead: 366,
} as const;

/** Who sees a session: anyone; the host organisation's college (its students and staff); its staff and mentors. */
export const MEETING_AUDIENCES = ['everyone', 'college', 'organisation'] as const;
export type MeetingAudience = (typeof MEETING_AUDIENCES)[number];

export const MEETING_AUDIENCE_LABELS: Record<MeetingAudience, string> = {
  everyone: 'Everyone',
  college: 'My college',
  organisation: 'My organisation',
};

/** A session's state, from the clock: before its start, between start and end, after its end. */
export const MEETING_STATES = ['scheduled', 'live', 'ended'] as const;
export type MeetingState = (typeof MEETING_STATES)[number];

export const MEETING_PROVIDERS = ['jitsi', 'google_meet', 'zoom', 'other'] as const;
export type MeetingProvider = (typeof MEETING_PROVIDERS)[number];

export const MEETING_PROVIDER_LABELS: Record<MeetingProvider, string> = {
  jitsi: 'Jitsi',
  google_meet: 'Google Meet',
  zoom: 'Zoom',
  other: 'Video call',
};

const MINUTE = 60_000;
/** 'Join' is enabled this long before the start, until the end. */
export const JOIN_OPENS_BEFORE_MS = 10 * MINUTE;
/** The reminders to those who said they will attend: a day before and 10 minutes before. */
export const MEETING_REMINDERS = { day: 24 * 60 * MINUTE, soon: 10 * MINUTE } as const;
export type MeetingReminder = keyof typeof MEETING_REMINDERS;

/** Sessions per page of the lists. */
export const MEETING_PAGE_SIZE = 20;
/** The panel beside the timeline shows this many upcoming sessions. */
export const MEETING_PANEL_SIZE = 3;

/** The life skill an attended session's portfolio entry carries (the catalogue's). */
export const MEETING_LIFE_SKILL = 'Active Listening';
