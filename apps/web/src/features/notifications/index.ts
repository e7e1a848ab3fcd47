// The notifications feature's front door: what other features may use of it (the profile page's email
// settings, the profile area's unsubscribe page).
export { loadUnsubscribePage } from './loaders';
export { NotificationEmailSettings } from './settings/notification-email-settings';
