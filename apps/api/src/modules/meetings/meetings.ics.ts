import { createEvent } from 'ics';
import type { MeetingRow } from './meetings.repo';

/**
 * A session as an iCalendar file (RFC 5545) with the `ics` package: start and end in UTC (calendars show
 * them in their own zone), the session's page on the platform as its link (the meeting link itself is given
 * by joining, which records attendance), and a reminder 10 minutes before.
 */
export function meetingIcs(r: MeetingRow, pageUrl: string): string {
  const organiser = r.host_name ?? r.org_name ?? 'Learn By Doing';
  const { error, value } = createEvent({
    uid: `video-meeting-${r.id}@learnbydoing`,
    productId: 'learnbydoing/sessions',
    start: r.starts_at.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: r.ends_at.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: r.title,
    description: `${r.description ? `${r.description}\n\n` : ''}Hosted by ${organiser}. Join from ${pageUrl}`,
    url: pageUrl,
    location: pageUrl,
    status: 'CONFIRMED',
    alarms: [{ action: 'display', description: r.title, trigger: { minutes: 10, before: true } }],
  });
  if (error || !value) throw error ?? new Error('calendar file not made');
  return value;
}
