/*
 * The activities contract (SPEC §3.5, §4.6, §5.3, §7.5, §7.6): activities (the spec's assignments)
 * with a comment window (enable_at..disable_at) and a peer-evaluation window
 * (peer_enable_at..peer_disable_at), students' enrolments (my_assignments), submissions, files,
 * peer comments, replies and evaluations. Texts are the spec's where it gives them.
 */

/** Most students one enrolment by batch may find (ACTIVITY_LIMITS.enrolByBatch). */
export const ENROL_BY_BATCH_MAX = 1000;

export const ACTIVITY_STATUSES = ['Enrolled', 'Submitted', 'complete', 'REDO'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
/** Statuses a peer may rate (SPEC §4.6). */
export const RATEABLE_STATUSES = ['complete', 'Submitted'] as const satisfies readonly ActivityStatus[];

export const LEARNING_PATHS = ['PEER', 'SELF'] as const;
export const SCORING_METHODS = ['median', 'mean'] as const;
export type ScoringMethod = (typeof SCORING_METHODS)[number];
export const PEER_ASSESSMENT_TYPES = ['PEER EVALUATION', 'PEER LEARNING'] as const;
export type PeerAssessmentType = (typeof PEER_ASSESSMENT_TYPES)[number];

export const ACTIVITY_LIMITS = {
  title: 150,
  type: 50,
  description: 10_000,
  question: 2_000,
  questions: 50,
  files: 20,
  score: 1_000,
  duration: 100_000,
  evaluators: 10,
  comment: 5_000,
  enrolBatch: 500,
  /** Most students one enrolment by batch may find (more answers 422: enrol it by degree). */
  enrolByBatch: ENROL_BY_BATCH_MAX,
  /** Upload size limit per file. */
  fileBytes: 25 * 1024 * 1024,
  fileName: 200,
} as const;

/**
 * A comment or reply identical to one the same profile posted on the same item this many seconds
 * before is a retry (a double click): the first one is answered, nothing is written.
 */
export const IDENTICAL_COMMENT_SECONDS = 10;

/** Default evaluators per submission (issue 7). */
export const DEFAULT_EVALUATORS = 3;

/** SPEC §5.3: the only file types accepted for activity uploads. */
export const ACTIVITY_FILE_EXTENSIONS = [
  'mp4', 'ogg', 'webm', 'ogv', 'jpg', 'jpeg', 'png', 'xlsx', 'xls', 'csv', 'xml',
  'doc', 'docx', 'docm', 'ppt', 'pptx', 'pps', 'mp3', 'pdf', 'txt',
] as const; // prettier-ignore
export type ActivityFileExtension = (typeof ACTIVITY_FILE_EXTENSIONS)[number];

/** Length of the timestamp prefix (14 digits... plus underscore) stripped for display (SPEC §4.6). */
export const FILE_PREFIX_LENGTH = 14;

/** The stored name: a 13-digit millisecond timestamp and an underscore, then the name with spaces as underscores. */
export function prefixedFileName(name: string, now: Date): string {
  return `${String(now.getTime()).padStart(13, '0')}_${name.trim().replace(/\s+/g, '_')}`;
}
/** The name shown to people: the stored name without its 14-character prefix. */
export const displayFileName = (stored: string) => stored.slice(FILE_PREFIX_LENGTH);

/** One decimal, as scores are sent and shown (SPEC §9). */
export const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * A peer score as typed or sent: a number from 0 to `max` with at most one decimal place (SPEC §5.3).
 * One rule for the form and the server: the score, or the message that says what is wrong with it.
 */
/** A peer score over the mentor's score (the product's own words; the spec's text names no limit). */
export const peerScoreUpTo = (max: number) => `Please enter a score from 0 to ${max}`;

export type WindowFields = {
  enable_at: string;
  disable_at: string;
  peer_enable_at: string;
  peer_disable_at: string;
  max_score: number;
  mentor_assessment_score: number;
  peer_assessment_score: number;
};

export const QUEUE_REASONS = ['under_reviewed', 'flagged', 'appealed'] as const;
export type QueueReason = (typeof QUEUE_REASONS)[number];
