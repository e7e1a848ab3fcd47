import {
  BOOK_STATUS_LABELS,
  CARD_SECTIONS,
  CARD_TYPES,
  DEGREE_FORMAT_LABELS,
  DURATION_UNITS,
  EVENT_ROLE_LABELS,
  EVENT_ROLES,
  JOB_TYPE_LABELS,
  STATUS_LABELS,
  formatDay,
  formatIndiaDate,
  type CardType,
  type EventRole,
  type Portfolio,
  type PortfolioEntry,
  type PortfolioEntryOf,
  type PortfolioStatus,
} from '@lbd/shared/portfolio';

/** How entries read on the portfolio: title, who hosted it, dates and small facts. Pure. */

/** '12 Mar 2024' for 'YYYY-MM-DD', 'Mar 2024' for 'YYYYMM'; other text unchanged (the shared date rule). */
export const formatEntryDate = formatDay;

/** 'Verified by <name>, <organisation> on <date>', the day in India ('1 Feb 2026'), as the PDF prints it. */
export function verifiedText(verification: { name: string; organisation: string; verified_at: string }): string {
  const date = formatIndiaDate(verification.verified_at) || verification.verified_at;
  return `Verified by ${verification.name}, ${verification.organisation} on ${date}`;
}

export const VERIFICATION_PENDING_TEXT = 'Verification requested';

/** On a degree without a score yet (the one the portfolio started with): edit it to add one. */
export const DEGREE_SCORE_MISSING_TEXT = 'Add your CGPA or percentage';

/** Everything a card of the portfolio shows about one entry. */
export interface EntryView {
  title: string;
  /** Host, source, institute, company or author. */
  host: string | null;
  /** One line of dates: '12 Mar 2024', 'Jan 2023 – Jun 2024', 'Jan 2024 – Present'. */
  dates: string;
  /** Small facts shown as chips: status, type, role, duration, score. */
  facts: string[];
  /** A link the entry carries (article URL, course certificate), http(s) only. */
  link: { label: string; href: string } | null;
}

const unitText = (duration: number, unit: 'hours' | 'weeks' | 'months') =>
  `${duration} ${duration === 1 ? unit.slice(0, -1) : unit}`;

