// The identity pages that the profile area routes to (SPEC §2.1), each loaded lazily in a chunk of its own.

/** Choosing a new password from the emailed link (/resetPassword). */
export const loadResetPasswordPage = () => import('./pages/reset-password-page');
/** Where a social sign-in's popup lands (/authCallback). */
export const loadAuthCallbackPage = () => import('./pages/auth-callback-page');
