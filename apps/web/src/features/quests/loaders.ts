// What other features show of the quests feature, each loaded lazily in a chunk of its own.

/** /questStatsDashboard's widget: the quests the viewer manages, with their numbers. */
export const loadQuestStatsWidgets = () => import('./components/quest-stats-widget');
/** The student dashboard's quests followed, with progress and the next step. */
export const loadMyQuestsWidget = () => import('./components/my-quests-widget');
