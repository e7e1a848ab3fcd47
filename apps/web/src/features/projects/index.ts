// The projects feature's front door: what other features may use of it (the dashboards' widgets, the
// portfolio's projects and courses tabs), each a lazy chunk.
export {
  loadLearningRecommendations,
  loadPendingTasks,
  loadPortfolioLearningTabs,
  loadProjectStatsWidgets,
} from './loaders';
export type { LearningList } from './components/portfolio-learning-tabs';
// The project pages a quest shows in its own context (/myQuests/{my_quest_id}/projects/{id} and
// /myQuests/{my_quest_id}/myProjects/{id}): imported by name, each stays its own chunk.
export { default as ProjectDetailPage } from './pages/project-detail-page';
export { default as MyProjectPage } from './pages/my-project-page';
