/** How many months the points chart goes back (the current month included). */
export const POINTS_GROWTH_MONTHS = 12;
/** How many of the student's latest applications the dashboard lists. */
export const DASHBOARD_APPLICATIONS = 8;
/** How far ahead the dashboard looks for events and application deadlines, in days. */
export const DASHBOARD_UPCOMING_DAYS = 30;
/** How many upcoming items, recent notifications and missing skills per career path it shows. */
export const DASHBOARD_UPCOMING = 8;
export const DASHBOARD_NOTIFICATIONS = 5;
export const DASHBOARD_MISSING_SKILLS = 8;

/** What closes a skill gap: published content that carries the skill. */
export const GAP_CLOSER_KINDS = ['job', 'internship', 'event', 'club', 'reading'] as const;
export type GapCloserKind = (typeof GAP_CLOSER_KINDS)[number];

/** What the upcoming list holds: an event the student registered for, or an application deadline. */
export const UPCOMING_KINDS = ['event', 'deadline'] as const;
