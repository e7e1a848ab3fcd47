/** What a deletion removes and what it keeps, as the settings page says it (decision 0068). */
export const ACCOUNT_DELETION_TERMS = {
  deleted: [
    'Your sign-in: email, password, phone number, linked Google or Facebook accounts, every session and the devices it was used on.',
    'Your profile details: name, photo, contact details, city, degree, bio and topic interests.',
    'Your portfolio with every entry and career path, and its public link.',
    'Your notifications, job alerts and email settings, and the emails and messages we still hold for you.',
    'Your club memberships, pending club requests, invitations and places on shortlists.',
  ],
  kept: [
    'Applications and event registrations an organisation already received stay in its records as "Deleted user", without your name, contact details or cover note, so its counts and decisions stay true.',
    'Activity work you submitted and reviews you wrote for other students stay as "Deleted user", so a class\'s scores and feedback still add up.',
    'Jobs, events, clubs and activities you published for an organisation stay with the organisation.',
    'The audit log keeps who did what on the platform, including this deletion, under an anonymous account id, to answer for it later.',
  ],
} as const;

/** GET /api/my_account lists at most this many of the caller's sessions, the most recently used first. */
export const MAX_LISTED_SESSIONS = 50;

/** A device (browser summary and network) seen signing in within this many days is known: no alert (decision 0088). */
export const KNOWN_DEVICE_DAYS = 90;
