// What other features show of the projects feature, each loaded lazily in a chunk of its own.

/** The student dashboard's 'Tasks due' (GET /api/pending_tasks). */
export const loadPendingTasks = () => import('./components/pending-tasks');
/** /projectDashboard's widgets: the review queue, requests for more time, enrolments. */
export const loadProjectStatsWidgets = () => import('./components/dashboard/project-stats-widgets');
/** The portfolio's projects and courses tabs (Recommended, Interested, In Progress, Completed, My Courses). */
export const loadPortfolioLearningTabs = () => import('./components/portfolio-learning-tabs');
/** The student dashboard's projects and learning paths to take next, each with why. */
export const loadLearningRecommendations = () => import('./components/learning-recommendations');
