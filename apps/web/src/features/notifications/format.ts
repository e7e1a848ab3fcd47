import { formatIndiaDate, indiaDayOf } from '@lbd/shared/portfolio';
import { buildPath, type Query } from '../../lib/navigation';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification arrived, as a list shows it: 'Just now', '5 min ago', '3 h ago', 'Yesterday',
 * '4 days ago', then the date ('12 Mar', or '12 Mar 2024' in an earlier year; in India). Pure.
 */
export function timeAgo(iso: string, now: Date): string {
  const at = new Date(iso);
  const elapsed = now.getTime() - at.getTime();
  if (!Number.isFinite(elapsed)) return '';
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  // India's calendar day, by the shared date rule; the year only when it is not this one.
  const day = formatIndiaDate(at);
  return indiaDayOf(at)?.slice(0, 4) === indiaDayOf(now)?.slice(0, 4) ? day.replace(/ \d{4}$/, '') : day;
}

/**
 * The link of an app path such as '/quizByte/4?question_bank_id=9', rebuilt with the navigation
 * helper so the app-embedded flag of the current address is carried over (SPEC §2.1). Pure.
 */
export function appHref(path: string, currentSearch: string): string {
  const url = new URL(path, 'http://app.invalid');
  const query: Query = Object.fromEntries(url.searchParams);
  return buildPath(url.pathname.split('/'), query, currentSearch);
}
