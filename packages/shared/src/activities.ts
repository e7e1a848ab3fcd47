import { z } from 'zod';
import { countParam, pageParam, paginationSchema, searchText } from './api';
import { FIRST_YEAR, YEARS_AHEAD } from './constants';
import { currentYear } from './portfolio/dates';

/*
 * The activities contract (SPEC §3.5, §4.6, §5.3, §7.5, §7.6): activities (the spec's assignments)
 * with a comment window (enable_at..disable_at) and a peer-evaluation window
 * (peer_enable_at..peer_disable_at), students' enrolments (my_assignments), submissions, files,
 * peer comments, replies and evaluations. Texts are the spec's where it gives them.
 */

/** Most students one enrolment by batch may find (ACTIVITY_LIMITS.enrolByBatch). */
const ENROL_BY_BATCH_MAX = 1000;

export const ACTIVITY_MESSAGES = {
  // SPEC §5.3 and §8, used exactly.
  invalidData: 'Please enter a valid data',
  enterComment: 'Please enter a comment',
  enterScore: 'Please enter a score',
  // Where the spec's one text does not say what is wrong (issue 23): the product's own words.
  scoreOneDecimal: 'Please enter a score with at most one decimal place',
  uploadFile: 'Please upload a file',
  commentDeadline: 'Commenting is not allowed once deadline crossed',
  replyDeadline: 'Replying is not allowed once deadline crossed',
  postingComment: 'Posting Comment ...',
  commentPosted: 'Comment posted Successfully',
  commentFailed: 'Comment posting failed',
  postingReply: 'Posting reply on peer comment ...',
  replyPosted: 'Reply posted Successfully',
  replyFailed: 'Reply posting failed',
  fileUploaded: 'File uploaded successfully',
  fileNotUploaded: 'The file could not be uploaded',
  yourFileNotUploaded: 'Your file could not be uploaded',
  showMoreComments: 'Show More Comments',
  // Where the spec is silent (docs/decisions/0033-activities-tables-access-and-windows.md).
  commentWindowOrder: 'The comment window must end after it starts.',
  evaluationWindowOrder: 'The evaluation window must end after it starts.',
  evaluationBeforeComments: 'The evaluation window cannot open before the activity opens.',
  scoresAboveMax: 'Mentor and peer scores together cannot exceed the maximum score.',
  notOpenYet: 'This activity is not open for submissions yet.',
  submissionClosed: 'The submission deadline has passed.',
  alreadyComplete: 'This activity is already complete.',
  evaluationNotOpen: 'Peer evaluation is not open for this activity.',
  evaluationClosed: 'Evaluation is not allowed once deadline crossed',
  ownSubmission: 'You cannot evaluate your own submission.',
  notEvaluable: 'This submission cannot be rated yet.',
  alreadyEvaluated: 'You have already evaluated this submission.',
  reviewsDisabled: 'Peer reviews are turned off for this activity.',
  notAllocated: 'This submission is not allocated to you for evaluation.',
  appealClosed: 'Appeals are not allowed once deadline crossed',
  alreadyEnrolled: 'Already enrolled.',
  notStudents: 'Only student profiles can be enrolled.',
  mentorScoreAbove: 'The score cannot exceed the mentor assessment score.',
  extensionBeforeDeadline: 'The extended deadline must be after the submission deadline.',
  unknownFile: 'Please upload a file',
  statusChange: 'Only a submitted activity can be marked complete.',
  ownComment: 'You cannot comment on your own submission.',
  appealOwnOnly: 'Only the author of a submission can appeal its reviews.',
  notEvaluation: 'Only peer evaluations can be appealed or marked for redo.',
  chooseStudents: 'Choose at least one student.',
  batchTooLarge: `This batch has more than ${ENROL_BY_BATCH_MAX} students: choose a degree to enrol it in parts.`,
  unknownInstitute: 'Choose an institute.',
  unknownDegree: 'Choose a degree.',
  batchYear: 'Choose a valid year.',
} as const;

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

