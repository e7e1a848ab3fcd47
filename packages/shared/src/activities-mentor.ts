import { z } from 'zod';
import { ACTIVITY_STATUSES, peerAssessmentBodySchema, peerAssessmentSchema, peerReplySchema } from './activities';

/*
 * The mentor's side of an activity (SPEC §7.5, §7.6; issue 23 items 14 and 30): the activity dashboard,
 * the allocation of peer reviewers and the score cards, which the activity's author mentor runs as
 * admins do, and the admin's allocation sheet (techops_allocation).
 */

const id = z.number().int().positive().max(2_147_483_647);
/** An id in a query string (text, coerced): the same range as a database integer. */
const queryId = z.coerce.number().int().positive().max(2_147_483_647);
const num = z.number().nullable();

export const QUEUE_REASONS = ['under_reviewed', 'flagged', 'appealed'] as const;
export type QueueReason = (typeof QUEUE_REASONS)[number];

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

export const sendScoreCardBodySchema = z.object({
  assignment_id: id,
  profile_id: id.optional(),
  /** Send again to students who already got it (not twice within a minute). */
  resend: z.boolean().default(false),
});
export const downloadScoreCardQuerySchema = z.object({ profile_id: queryId, assignment_id: queryId });
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
