/** The admin dashboard's range (issue 24 item 9): how many India days its series cover. */
export const ADMIN_DASHBOARD_DAYS = { min: 7, max: 90, default: 30 } as const;

/** The ranges the page offers (any whole number within ADMIN_DASHBOARD_DAYS is accepted). */
export const ADMIN_DASHBOARD_DAY_CHOICES = [7, 30, 90] as const;

/** A series has one point per India day, or one per week (weeks start on Monday; the first may be partial). */
export const DASHBOARD_GROUPS = ['day', 'week'] as const;
export type DashboardGroup = (typeof DASHBOARD_GROUPS)[number];

/** How many of the newest profiles awaiting approval the dashboard lists. */
export const AWAITING_APPROVAL_PREVIEW = 5;

/** The time zone whose calendar days the series count in. */
export const DASHBOARD_TIME_ZONE = 'Asia/Kolkata';

/** Statuses of jobs, internships, events and clubs. */
export const CONTENT_STATUSES = ['draft', 'published', 'closed'] as const;
