// The notifications page that the profile area routes to (SPEC §2.1), loaded lazily in a chunk of its own.

/** An email's unsubscribe link (/unsubscribe). */
export const loadUnsubscribePage = () => import('./settings/unsubscribe-page');
