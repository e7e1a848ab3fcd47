// The quizzes feature's front door: what other features may use of it (the stats dashboards' widgets,
// a lazy chunk).
export { loadQuizStatsWidgets } from './loaders';