export function checkPeerScore(raw: unknown, max: number): { score: number } | { problem: string } {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d+(\.\d+)?$/.test(text)) return { problem: ACTIVITY_MESSAGES.enterScore };
  if (/\.\d{2,}$/.test(text)) return { problem: ACTIVITY_MESSAGES.scoreOneDecimal };
  const n = Number(text);
  if (!Number.isFinite(n) || n > max) return { problem: peerScoreUpTo(max) };
  return { score: oneDecimal(n) };
}

const idSchema = z.number().int().positive().max(2_147_483_647);

/** Form messages of the authoring form, in the words of SPEC §5.1 ('{label} cannot be empty', ...). */
export const AUTHORING_MESSAGES = {
  empty: (label: string) => `${label} cannot be empty`,
  tooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
  between: (label: string, min: number, max: number) => `${label} should be between ${min} and ${max}`,
  wholeNumber: (label: string) => `${label} should be a whole number`,
  tooMany: (label: string, max: number) => `You can add at most ${max} ${label}`,
  /** SPEC §5.1. */
  invalidDate: 'Please enter a valid date',
} as const;

const labelledText = (label: string, max: number) =>
  z
    .string({ error: AUTHORING_MESSAGES.empty(label) })
    .trim()
    .min(1, AUTHORING_MESSAGES.empty(label))
    .max(max, AUTHORING_MESSAGES.tooLong(label, max));
const labelledScore = (label: string) => {
  const message = AUTHORING_MESSAGES.between(label, 0, ACTIVITY_LIMITS.score);
  return z.number({ error: message }).min(0, message).max(ACTIVITY_LIMITS.score, message).transform(oneDecimal);
};
const labelledWhole = (label: string, min: number, max: number) => {
  const message = AUTHORING_MESSAGES.between(label, min, max);
  return z.number({ error: message }).int(AUTHORING_MESSAGES.wholeNumber(label)).min(min, message).max(max, message);
};
const windowInstant = z.iso.datetime({ offset: true, error: AUTHORING_MESSAGES.invalidDate });

export const assignmentQuestionInputSchema = z.object({
  question: labelledText('Question', ACTIVITY_LIMITS.question),
});

const assignmentFields = {
  title: labelledText('Title', ACTIVITY_LIMITS.title),
  type: labelledText('Type', ACTIVITY_LIMITS.type),
  description: z
    .string()
    .trim()
    .max(ACTIVITY_LIMITS.description, AUTHORING_MESSAGES.tooLong('Description', ACTIVITY_LIMITS.description))
    .default(''),
  files: z
    .array(idSchema)
    .max(ACTIVITY_LIMITS.files, AUTHORING_MESSAGES.tooMany('files', ACTIVITY_LIMITS.files))
    .default([]),
  assignment_que: z
    .array(assignmentQuestionInputSchema)
    .max(ACTIVITY_LIMITS.questions, AUTHORING_MESSAGES.tooMany('questions', ACTIVITY_LIMITS.questions))
    .default([]),
  max_score: labelledScore('Max score'),
  mentor_assessment_score: labelledScore('Mentor assessment score'),
  peer_assessment_score: labelledScore('Peer assessment score'),
  duration: labelledWhole('Duration', 1, ACTIVITY_LIMITS.duration),
  learning_path: z.enum(LEARNING_PATHS).default('PEER'),
  peer_evaluation: z.boolean().default(false),
  final_evaluation: z.boolean().default(false),
  enable_at: windowInstant,
  disable_at: windowInstant,
  peer_enable_at: windowInstant,
  peer_disable_at: windowInstant,
  evaluators_per_submission: labelledWhole('Reviewers per submission', 1, ACTIVITY_LIMITS.evaluators).default(
    DEFAULT_EVALUATORS,
  ),
  scoring_method: z.enum(SCORING_METHODS).default('median'),
  spread_threshold: labelledScore('Spread threshold').nullable().default(null),
  active: z.boolean().default(true),
};

type WindowFields = {
  enable_at: string;
  disable_at: string;
  peer_enable_at: string;
  peer_disable_at: string;
  max_score: number;
  mentor_assessment_score: number;
  peer_assessment_score: number;
};