/** An http(s) address, or null (never a javascript: or data: URL on the page). */
export function safeLink(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const statusText = (status: PortfolioStatus) => STATUS_LABELS[status];

/** The view of one entry. `isPublic` leaves out what only the student sees (backlogs, placement). */
export function entryView(entry: PortfolioEntry, { isPublic = false }: { isPublic?: boolean } = {}): EntryView {
  switch (entry.card) {
    case 'books':
      return {
        title: entry.title,
        host: entry.author,
        dates: entry.status === 'interested' ? `Added ${formatEntryDate(entry.date)}` : formatEntryDate(entry.date),
        facts: [BOOK_STATUS_LABELS[entry.status], ...(entry.isbn ? [`ISBN ${entry.isbn}`] : [])],
        link: null,
      };
    case 'articles': {
      const href = safeLink(entry.url);
      return {
        title: entry.title,
        host: entry.author,
        dates: formatEntryDate(entry.date),
        facts: [entry.type],
        link: href ? { label: 'Read the article', href } : null,
      };
    }
    case 'clubs':
      return {
        title: entry.title,
        host: entry.source,
        dates: `Joined ${formatEntryDate(entry.date)}`,
        facts: [entry.role, entry.type],
        link: null,
      };
    case 'projects':
      return {
        title: entry.title,
        host: entry.source,
        dates: formatEntryDate(entry.date),
        facts: [statusText(entry.status), unitText(entry.duration, DURATION_UNITS.projects)],
        link: null,
      };
    case 'events':
      return {
        title: entry.title,
        host: entry.source,
        dates: formatEntryDate(entry.date),
        facts: [EVENT_ROLE_LABELS[entry.role], unitText(entry.duration, DURATION_UNITS.events)],
        link: null,
      };
    case 'courses': {
      const href = safeLink(entry.certificate);
      return {
        title: entry.title,
        host: entry.source,
        dates: formatEntryDate(entry.date),
        facts: [statusText(entry.status), entry.type, unitText(entry.duration, DURATION_UNITS.courses)],
        link: href ? { label: 'View certificate', href } : null,
      };
    }
    case 'certification': {
      const href = safeLink(entry.certificate);
      return {
        title: entry.title,
        host: entry.source,
        dates: formatEntryDate(entry.date),
        facts: [entry.role],
        link: href ? { label: 'View certificate', href } : null,
      };
    }
    case 'internships':
      return {
        title: entry.title,
        host: entry.host,
        dates: `${formatEntryDate(entry.startdate)} – ${formatEntryDate(entry.finishdate)}`,
        facts: [statusText(entry.status), unitText(entry.duration, DURATION_UNITS.internships)],
        link: null,
      };
    case 'jobs':
      return {
        title: entry.title,
        host: entry.host,
        dates: `${formatEntryDate(entry.startdate)} – ${entry.finishdate ? formatEntryDate(entry.finishdate) : 'Present'}`,
        facts: [statusText(entry.status), JOB_TYPE_LABELS[entry.type], unitText(entry.duration, DURATION_UNITS.jobs)],
        link: null,
      };
    case 'education':
      return {
        title: `${entry.degree}, ${entry.specialization}`,
        host: entry.institute,
        dates: `${formatEntryDate(entry.tenure[0])} – ${formatEntryDate(entry.tenure[1])}`,
        facts: [
          // A degree started from the profile has no score until the student adds it (only they are told).
          ...(entry.format
            ? [`${DEGREE_FORMAT_LABELS[entry.format]} ${entry.score}`]
            : isPublic
              ? []
              : [DEGREE_SCORE_MISSING_TEXT]),
          ...(entry.latest_edu ? ['Latest'] : []),
          ...(isPublic ? [] : [entry.backlogs > 0 ? `Backlogs: ${entry.backlogs}` : 'No backlogs']),
          ...(isPublic || entry.placed !== 'yes' ? [] : ['Placed']),
        ],
        link: null,
      };
    case 'semester':
      return {
        title: entry.name,
        host: null,
        dates: formatEntryDate(entry.date),
        facts: [`Semester ${entry.semester_number}`, entry.type, `Score ${entry.score}`],
        link: null,
      };
  }
}

/** The entries of one card, read from the portfolio's sections (books and articles share readings). */
export function entriesOf<C extends CardType>(portfolio: Pick<Portfolio, 'sections'>, card: C): PortfolioEntryOf<C>[] {
  const section: readonly PortfolioEntry[] = portfolio.sections[CARD_SECTIONS[card]];
  return section.filter((entry): entry is PortfolioEntryOf<C> => entry.card === card);
}

/** Events grouped by role, headed 'Events Attended', 'Events Delivered', 'Events Organized'; empty groups left out. */
export function eventsByRole(
  events: PortfolioEntryOf<'events'>[],
): { role: EventRole; heading: string; entries: PortfolioEntryOf<'events'>[] }[] {
  return EVENT_ROLES.map((role) => ({
    role,
    heading: EVENT_ROLE_LABELS[role],
    entries: events.filter((event) => event.role === role),
  })).filter((group) => group.entries.length > 0);
}

/** How many entries a portfolio holds in all. */
export function entryCount(portfolio: Pick<Portfolio, 'sections'>): number {
  return CARD_TYPES.reduce((sum, card) => sum + entriesOf(portfolio, card).length, 0);
}

/** Singular noun of a card, for buttons and dialogs ('Add book'). */
export const CARD_NOUNS: Readonly<Record<CardType, string>> = {
  books: 'book',
  articles: 'article',
  clubs: 'club',
  education: 'degree',
  semester: 'semester',
  projects: 'project',
  events: 'event',
  internships: 'internship',
  courses: 'course',
  certification: 'certification',
  jobs: 'job',
};

/** True for a card name in a URL ('/myPortfolio/books'). */
export function isCardType(value: string | undefined): value is CardType {
  return (CARD_TYPES as readonly string[]).includes(value ?? '');
}
