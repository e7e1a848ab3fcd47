import type { ComponentType, LazyExoticComponent } from 'react';
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

/**
 * The widgets of each stats dashboard, in the order they show. Empty today: projects, quests, quizzes
 * and question banks do not exist yet, and their issues add their widgets here. A kind with no widget
 * says so plainly, and its filters wait.
 */
export const STATS_WIDGETS: Record<StatsKind, readonly StatsWidget[]> = {
  projects: [],
  quests: [],
  quizzes: [],
  question_banks: [],
};
