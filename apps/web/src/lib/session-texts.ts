/**
 * Texts the session manager shows from the landing bundle. They are copies of
 * IDENTITY_TEXTS entries (packages/shared/src/identity/messages.ts): importing the identity contract would pull zod
 * into the first page's JavaScript. `session-texts.test.ts` keeps the copies identical.
 */
export const SESSION_TEXTS = {
  refreshingSession: 'Please wait while we refresh your session',
} as const;
