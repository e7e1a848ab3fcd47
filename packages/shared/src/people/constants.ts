/**
 * People tools for admins (issue 29 item 10, decision 0085): find a profile, incomplete accounts, bulk
 * status, author changes, linked entities, reminders and entity reports. Plain values only.
 */

/** What a bulk status change does to each profile. */
export const BULK_STATUS_ACTIONS = ['approve', 'deactivate', 'activate'] as const;
export type BulkStatusAction = (typeof BULK_STATUS_ACTIONS)[number];
/** Profiles one bulk status change may name. */
export const BULK_STATUS_MAX = 200;
/** Longest reason an admin gives (it goes into each email). */
export const REASON_MAX = 500;

/** What happened to one profile of a bulk change. */
export const BULK_OUTCOMES = ['done', 'unchanged', 'not_found', 'not_applicable'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

/** Items whose author an admin may change: each kind's owning module provides it (an author source). */
export const AUTHOR_KINDS = [
  'job',
  'event',
  'club',
  'resource',
  'learning_path',
  'project',
  'quiz',
  'question_bank',
  'activity',
  'quest',
] as const;
export type AuthorKind = (typeof AUTHOR_KINDS)[number];
export const AUTHOR_KIND_LABELS: Record<AuthorKind, string> = {
  job: 'Job or internship',
  event: 'Event',
  club: 'Club',
  resource: 'Resource',
  learning_path: 'Learning path',
  project: 'Project',
  quiz: 'Quiz',
  question_bank: 'Question bank',
  activity: 'Activity',
  quest: 'Quest',
};

/** Reminders (`send_remainder`): to accounts not finished, or to students enrolled in nothing yet. */
export const REMINDER_KINDS = ['incomplete_account', 'not_enrolled'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
/** A person gets one reminder of a kind in this many days, whoever sends it. */
export const REMINDER_REST_DAYS = 7;
/** People one reminder send may reach (named or found). */
export const REMINDER_BATCH_MAX = 500;

/** What an incomplete account lacks. */
export const INCOMPLETE_PARTS = [
  'profile',
  'terms',
  'institute',
  'degree',
  'specialization',
  'graduation_year',
] as const;
export type IncompletePart = (typeof INCOMPLETE_PARTS)[number];
export const INCOMPLETE_PART_LABELS: Record<IncompletePart, string> = {
  profile: 'No profile',
  terms: 'Terms not accepted',
  institute: 'No institute',
  degree: 'No degree',
  specialization: 'No specialization',
  graduation_year: 'No graduation year',
};

/** Entity reports (.xlsx). */
export const ENTITY_REPORTS = ['profiles', 'organisations', 'enrolments'] as const;
export type EntityReport = (typeof ENTITY_REPORTS)[number];
/** Rows one report holds at most (the newest first). */
export const ENTITY_REPORT_MAX_ROWS = 50_000;
