import { z } from 'zod';
import { questStudentSchema } from '../quests/students';
import { countParam, pageParam, paginationSchema, searchText } from '../api';
import { FIRST_YEAR, YEARS_AHEAD } from '../constants';
import { currentYear } from '../portfolio/dates';
import {
  ACTIVITY_LIMITS,
  ACTIVITY_STATUSES,
  DEFAULT_EVALUATORS,
  LEARNING_PATHS,
  oneDecimal,
  PEER_ASSESSMENT_TYPES,
  QUEUE_REASONS,
  SCORING_METHODS,
  type WindowFields,
} from './constants';
import { ACTIVITY_MESSAGES, AUTHORING_MESSAGES } from './messages';
import { assignmentProblems } from './rules';

const idSchema = z.number().int().positive().max(2_147_483_647);

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

/*
 * The mentor's side of an activity (SPEC §7.5, §7.6; issue 23 items 14 and 30): the activity dashboard,
 * the allocation of peer reviewers and the score cards, which the activity's author mentor runs as
 * admins do, and the admin's allocation sheet (techops_allocation).
 */

const id = z.number().int().positive().max(2_147_483_647);
/** An id in a query string (text, coerced): the same range as a database integer. */
const queryId = z.coerce.number().int().positive().max(2_147_483_647);
const num = z.number().nullable();

/** One peer allocated to review a submission, and whether their evaluation stands. */
export const allocatedEvaluatorSchema = z.object({
  profile_id: z.number().int(),
  name: z.string(),
  /** 'auto': by the allocation run; 'manual': added by hand. */
  source: z.enum(['auto', 'manual']),
  /** Their evaluation of this submission stands (submitted, not sent back for redo). */
  evaluated: z.boolean(),
  score: num,
});
export type AllocatedEvaluator = z.infer<typeof allocatedEvaluatorSchema>;

/** One enrolled student as the activity dashboard shows them. */
export const mentorStudentRowSchema = z.object({
  my_assignment_id: z.number().int(),
  profile_id: z.number().int(),
  name: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  submitted_at: z.string().nullable(),
  submission_deadline: z.string(),
  extended_deadline: z.string().nullable(),
  reviews_done: z.number().int(),
  reviews_required: z.number().int(),
  evaluators_allocated: z.number().int(),
  /** Who is allocated to review this submission (empty while nothing is allocated). */
  evaluators: z.array(allocatedEvaluatorSchema),
  reviews_given: z.number().int(),
  peer_scores: z.array(z.number()),
  aggregate: num,
  peer_score: num,
  spread: num,
  flagged: z.boolean(),
  open_appeals: z.number().int(),
  score: num,
  final_score: num,
  queue_reasons: z.array(z.enum(QUEUE_REASONS)),
  in_mentor_queue: z.boolean(),
});
export type MentorStudentRow = z.infer<typeof mentorStudentRowSchema>;

export const reviewerAgreementSchema = z.object({
  reviewer_id: z.number().int(),
  name: z.string(),
  reviews: z.number().int(),
  mean_distance: z.number(),
  agreement: z.number(),
});
export type ReviewerAgreement = z.infer<typeof reviewerAgreementSchema>;

export const activityDashboardSchema = z.object({
  assignment_id: z.number().int(),
  title: z.string(),
  final_evaluation: z.boolean(),
  enable_reviews: z.boolean(),
  peer_disable_at: z.string(),
  students: z.array(mentorStudentRowSchema),
  mentor_queue: z.array(z.number().int()),
  reviewer_agreement: z.array(reviewerAgreementSchema),
});
export type ActivityDashboard = z.infer<typeof activityDashboardSchema>;
export const activityDashboardResponseSchema = z.object({ data: activityDashboardSchema });
export const mentorStudentRowResponseSchema = z.object({ data: mentorStudentRowSchema });

// ---- allocation of reviewers ------------------------------------------------------------------

export const allocationRunBodySchema = z.object({ assignment_id: id });
export const manualEnrolBodySchema = z.object({
  my_assignment_id: id,
  evaluator_profile_ids: z.array(id).min(1).max(20),
});
const allocationPair = z.object({ my_assignment_id: z.number().int(), evaluator_profile_id: z.number().int() });
export const allocationRunResponseSchema = z.object({
  data: z.object({
    added: z.array(allocationPair),
    shortfall: z.array(z.object({ my_assignment_id: z.number().int(), missing: z.number().int() })),
  }),
});
export type AllocationRun = z.infer<typeof allocationRunResponseSchema>['data'];
export const manualEnrolResponseSchema = z.object({ data: z.object({ added: z.array(allocationPair) }) });

