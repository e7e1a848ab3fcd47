import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadProjectStatsWidgets } from '../projects';
import { loadQuestStatsWidgets } from '../quests';
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

/** The quests feature's widget (its own chunk). */
const QuestStatsWidget = lazy(() => loadQuestStatsWidgets().then((m) => ({ default: m.QuestStatsWidget })));

type QuizWidgets = Awaited<ReturnType<typeof loadQuizStatsWidgets>>;
/** One of the quizzes feature's widgets, in the chunk the two share. */
const quizWidget = (name: 'QuizStatsWidget' | 'BankStatsWidget') =>
  lazy(() => loadQuizStatsWidgets().then((m: QuizWidgets) => ({ default: m[name] })));

/**
 * The widgets of each stats dashboard, in the order they show. Projects: the review queue, students'
 * requests for more time, enrolments (issue 25). Quizzes and question banks: the caller's own with their
 * numbers, each leading to its page (issue 26). Quests: the caller's own with their students, completions
 * and students at risk, each leading to its dashboard (issue 27). A kind with no widget says so plainly,
 * and its filters wait.
 */
export const STATS_WIDGETS: Record<StatsKind, readonly StatsWidget[]> = {
  projects: [
    { key: 'reviews', title: 'Review queue', Widget: projectWidget('ReviewQueueWidget') },
    { key: 'requests', title: 'Requests for more time', Widget: projectWidget('LearningRequestsWidget') },
    { key: 'enrolments', title: 'Enrolments', Widget: projectWidget('EnrolmentsWidget') },
  ],
  quests: [{ key: 'quests', title: 'Your quests', Widget: QuestStatsWidget }],
  quizzes: [{ key: 'quizzes', title: 'Your quizzes', Widget: quizWidget('QuizStatsWidget') }],
  question_banks: [{ key: 'banks', title: 'Your question banks', Widget: quizWidget('BankStatsWidget') }],
};
