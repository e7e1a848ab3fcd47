// The notifications feature's front door: what other features may use of it (the profile page's email
// settings, the profile area's unsubscribe page, the project review queue that refreshes when the bell changes).
export { loadUnsubscribePage } from './loaders';
export { NotificationEmailSettings } from './settings/notification-email-settings';
export { useUnviewedCounts } from './use-counts';
