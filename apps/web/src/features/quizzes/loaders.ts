// What other features show of the quizzes feature, each loaded lazily in a chunk of its own.

/** /quizStatsDashboard's and /questionBankStatsDashboard's widgets: the caller's quizzes and banks with their numbers. */
export const loadQuizStatsWidgets = () => import('./dashboard/stats-widgets');
