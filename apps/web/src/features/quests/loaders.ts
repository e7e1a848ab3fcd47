// What other features show of the quests feature, each loaded lazily in a chunk of its own.

/** /questStatsDashboard's widget: the quests the viewer manages, with their numbers. */
export const loadQuestStatsWidgets = () => import('./components/quest-stats-widget');
