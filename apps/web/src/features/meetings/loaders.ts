// What other features show of live sessions, each loaded lazily in a chunk of its own.

/** The next few sessions, for beside the /posts timeline. */
export const loadUpcomingSessionsPanel = () => import('./components/upcoming-sessions-panel');