/** GET /api/admin/techops_allocation: who reviews whom in one activity, and what is still missing. */
export const techopsAllocationQuerySchema = z.object({ assignment_id: queryId });
export const techopsAllocationSchema = z.object({
  assignment_id: z.number().int(),
  title: z.string(),
  evaluators_per_submission: z.number().int(),
  peer_enable_at: z.string(),
  peer_disable_at: z.string(),
  /** Submissions (enrolments past Enrolled), each with its allocated reviewers. */
  submissions: z.array(
    z.object({
      my_assignment_id: z.number().int(),
      profile_id: z.number().int(),
      name: z.string(),
      status: z.enum(ACTIVITY_STATUSES),
      evaluators: z.array(allocatedEvaluatorSchema),
      reviews_done: z.number().int(),
      reviews_required: z.number().int(),
      /** Reviewers still to allocate to reach evaluators_per_submission. */
      unallocated: z.number().int(),
    }),
  ),
  /** Per reviewer: how many submissions they are allocated and how many they have evaluated. */
  reviewers: z.array(
    z.object({
      profile_id: z.number().int(),
      name: z.string(),
      allocated: z.number().int(),
      evaluated: z.number().int(),
    }),
  ),
});
export type TechopsAllocation = z.infer<typeof techopsAllocationSchema>;
export const techopsAllocationResponseSchema = z.object({ data: techopsAllocationSchema });

// ---- score cards --------------------------------------------------------------------------------

/** An activity's score cards, or a quest's scorecards (SPEC §7.6 `quest_id`, issue 27): one of the two. */
const ONE_TARGET = 'Name an activity or a quest';
export const sendScoreCardBodySchema = z
  .object({
    assignment_id: id.optional(),
    quest_id: id.optional(),
    profile_id: id.optional(),
    /** Send again to students who already got it (not twice within a minute). */
    resend: z.boolean().default(false),
  })
  .refine((b) => (b.assignment_id === undefined) !== (b.quest_id === undefined), {
    path: ['assignment_id'],
    message: ONE_TARGET,
  });
export const downloadScoreCardQuerySchema = z
  .object({ profile_id: queryId, assignment_id: queryId.optional(), quest_id: queryId.optional() })
  .refine((q) => (q.assignment_id === undefined) !== (q.quest_id === undefined), {
    path: ['assignment_id'],
    message: ONE_TARGET,
  });
/** Emails sent now, and those skipped because they were sent before (a retry, or earlier that day). */
export const sendCountsResponseSchema = z.object({
  data: z.object({ sent: z.number().int(), skipped: z.number().int() }),
});

// ---- the spec's peer paths (SPEC §7.6) that share a service with the screen's calls -------------

/** POST /api/peer_evaluation: an evaluation; the same fields as peer_activity_assessment, without the type. */
export const peerEvaluationBodySchema = peerAssessmentBodySchema.omit({ type: true });
export const peerEvaluationResponseSchema = z.object({ data: peerAssessmentSchema });
/** GET /api/peer_comment/{id}: one comment or evaluation with its replies, oldest reply first. */
export const peerCommentThreadResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    type: peerAssessmentSchema.shape.type,
    my_activity_id: z.number().int(),
    assignment_id: z.number().int(),
    replies: z.array(peerReplySchema),
  }),
});

// The answers (and a few requests) the activity routes used to build inline (issue 22): one place each.

/** POST /api/peer_access_check: whether the caller may open the peer screen, and as whom. */
export const peerAccessResponseSchema = z.object({
  data: z.object({
    allowed: z.boolean(),
    role: z.enum(['mentor', 'student']),
    my_assignment_id: z.number().int().nullable(),
  }),
});
export type PeerAccess = z.infer<typeof peerAccessResponseSchema>['data'];

/** POST /api/peer_comment: the reply just posted. */
export const peerReplyResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    id: z.number().int(),
    comment: z.string(),
    profile_id: z.number().int(),
    submitted_at: z.string(),
  }),
});
export type PeerReplyPosted = z.infer<typeof peerReplyResponseSchema>['data'];

