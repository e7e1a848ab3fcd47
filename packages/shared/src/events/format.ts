import type { EventCategory } from './constants';

/** India's time: events are shown and entered in it. */
export const EVENT_TIME_ZONE = 'Asia/Kolkata';
const INDIA_OFFSET = '+05:30';

const when = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: EVENT_TIME_ZONE,
});

/** When an event starts, in India, on a 12-hour clock: 'Sat, 14 Mar 2026, 10:30 am'. */
export function formatEventStart(startsAt: string): string {
  const parts = Object.fromEntries(when.formatToParts(new Date(startsAt)).map((p) => [p.type, p.value]));
  const period = (parts.dayPeriod ?? '').toLowerCase();
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${period}`.trim();
}

/** '1 hour', '3 hours'. */
export function formatDurationHours(hours: number): string {
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** Where: 'Online', or the venue. */
export function formatEventPlace(e: { is_online: boolean; location: string }): string {
  return e.is_online ? (e.location.trim() ? `Online · ${e.location.trim()}` : 'Online') : e.location;
}

/** The date and time inputs of a form (India) as the instant the API takes; null when either is missing. */
export function toStartsAt(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  return `${date}T${time}:00${INDIA_OFFSET}`;
}

/** An instant as the date and time inputs of a form, in India. */
export function fromStartsAt(startsAt: string | null): { date: string; time: string } {
  if (!startsAt) return { date: '', time: '' };
  const shifted = new Date(new Date(startsAt).getTime() + 330 * 60_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** A short label for the category chip. */
export const categoryLabel = (c: EventCategory | null) => c ?? 'Event';
