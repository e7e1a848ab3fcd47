import { CARD_TABS, type CardType, type PortfolioEntry } from '@lbd/shared/portfolio';
import type { LearningList } from '../projects';

/** Cards whose Recommended tab lists the platform's suggestions. */
export type RecommendedSource = 'books' | 'articles' | 'clubs' | 'events';
/** Cards that also list what the student joined or applied to on the platform. */
export type PlatformSource = 'clubs' | 'events' | 'jobs' | 'internships';

/** What one tab of a card's page shows. Pure. */
export type TabContent =
  /** Something later features fill: says what will appear. */
  | { kind: 'later'; text: string }
  /** The platform's projects or learning paths: to start (Recommended), or the student's own (Interested). */
  | { kind: 'learning'; list: LearningList }
  /** The platform's suggestions for the student, each with its reason. */
  | { kind: 'recommended'; source: RecommendedSource }
  /**
   * The student's own entries (those `filter` keeps), with a note on what else will appear, under what
   * they joined or applied to on the platform (`platform`) or take there (`learning`: projects, paths).
   */
  | {
      kind: 'own';
      filter?: (entry: PortfolioEntry) => boolean;
      note?: string;
      platform?: PlatformSource;
      learning?: LearningList;
    };

const RECOMMENDED_SOURCES: readonly CardType[] = ['books', 'articles', 'clubs', 'events'];

const PLURALS: Partial<Record<CardType, string>> = {
  books: 'books',
  articles: 'articles',
  clubs: 'clubs',
  projects: 'projects',
  events: 'events',
  courses: 'courses',
};

/** 'Recommendations appear here as books are published.' */
export function recommendationsText(card: CardType): string {
  return `Recommendations appear here as ${PLURALS[card] ?? 'items'} are published.`;
}

const statusIs = (status: string) => (entry: PortfolioEntry) => 'status' in entry && entry.status === status;

/** The content of a card's tab (SPEC §2.5). */
export function tabContent(card: CardType, tab: string): TabContent {
  if (tab === 'Recommended') {
    if (card === 'projects') return { kind: 'learning', list: 'recommended_projects' };
    if (card === 'courses') return { kind: 'learning', list: 'recommended_courses' };
    return RECOMMENDED_SOURCES.includes(card)
      ? { kind: 'recommended', source: card as RecommendedSource }
      : { kind: 'later', text: recommendationsText(card) };
  }
  if (card === 'projects') {
    if (tab === 'Interested') return { kind: 'learning', list: 'interested_projects' };
    const completed = tab === 'Completed';
    return {
      kind: 'own',
      filter: statusIs(completed ? 'complete' : 'Enrolled'),
      learning: completed ? 'completed_projects' : 'enrolled_projects',
    };
  }
  if (card === 'courses') return { kind: 'own', learning: 'my_courses' };
  if (card === 'clubs' || card === 'events' || card === 'jobs' || card === 'internships')
    return { kind: 'own', platform: card };
  return { kind: 'own' };
}

/**
 * The tab a card's page opens on: the first that lists some of the student's own entries, else the
 * first that would list them.
 */
export function defaultTab(card: CardType, entries: readonly PortfolioEntry[] = []): string {
  const tabs = CARD_TABS[card];
  const own = tabs.filter((tab) => tabContent(card, tab).kind === 'own');
  const withEntries = own.find((tab) => {
    const content = tabContent(card, tab);
    return content.kind === 'own' && entries.some(content.filter ?? (() => true));
  });
  return withEntries ?? own[0] ?? tabs[0] ?? '';
}