/** Problems with an activity's windows and scores, by field; empty when it is consistent. */
export function assignmentProblems(a: WindowFields): Record<string, string> {
  const t = (s: string) => Date.parse(s);
  const out: Record<string, string> = {};
  if (t(a.enable_at) >= t(a.disable_at)) out.disable_at = ACTIVITY_MESSAGES.commentWindowOrder;
  if (t(a.peer_enable_at) >= t(a.peer_disable_at)) out.peer_disable_at = ACTIVITY_MESSAGES.evaluationWindowOrder;
  if (t(a.peer_enable_at) < t(a.enable_at)) out.peer_enable_at = ACTIVITY_MESSAGES.evaluationBeforeComments;
  if (oneDecimal(a.mentor_assessment_score + a.peer_assessment_score) > a.max_score)
    out.max_score = ACTIVITY_MESSAGES.scoresAboveMax;
  return out;
}

const withProblems = <T extends z.ZodType<WindowFields>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(assignmentProblems(value)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });

/**
 * A new activity. `client_request_id` (one per authoring form) makes a retried create answer the
 * activity the first attempt made instead of making a second one.
 */
export const createAssignmentBodySchema = withProblems(
  z.object({ ...assignmentFields, client_request_id: z.uuid().optional() }),
);
export type CreateAssignmentBody = z.input<typeof createAssignmentBodySchema>;
/** An update sends the whole activity again (the authoring form holds all of it). */
export const updateAssignmentBodySchema = withProblems(z.object(assignmentFields));
export type UpdateAssignmentBody = z.input<typeof updateAssignmentBodySchema>;

export const assignmentListQuerySchema = z.object({
  page: pageParam,
  count: countParam,
  query: searchText.optional(),
});
export const filteredAssignmentsBodySchema = z.object({
  page: pageParam,
  count: countParam,
  query: searchText.optional(),
  peer_evaluation: z.boolean().optional(),
  active: z.boolean().optional(),
});

export const activityFileSchema = z.object({ id: z.number().int(), file: z.string(), filename: z.string() });
export type ActivityFile = z.infer<typeof activityFileSchema>;

export const assignmentQuestionSchema = z.object({ id: z.number().int(), seq: z.number().int(), question: z.string() });

