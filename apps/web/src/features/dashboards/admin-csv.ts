import type { ActivityPoint, DashboardGroup } from '@lbd/shared/admin-dashboard';

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is neutralised. */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text (CRLF line ends, as RFC 4180 says). Pure. */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** An India calendar date ('2026-11-21') as the app shows it: '21 Nov 2026'. Pure. */
export const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** The same, short, for a chart's axis: '21 Nov'. Pure. */
export const shortDayLabel = (date: string) => shortDayFormat.format(new Date(`${date}T00:00:00Z`));

/** The columns of the sign-ups and active users table (and its CSV), by grouping. */
export function activityColumns(group: DashboardGroup): string[] {
  return group === 'week'
    ? ['Week starting', 'Days', 'Sign-ups', 'Profiles created', 'Active users']
    : ['Date', 'Sign-ups', 'Profiles created', 'Active users'];
}

/** The table's rows, exactly as shown: one per day, or per week with how many of its days are in range. Pure. */
export function activityRows(points: ActivityPoint[], group: DashboardGroup): (string | number)[][] {
  return points.map((p) =>
    group === 'week'
      ? [dayLabel(p.date), p.days, p.sign_ups, p.profiles_created, p.active_users]
      : [dayLabel(p.date), p.sign_ups, p.profiles_created, p.active_users],
  );
}