/** GET /api/check_peer_evaluated/{id}: how many evaluations the student gave of how many required. */
export const peerEvaluatedResponseSchema = z.object({
  data: z.object({ evaluated: z.number().int(), required: z.number().int(), is_evaluated: z.boolean() }),
});
export type PeerEvaluated = z.infer<typeof peerEvaluatedResponseSchema>['data'];

/** GET /api/get_my_evaluation_details/{id}: the scores the student's submission received. */
export const myEvaluationDetailsResponseSchema = z.object({
  data: z.object({
    my_assignment_id: z.number().int(),
    scores: z.array(z.number()),
    scoring_method: z.enum(SCORING_METHODS),
    aggregate: z.number().nullable(),
    peer_score: z.number().nullable(),
    reviews_received: z.number().int(),
    reviews_required: z.number().int(),
    score: z.number().nullable(),
    status: z.string(),
  }),
});
export type MyEvaluationDetails = z.infer<typeof myEvaluationDetailsResponseSchema>['data'];

/** GET /api/peer_review_history: the query. */
export const peerReviewHistoryQuerySchema = z.object({ assignment_id: queryId.optional() });

/** One comment or evaluation the student wrote, in GET /api/peer_review_history. */
export const peerReviewHistoryItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(PEER_ASSESSMENT_TYPES),
  assignment_id: z.number().int(),
  my_activity_id: z.number().int(),
  author_name: z.string(),
  comments: z.string(),
  peer_assessment_score: z.number().nullable(),
  status: z.string(),
  submitted_at: z.string(),
});
export type PeerReviewHistoryItem = z.infer<typeof peerReviewHistoryItemSchema>;
export const peerReviewHistoryResponseSchema = z.object({ data: z.array(peerReviewHistoryItemSchema) });

/** GET /api/get_all_students/{id}: the query and one student's row. */
export const allStudentsQuerySchema = z.object({
  type: z.string().max(40).optional(),
  data_group_id: queryId.optional(),
});
export const activityStudentSchema = z.object({
  profile_id: z.number().int(),
  my_assignment_id: z.number().int(),
  name: z.string(),
  status: z.string(),
  score: num,
  peer_score: num,
  final_score: num,
});
export type ActivityStudent = z.infer<typeof activityStudentSchema>;
/** With `type=quest` the id is a quest's and the rows are its students (issue 27). */
export const allStudentsResponseSchema = z.object({
  data: z.union([z.array(activityStudentSchema), z.array(questStudentSchema)]),
});

/** POST /api/validate_peer_student. */
export const validatePeerStudentResponseSchema = z.object({
  data: z.object({
    valid: z.boolean(),
    my_assignment_id: z.number().int().nullable(),
    status: z.string().nullable(),
  }),
});
export type PeerStudentCheck = z.infer<typeof validatePeerStudentResponseSchema>['data'];

/** POST /api/update_final_evaluation and /api/update_enable_reviews: the activity's two flags. */
export const assignmentFlagsResponseSchema = z.object({
  data: z.object({ assignment_id: z.number().int(), final_evaluation: z.boolean(), enable_reviews: z.boolean() }),
});
export type AssignmentFlags = z.infer<typeof assignmentFlagsResponseSchema>['data'];

/** POST /api/evaluate_my_assignment: the mentor's score of one submission. */
export const evaluateMyAssignmentBodySchema = z.object({
  my_assignment_id: id,
  score: z.number(),
  status: z.enum(['complete', 'REDO']).default('complete'),
});

/** POST /api/send_request_extension: a later deadline for one student. */
export const extensionBodySchema = z.object({
  my_assignment_id: id,
  extended_deadline: z.iso.datetime({ offset: true }),
});
export const extensionResponseSchema = z.object({
  data: z.object({ my_assignment_id: z.number().int(), extended_deadline: z.string() }),
});

/** POST /api/send_reminders. */
export const sendRemindersBodySchema = z.object({ assignment_id: id });

/** Request and answer types the web sends and reads (the schemas' own, never retyped). */
export type EnrolResult = z.infer<typeof enrolResultSchema>['data'];
export type SubmitBody = z.input<typeof submitBodySchema>;
export type PeerAssessmentBody = z.input<typeof peerAssessmentBodySchema>;
export type PeerCommentBody = z.input<typeof peerCommentBodySchema>;
export type PeerReviewList = z.infer<typeof peerReviewResponseSchema>;