export const assignmentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  description: z.string(),
  files: z.array(activityFileSchema),
  assignment_que: z.array(assignmentQuestionSchema),
  max_score: z.number(),
  mentor_assessment_score: z.number(),
  peer_assessment_score: z.number(),
  duration: z.number().int(),
  learning_path: z.object({ value: z.enum(LEARNING_PATHS) }),
  peer_evaluation: z.boolean(),
  final_evaluation: z.boolean(),
  enable_reviews: z.boolean(),
  enable_at: z.string(),
  disable_at: z.string(),
  peer_enable_at: z.string(),
  peer_disable_at: z.string(),
  evaluators_per_submission: z.number().int(),
  scoring_method: z.enum(SCORING_METHODS),
  spread_threshold: z.number().nullable(),
  active: z.boolean(),
  rating: z.number().nullable(),
  number_of_reviews: z.number().int(),
  enrolled_count: z.number().int(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentResponseSchema = z.object({ data: assignmentSchema });
export const assignmentListResponseSchema = z.object({
  data: z.array(assignmentSchema.omit({ files: true, assignment_que: true })),
  pagination: paginationSchema,
});

/**
 * A batch: every active student whose portfolio has a degree at this institute (orgs.id) ending in
 * this year, of this degree (degrees.id) when given.
 */
export const enrolBatchSchema = z.object({
  institute_id: idSchema,
  year: z
    .number()
    .int()
    .refine((y) => y >= FIRST_YEAR && y <= currentYear(new Date()) + YEARS_AHEAD, ACTIVITY_MESSAGES.batchYear),
  degree_id: idSchema.optional(),
});
export type EnrolBatch = z.infer<typeof enrolBatchSchema>;

export const enrolBodySchema = z
  .object({
    profile_ids: z.array(idSchema).max(ACTIVITY_LIMITS.enrolBatch).default([]),
    emails: z.array(z.string().trim().toLowerCase().email().max(254)).max(ACTIVITY_LIMITS.enrolBatch).default([]),
    batch: enrolBatchSchema.optional(),
  })
  .refine((b) => b.profile_ids.length + b.emails.length > 0 || b.batch !== undefined, {
    message: ACTIVITY_MESSAGES.chooseStudents,
    path: ['profile_ids'],
  });
export const enrolResultSchema = z.object({
  data: z.object({
    enrolled: z.array(z.object({ profile_id: z.number().int(), my_assignment_id: z.number().int() })),
    already_enrolled: z.array(z.number().int()),
    not_found: z.array(z.string()),
  }),
});

export const submissionSchema = z.object({
  id: z.number().int(),
  assignment_que_id: z.number().int().nullable(),
  description: z.string(),
  files: z.array(activityFileSchema),
  inserted_at: z.string(),
});

/** SPEC §3.5 assignment detail: data.assignment plus the student's enrolment. */
export const myAssignmentDetailSchema = z.object({
  id: z.number().int(),
  assignment: assignmentSchema,
  status: z.enum(ACTIVITY_STATUSES),
  score: z.number().nullable(),
  peer_score: z.number().nullable(),
  /** Mentor score plus peer score, only once final_evaluation is set and the status is complete. */
  total_score: z.number().nullable(),
  active: z.boolean(),
  enable_at: z.string(),
  disable_at: z.string(),
  peer_enable_at: z.string(),
  peer_disable_at: z.string(),
  /** This student's submission deadline: disable_at, or a later extension. */
  submission_deadline: z.string(),
  extended_deadline: z.string().nullable(),
  /** Every version, newest first; the first per question is the current one. */
  submissions: z.array(submissionSchema),
});
export type MyAssignmentDetail = z.infer<typeof myAssignmentDetailSchema>;
export const myAssignmentDetailResponseSchema = z.object({ data: myAssignmentDetailSchema });
export const myAssignmentListItemSchema = z.object({
  id: z.number().int(),
  assignment_id: z.number().int(),
  title: z.string(),
  type: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  score: z.number().nullable(),
  peer_score: z.number().nullable(),
  submission_deadline: z.string(),
  peer_disable_at: z.string(),
});
export const myAssignmentListResponseSchema = z.object({
  data: z.array(myAssignmentListItemSchema),
  pagination: paginationSchema,
});

export const submitBodySchema = z.object({
  my_assignment_id: idSchema,
  /** The question answered; omitted for the activity as a whole. */
  assignment_que_id: idSchema.optional(),
  description: z.string().max(ACTIVITY_LIMITS.description),
  files: z.array(idSchema).max(ACTIVITY_LIMITS.files).default([]),
});
export const updateMyAssignmentStatusBodySchema = z.object({
  my_assignment_id: idSchema,
  /** The student closes their submitted work; mentors set the other statuses. */
  status: z.enum(['complete']),
});
export const myAssignmentStatusResponseSchema = z.object({
  data: z.object({ id: z.number().int(), status: z.enum(ACTIVITY_STATUSES) }),
});

export const myAssignmentsQuerySchema = z.object({ page: pageParam, count: countParam });

/** SPEC §7.6 file upload, first call: ask for a signed upload URL. */
export const fileUploadRequestBodySchema = z.object({
  file_name: z.string().trim().min(1).max(ACTIVITY_LIMITS.fileName),
  uploader_id: idSchema,
  assignment_id: idSchema,
});
/** SPEC §7.6 file upload, last call (after the PUT): confirm, the server checks the bytes. */
export const fileUploadConfirmBodySchema = z.object({
  content_type: z.string().trim().max(120),
  filename: z.string().trim().min(1).max(255),
  assignment_id: idSchema,
});
export const fileUploadBodySchema = z.union([fileUploadRequestBodySchema, fileUploadConfirmBodySchema]);
export const fileUploadResponseSchema = z.object({
  /** The signed upload URL (first call only), as the spec's client reads it. */
  success: z.string().optional(),
  message: z.string().optional(),
  data: z.object({
    id: z.number().int().nullable(),
    filename: z.string(),
    upload_url: z.string().nullable(),
    content_type: z.string().nullable(),
  }),
});

export const peerSubmissionsQuerySchema = z.object({
  type: z.enum(PEER_ASSESSMENT_TYPES).default('PEER LEARNING'),
  /** Only this enrolment's submission (the mentor's Evaluate dialog); not found unless it is of the activity. */
  my_assignment_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
/** SPEC §3.5 peer submission list entry. */
export const peerSubmissionSchema = z.object({
  name: z.string(),
  submission: z.string(),
  files: z.array(activityFileSchema),
  submitted_at: z.string().nullable(),
  peer_profile_id: z.number().int(),
  my_assignment_id: z.number().int(),
  assignment_id: z.number().int(),
  status: z.enum(ACTIVITY_STATUSES),
  /** The current version of each answer: one per question, or one (null) for the activity as a whole. */
  answers: z.array(
    z.object({
      assignment_que_id: z.number().int().nullable(),
      description: z.string(),
      files: z.array(activityFileSchema),
    }),
  ),
  is_own: z.boolean(),
  /** The caller may evaluate this one now (window, status, allocation, not self, not done). */
  allow_evaluation: z.boolean(),
});
export type PeerSubmission = z.infer<typeof peerSubmissionSchema>;
export const peerSubmissionsResponseSchema = z.object({ data: z.array(peerSubmissionSchema) });

export const peerReplySchema = z.object({
  id: z.number().int(),
  peer_profile_name: z.string(),
  profile_id: z.number().int(),
  comment: z.string(),
  submitted_at: z.string(),
});
/** SPEC §3.5 peer comment or assessment. */
export const peerAssessmentSchema = z.object({
  id: z.number().int(),
  type: z.enum(PEER_ASSESSMENT_TYPES),
  peer_name: z.string(),
  peer_profile_id: z.number().int(),
  comments: z.string(),
  peer_assessment_score: z.number().nullable(),
  status: z.enum(['Submitted', 'REDO']),
  file: z.object({ data: activityFileSchema.nullable() }),
  submitted_at: z.string(),
  my_activity_id: z.number().int(),
  assignment_id: z.number().int(),
  appealed: z.boolean(),
  replies: z.array(peerReplySchema),
});
export const peerReviewQuerySchema = z.object({
  type: z.enum(PEER_ASSESSMENT_TYPES).optional(),
  aid: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const peerReviewResponseSchema = z.object({
  data: z.array(peerAssessmentSchema),
  allow_evaluation: z.boolean(),
  message: z.string().optional(),
});

/** SPEC §3.5 posted assessment; the score and rubric are checked by the server per type. */
export const peerAssessmentBodySchema = z.object({
  type: z.enum(PEER_ASSESSMENT_TYPES),
  comments: z.string().max(ACTIVITY_LIMITS.comment).default(''),
  peer_profile_id: idSchema,
  my_activity_id: idSchema,
  activity_id: idSchema,
  peer_assessment_score: z
    .union([z.number(), z.string().max(20)])
    .nullable()
    .optional(),
  rubric_file: idSchema.nullable().optional(),
  /** The client's id for this post: a retry with the same id answers the first post. */
  client_request_id: z.uuid().optional(),
});
export const peerCommentBodySchema = z.object({
  peer_activity_assessment_id: idSchema,
  profile_id: idSchema,
  comment: z.string().max(ACTIVITY_LIMITS.comment).default(''),
  client_request_id: z.uuid().optional(),
});
export const peerReviewStatusBodySchema = z.object({ id: idSchema, status: z.enum(['REDO', 'Submitted']) });
export const peerAppealBodySchema = z.object({
  id: idSchema,
  reason: z.string().trim().min(1, ACTIVITY_MESSAGES.invalidData).max(2_000),
});
export const peerAccessBodySchema = z.object({ assignment_id: idSchema, profile_id: idSchema });
export const assignmentFlagBodySchema = z.object({ assignment_id: idSchema, value: z.boolean() });
