// The live sessions' front door (issue 28 item 11): the panel the community timeline shows beside its posts,
// as a component and as a lazy chunk.
export { default as UpcomingSessionsPanel } from './components/upcoming-sessions-panel';
export { loadUpcomingSessionsPanel } from './loaders';
