import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadProjectStatsWidgets } from '../projects';
import { loadQuizStatsWidgets } from '../quizzes';
import type { StatsKind } from './stats-kinds';

/** What the page's filters hold; a widget answers for the items they pick. */
export interface StatsFilters {
  /** Part of an item's name ('' for all). */
  query: string;
  /** India dates, yyyy-mm-dd, or '' when open. */
  from: string;
  to: string;
}

/** One widget of a stats dashboard: its own lazy chunk, reading its own API call. */
export interface StatsWidget {
  key: string;
  title: string;
  Widget: LazyExoticComponent<ComponentType<{ filters: StatsFilters }>>;
}

type ProjectWidgets = Awaited<ReturnType<typeof loadProjectStatsWidgets>>;
/** One of the projects feature's widgets, in the chunk the three share. */
const projectWidget = (name: 'ReviewQueueWidget' | 'LearningRequestsWidget' | 'EnrolmentsWidget') =>
  lazy(() => loadProjectStatsWidgets().then((m: ProjectWidgets) => ({ default: m[name] })));

type QuizWidgets = Awaited<ReturnType<typeof loadQuizStatsWidgets>>;
/** One of the quizzes feature's widgets, in the chunk the two share. */
const quizWidget = (name: 'QuizStatsWidget' | 'BankStatsWidget') =>
  lazy(() => loadQuizStatsWidgets().then((m: QuizWidgets) => ({ default: m[name] })));

/**
 * The widgets of each stats dashboard, in the order they show. Projects: the review queue, students'
 * requests for more time, enrolments (issue 25). Quizzes and question banks: the caller's own with their
 * numbers, each leading to its page (issue 26). Quests do not exist yet, and their issue adds its widgets
 * here. A kind with no widget says so plainly, and its filters wait.
 */
export const STATS_WIDGETS: Record<StatsKind, readonly StatsWidget[]> = {
  projects: [
    { key: 'reviews', title: 'Review queue', Widget: projectWidget('ReviewQueueWidget') },
    { key: 'requests', title: 'Requests for more time', Widget: projectWidget('LearningRequestsWidget') },
    { key: 'enrolments', title: 'Enrolments', Widget: projectWidget('EnrolmentsWidget') },
  ],
  quests: [],
  quizzes: [{ key: 'quizzes', title: 'Your quizzes', Widget: quizWidget('QuizStatsWidget') }],
  question_banks: [{ key: 'banks', title: 'Your question banks', Widget: quizWidget('BankStatsWidget') }],
};
