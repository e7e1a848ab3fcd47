import { NUDGE_COOLDOWN_HOURS, type Nudge } from '@lbd/shared/mentor-dashboard';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** How long ago, in words that follow 'Nudged' or 'Last nudge': 'just now', '5 minutes ago', '3 days ago'. Pure. */
export function agoText(iso: string, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - Date.parse(iso));
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  return plural(Math.floor(elapsed / DAY), 'day');
}

/** The server takes one nudge of a student per mentor a day; the button says so until then. Pure. */
export const nudgedRecently = (nudge: Pick<Nudge, 'sent_at'> | null, now: Date): boolean =>
  nudge !== null && now.getTime() - Date.parse(nudge.sent_at) < NUDGE_COOLDOWN_HOURS * HOUR;
