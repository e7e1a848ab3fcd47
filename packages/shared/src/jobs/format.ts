import { JOB_TEXTS } from './messages';
import { type JobPostingType } from './constants';
import { todayOf } from '../portfolio/dates';

const DAY_MS = 86_400_000;

/** Whole days from one 'YYYY-MM-DD' date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * Time left to apply (SPEC §9): 'Last Day' on the apply-by date itself (in India), weeks and days
 * before it ('2 weeks 3 days', '1 week', '5 days'), 'Closed' after it.
 */
export function daysLeft(applyBy: string, now: Date): string {
  return formatDaysLeft(daysBetween(todayOf(now), applyBy));
}

/** A job's time left: 'Closed' once the organisation closed it, whatever its apply-by date; null without one. */
export function jobDaysLeft(job: { status: string; apply_by: string | null }, now: Date): string | null {
  if (job.status === 'closed') return JOB_TEXTS.closed;
  return job.apply_by ? daysLeft(job.apply_by, now) : null;
}

/** The same text from a count of days left (job alerts carry the count): 0 is 'Last Day', below 0 'Closed'. */
export function formatDaysLeft(days: number): string {
  if (days < 0) return JOB_TEXTS.closed;
  if (days === 0) return JOB_TEXTS.lastDay;
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  return [weeks > 0 ? plural(weeks, 'week') : '', rest > 0 ? plural(rest, 'day') : ''].filter(Boolean).join(' ');
}

/** Is a job with this apply-by date still taking applications today (in India)? */
export function isOpenForApplications(applyBy: string | null, now: Date): boolean {
  return applyBy !== null && daysBetween(todayOf(now), applyBy) >= 0;
}

/**
 * Paise as Indian rupees: 60000000 -> '₹6,00,000' (the last three digits, then pairs). Written out
 * rather than with Intl.NumberFormat('en-IN'): a page's first Intl formatter loads the locale's data, a
 * long task on a slow phone, and the jobs list formats a pay line per card on its first render. Gives
 * the same text as that formatter for every whole number of rupees up to Number.MAX_SAFE_INTEGER.
 */
export function formatRupees(paise: number): string {
  const rupees = Math.round(paise / 100);
  const digits = String(Math.abs(rupees));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${rupees < 0 ? '-' : ''}₹${rest ? `${rest},` : ''}${last3}`;
}

/** One line of pay: a job's yearly salary range or an internship's monthly stipend. */
export function formatPay(job: {
  type: JobPostingType;
  salary_min: number | null;
  salary_max: number | null;
  stipend: number | null;
}): string {
  if (job.type === 'Internship') return job.stipend === null ? 'Not disclosed' : `${formatRupees(job.stipend)} a month`;
  const { salary_min: min, salary_max: max } = job;
  if (min !== null && max !== null)
    return min === max ? `${formatRupees(min)} a year` : `${formatRupees(min)} – ${formatRupees(max)} a year`;
  if (min !== null) return `From ${formatRupees(min)} a year`;
  if (max !== null) return `Up to ${formatRupees(max)} a year`;
  return 'Not disclosed';
}
