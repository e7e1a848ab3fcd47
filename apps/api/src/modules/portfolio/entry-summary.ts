import {
  BOOK_STATUS_LABELS,
  CARD_TITLES,
  EVENT_ROLE_LABELS,
  JOB_TYPE_LABELS,
  STATUS_LABELS,
  formatDay,
  isInProgress,
  type PortfolioEntry,
} from '@lbd/shared';

/*
 * One entry in a few words: its title, when, where or from whom, and a detail line. The PDF and the
 * verifier's page both describe entries this way.
 */

/** '12 Mar 2024' (or 'Mar 2024' for a month value); other text unchanged; '' for none (the shared rule). */
export const humanDate = formatDay;

/** A date range: 'Jan 2023 – Jun 2023', or '... – Present' with no end. */
export function dateRange(start: string, finish: string | null | undefined): string {
  return `${humanDate(start)} – ${finish ? humanDate(finish) : 'Present'}`;
}

export interface EntrySummary {
  title: string;
  dates: string;
  /** Host, source, institute or author; null when the card has none. */
  host: string | null;
  /** Short facts: status, type, role, duration, score. */
  details: string[];
}

const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Title, dates, host and details of any entry. */
export function summarize(entry: PortfolioEntry): EntrySummary {
  const expected = (date: string, status: string) =>
    isInProgress(status) ? `Expected ${humanDate(date)}` : humanDate(date);
  const status = (s: string) => STATUS_LABELS[s as keyof typeof STATUS_LABELS] ?? s;
  switch (entry.card) {
    case 'books':
      return {
        title: entry.title,
        dates: entry.status === 'interested' ? `Added ${humanDate(entry.date)}` : expected(entry.date, entry.status),
        host: entry.author,
        details: [BOOK_STATUS_LABELS[entry.status], ...(entry.isbn ? [`ISBN ${entry.isbn}`] : [])],
      };
    case 'articles':
      return {
        title: entry.title,
        dates: humanDate(entry.date),
        host: entry.author,
        details: [entry.type, ...(entry.url ? [entry.url] : [])],
      };
    case 'clubs':
      return {
        title: entry.title,
        dates: `Joined ${humanDate(entry.date)}`,
        host: entry.source,
        details: [entry.type, entry.role],
      };
    case 'projects':
      return {
        title: entry.title,
        dates: expected(entry.date, entry.status),
        host: entry.source,
        details: [status(entry.status), unit(entry.duration, 'week')],
      };
    case 'events':
      return {
        title: entry.title,
        dates: humanDate(entry.date),
        host: entry.source,
        details: [EVENT_ROLE_LABELS[entry.role], unit(entry.duration, 'hour')],
      };
    case 'courses':
      return {
        title: entry.title,
        dates: expected(entry.date, entry.status),
        host: entry.source,
        details: [
          entry.type,
          status(entry.status),
          unit(entry.duration, 'hour'),
          ...(entry.certificate ? [entry.certificate] : []),
        ],
      };
    case 'certification':
      return {
        title: entry.title,
        dates: humanDate(entry.date),
        host: entry.source,
        details: [entry.role, ...(entry.certificate ? [entry.certificate] : [])],
      };
    case 'internships':
      return {
        title: entry.title,
        dates: dateRange(entry.startdate, entry.finishdate),
        host: entry.host,
        details: [status(entry.status), unit(entry.duration, 'week')],
      };
    case 'jobs':
      return {
        title: entry.title,
        dates: dateRange(entry.startdate, entry.finishdate),
        host: entry.host,
        details: [JOB_TYPE_LABELS[entry.type], status(entry.status), unit(entry.duration, 'month')],
      };
    case 'education':
      return {
        title: `${entry.degree}, ${entry.specialization}`,
        dates: dateRange(entry.tenure[0], entry.tenure[1]),
        host: entry.institute,
        details: [
          `${entry.format === 'GPA' ? 'CGPA' : entry.format === 'Numeric' ? 'Percentage' : 'Score'} ${entry.score}`,
          entry.backlogsStatus === 'yes' ? unit(entry.backlogs, 'backlog') : 'No backlogs',
          ...(entry.placed === 'yes' ? ['Placed'] : []),
        ],
      };
    case 'semester':
      return {
        title: entry.name,
        dates: humanDate(entry.date),
        host: null,
        details: [`Semester ${entry.semester_number}`, entry.type, `Score ${entry.score}`],
      };
  }
}

/** The card's heading, e.g. 'Degrees'. */
export const cardTitle = (entry: PortfolioEntry) => CARD_TITLES[entry.card];
