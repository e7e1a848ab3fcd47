/** The fields an institute's students can be split by (issue 24 item 4): degree, branch (specialization) and batch (graduation year). */
export const INSTITUTE_SPLIT_FIELDS = ['degree', 'branch', 'batch'] as const;
export type InstituteSplitField = (typeof INSTITUTE_SPLIT_FIELDS)[number];

/** The academic histogram's buckets: the latest degree's score as a percentage, ten points each. */
export const ACADEMIC_BUCKET_WIDTH = 10;

/** How many skills the top-skills widget names, and the most one call may ask for. */
export const TOP_SKILLS_DEFAULT = 10;
export const TOP_SKILLS_MAX = 50;

/** A split never returns more rows than one chart can show; the rest are summed into one 'Other' row. */
export const SPLIT_MAX_ROWS = 40;

/** How many hiring companies the placement widget names (the rest are counted in the totals). */
export const HIRING_COMPANIES_MAX = 20;

/** The key of a split row whose students did not give that field. */
export const SPLIT_NOT_GIVEN = 'none';
/** The key of the row that sums the rows beyond SPLIT_MAX_ROWS. */
export const SPLIT_OTHER = 'other';

/** What the enrolment dashboards count (issue 24 item 8): registrations for events, club memberships, activity enrolments. */
export const ENROLLMENT_KINDS = ['events', 'clubs', 'activities'] as const;
export type EnrollmentKind = (typeof ENROLLMENT_KINDS)[number];

/** How enrolments are grouped: by the student's batch, branch, or the month they enrolled (India time). */
export const ENROLLMENT_GROUPS = ['batch', 'branch', 'month'] as const;
export type EnrollmentGroup = (typeof ENROLLMENT_GROUPS)[number];

/**
 * Whose enrolments: the institute's students in anyone's events, clubs and activities (/enrollmentDashboard),
 * or anyone in the institute's own (/trainingEnrollmentDashboard: what it runs).
 */
export const ENROLLMENT_OF = ['students', 'own'] as const;
export type EnrollmentOf = (typeof ENROLLMENT_OF)[number];

/** The months the by-month grouping shows, ending with this one. */
export const ENROLLMENT_MONTHS = 12;
