// The projects feature's front door: what other features may use of it (the dashboards' widgets, the
// portfolio's projects and courses tabs), each a lazy chunk.
export {
  loadLearningRecommendations,
  loadPendingTasks,
  loadPortfolioLearningTabs,
  loadProjectStatsWidgets,
} from './loaders';
export type { LearningList } from './components/portfolio-learning-tabs';
