import type { ProfileType } from '@lbd/shared/enums';
import type { CurrentUser } from '@lbd/shared/identity';

/*
 * The stats dashboards of the learning content (issue 24 item 10): one page for each kind, with its
 * title, its filters and a place for widgets that the learning issues fill (stats-widgets.ts).
 */

export const STATS_KINDS = ['projects', 'quests', 'quizzes', 'question_banks'] as const;
export type StatsKind = (typeof STATS_KINDS)[number];

/** The route of each stats dashboard (SPEC §2.1). */
export const STATS_KIND_OF_PATH: Readonly<Record<string, StatsKind>> = {
  '/projectDashboard': 'projects',
  '/questStatsDashboard': 'quests',
  '/quizStatsDashboard': 'quizzes',
  '/questionBankStatsDashboard': 'question_banks',
};

interface StatsKindInfo {
  title: string;
  /** The plural noun, as a sentence names the items ('question banks'). */
  items: string;
  /** The singular noun, as a label names one ('question bank'). */
  item: string;
}

export const STATS_KIND_INFO: Record<StatsKind, StatsKindInfo> = {
  projects: { title: 'Project Statistics', items: 'projects', item: 'project' },
  quests: { title: 'Quest Statistics', items: 'quests', item: 'quest' },
  quizzes: { title: 'Quiz Statistics', items: 'quizzes', item: 'quiz' },
  question_banks: { title: 'Question Bank Statistics', items: 'question banks', item: 'question bank' },
};

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const STATS_TEXTS = {
  search: 'Search by name',
  from: 'From',
  to: 'To',
  filtersWaiting: (kind: StatsKind) => `Filters work once ${STATS_KIND_INFO[kind].items} exist.`,
  empty: (kind: StatsKind) => {
    const { items, item } = STATS_KIND_INFO[kind];
    return `No ${items} exist yet: ${item} statistics appear here once ${items} are built.`;
  },
  searchPlaceholder: (kind: StatsKind) => `${capitalised(STATS_KIND_INFO[kind].item)} name`,
} as const;

/** Who reads the stats dashboards: mentors, institutions and companies (the authors of learning content), and admins. */
const STATS_VIEWERS: readonly ProfileType[] = ['ADVISOR', 'INSTITUTION', 'COMPANY'];

/** May this user see the stats dashboards? Pure. */
export const canSeeStatsDashboards = (user: CurrentUser | null): boolean =>
  Boolean(user && (user.is_admin || (user.profile && STATS_VIEWERS.includes(user.profile.profile_type))));
