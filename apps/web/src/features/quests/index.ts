// The quests feature's front door: what other features may use of it (the stats dashboard's widget,
// a lazy chunk).
export { loadMyQuestsWidget, loadQuestStatsWidgets } from './loaders';
