import {
  JOIN_OPENS_BEFORE_MS,
  MEETING_REMINDERS,
  type MeetingProvider,
  type MeetingReminder,
  type MeetingState,
} from './constants';

/*
 * Pure rules of sessions, shared by the API (what it answers and refuses) and the web (what it shows
 * between answers). Times are instants (Date or ISO text); the clock is the caller's.
 */

const ms = (t: Date | string) => (typeof t === 'string' ? new Date(t).getTime() : t.getTime());

/** scheduled before the start, live until the end, ended after. */
export function meetingState(startsAt: Date | string, endsAt: Date | string, now: Date): MeetingState {
  const t = now.getTime();
  if (t < ms(startsAt)) return 'scheduled';
  return t < ms(endsAt) ? 'live' : 'ended';
}

/** When 'Join' is enabled: from 10 minutes before the start until the end. */
export function joinOpensAt(startsAt: Date | string): Date {
  return new Date(ms(startsAt) - JOIN_OPENS_BEFORE_MS);
}

export function canJoinAt(startsAt: Date | string, endsAt: Date | string, now: Date): boolean {
  const t = now.getTime();
  return t >= joinOpensAt(startsAt).getTime() && t < ms(endsAt);
}

/**
 * A meeting or recording link we accept: https only, with a host and no user name or password in it.
 * javascript:, data:, plain http and every other scheme are refused (a link people click must not run
 * code or send them over an unencrypted connection).
 */
export function isMeetingLink(value: string): boolean {
  if (value.length === 0 || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname.length > 0 && url.username === '' && url.password === '';
}

/** The provider a link leads to, by its host. */
export function providerOf(link: string): MeetingProvider {
  let host: string;
  try {
    host = new URL(link).hostname.toLowerCase();
  } catch {
    return 'other';
  }
  const is = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (is('meet.google.com')) return 'google_meet';
  if (is('zoom.us') || is('zoom.com')) return 'zoom';
  if (is('meet.jit.si') || is('jitsi.org') || host.startsWith('jitsi.') || host.includes('.jitsi.')) return 'jitsi';
  return 'other';
}

/**
 * The reminder to send now, if any: the day-before one from 24 hours before the start, the 10-minute one
 * from 10 minutes before until the start. One that is due while the later one is too is skipped (a session
 * scheduled 5 minutes ahead gets only the 10-minute reminder); nothing once the session has started.
 */
export function reminderDue(
  startsAt: Date | string,
  now: Date,
  sent: Record<MeetingReminder, boolean>,
): MeetingReminder | null {
  const before = ms(startsAt) - now.getTime();
  if (before <= 0) return null;
  if (before <= MEETING_REMINDERS.soon) return sent.soon ? null : 'soon';
  if (before <= MEETING_REMINDERS.day) return sent.day ? null : 'day';
  return null;
}
