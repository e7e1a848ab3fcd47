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
