/** Bounds of a shortlist (issue 24 item 6): its name, its size, and how much a filter may name. */
export const SHORTLIST_NAME_MAX = 80;
/** The most students one saved shortlist (or one .xlsx export of a filter) holds. */
export const SHORTLIST_MAX_STUDENTS = 5000;
/** Ids one filter list (skills, branches, career paths) may name. */
export const SHORTLIST_FILTER_IDS_MAX = 50;
/** Batches (graduation years) one filter may name. */
export const SHORTLIST_FILTER_BATCHES_MAX = 20;
/** The highest backlog count a filter can ask for ('at most N'). */
export const SHORTLIST_BACKLOGS_MAX = 20;
/** Saved shortlists one page of shortlisted_table lists by default, and at most. */
export const SHORTLISTS_PAGE_DEFAULT = 20;
export const SHORTLISTS_PAGE_MAX = 100;
/** The mail bounds (as an organisation's email to one of its lists). */
export const SHORTLIST_MAIL_SUBJECT_MAX = 150;
export const SHORTLIST_MAIL_MESSAGE_MAX = 5000;

/** Placed or not: any student, only placed ones, only those not placed yet. */
export const SHORTLIST_PLACED = ['any', 'yes', 'no'] as const;
export type ShortlistPlaced = (typeof SHORTLIST_PLACED)[number];
