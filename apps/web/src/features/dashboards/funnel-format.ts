import { FUNNEL_STAGE_LABELS, FUNNEL_STAGES, type FunnelStages } from '@lbd/shared/org-dashboard';

/** A time to first response in words: '45 min', '5 h 20 min', '3 days 4 h'. */
export function formatDuration(seconds: number | null): string | null {
  if (seconds === null) return null;
  if (seconds < 60) return 'under a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} ${days === 1 ? 'day' : 'days'}${rest ? ` ${rest} h` : ''}`;
}

/** The funnel's stages as rows of the table, the chart and the CSV: the same numbers everywhere. */
export const stageRows = (stages: FunnelStages): { stage: string; count: number }[] =>
  FUNNEL_STAGES.map((s) => ({ stage: FUNNEL_STAGE_LABELS[s], count: stages[s] }));

const cell = (v: string | number) => {
  const text = String(v);
  // Quote what would break a CSV cell; a leading =, +, - or @ would be read as a formula by spreadsheets.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A CSV file's text (CRLF lines, as spreadsheets expect). */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
