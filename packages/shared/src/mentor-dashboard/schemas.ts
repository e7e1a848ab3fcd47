import { z } from 'zod';
import { countParam, listEnvelope, pageParam, queryId } from '../api';
import { AT_RISK_REASONS, NUDGE_OUTCOMES } from './constants';
import { MENTOR_NUDGE_TEXTS } from './messages';

const n = z.number().int().nonnegative();
const id = z.number().int().positive().max(2_147_483_647);

/** get_mentors_my_entities_counts: what the mentor made (activities; learning content arrives with its issues). */
export const mentorMyEntitiesSchema = z.object({ activities: n, open_activities: n });
/** get_mentors_mentoring_entities_counts: whom the mentor's activities reach. */
export const mentorMentoringSchema = z.object({ students: n, enrolments: n });
/** get_mentors_my_engage_entities_counts: the work waiting on and done by the mentor. */
export const mentorEngageSchema = z.object({
  submitted: n,
  awaiting_evaluation: n,
  evaluated: n,
  /** When the oldest submission still waiting for the mentor's evaluation came in (null: none waits). */
  oldest_waiting_since: z.string().nullable(),
});

/** A mentor's nudge of a student and what became of it (came_back_at: their first work after it, within the days). */
export const nudgeSchema = z.object({
  id: z.number().int(),
  profile_id: z.number().int(),
  assignment_id: z.number().int().nullable(),
  reason: z.enum(AT_RISK_REASONS),
  sent_at: z.string(),
  outcome: z.enum(NUDGE_OUTCOMES),
  came_back_at: z.string().nullable(),
});
export type Nudge = z.infer<typeof nudgeSchema>;

export const atRiskMenteeSchema = z.object({
  profile_id: z.number().int(),
  name: z.string(),
  assignment_id: z.number().int(),
  title: z.string(),
  reasons: z.array(z.enum(AT_RISK_REASONS)),
  last_active_at: z.string(),
  deadline: z.string(),
  /** The mentor's latest nudge of this student (on any activity), or null. */
  last_nudge: nudgeSchema.nullable(),
});
export type AtRiskMentee = z.infer<typeof atRiskMenteeSchema>;

/**
 * How the mentor's nudges went, one student each (their latest nudge): came_back of decided came back
 * within the days; waiting are still within them.
 */
export const nudgeReturnsSchema = z.object({ came_back: n, decided: n, waiting: n });
export type NudgeReturns = z.infer<typeof nudgeReturnsSchema>;

/** GET /api/mentor_dashboard: the mentor's first page (issue 24 item 2). */
export const mentorDashboardSchema = z.object({
  my_entities: mentorMyEntitiesSchema,
  mentoring: mentorMentoringSchema,
  engage: mentorEngageSchema,
  at_risk: z.array(atRiskMenteeSchema),
  at_risk_total: n,
  nudge_returns: nudgeReturnsSchema,
});
export type MentorDashboard = z.infer<typeof mentorDashboardSchema>;
export const mentorDashboardResponseSchema = z.object({ data: mentorDashboardSchema });
export const mentorMyEntitiesResponseSchema = z.object({ data: mentorMyEntitiesSchema });
export const mentorMentoringResponseSchema = z.object({ data: mentorMentoringSchema });
export const mentorEngageResponseSchema = z.object({ data: mentorEngageSchema });

/** POST /api/mentor_dashboard/nudges: nudge a student the mentor mentors, about one of their activities or in general. */
export const createNudgeBodySchema = z.object({
  profile_id: id,
  reason: z.enum(AT_RISK_REASONS, { error: MENTOR_NUDGE_TEXTS.badReason }),
  assignment_id: id.optional(),
});
export type CreateNudgeBody = z.infer<typeof createNudgeBodySchema>;
export const nudgeResponseSchema = z.object({ data: nudgeSchema });

/** GET /api/assignment_stats_dashboard, as the dashboards read it (one line per activity the caller manages). */
export const assignmentStatsRowSchema = z.object({
  assignment_id: z.number().int(),
  title: z.string(),
  enrolled: z.number().int(),
  submitted: z.number().int(),
  reviews_done: z.number().int(),
  reviews_required: z.number().int(),
  flagged: z.number().int(),
  appealed: z.number().int(),
  in_mentor_queue: z.number().int(),
  mean_final_score: z.number().nullable(),
});
export type AssignmentStatsRow = z.infer<typeof assignmentStatsRowSchema>;
/** GET /api/assignment_stats_dashboard. */
export const assignmentStatsResponseSchema = z.object({ data: z.array(assignmentStatsRowSchema) });

/**
 * GET /api/list_org_advisor_entities_counts?type: an organisation's mentors with what each runs. Only
 * activities exist today; projects, quizzes and quests join the list as they are built.
 */
export const ORG_ADVISOR_ENTITY_TYPES = ['activities'] as const;
export const orgAdvisorCountsQuerySchema = z.object({
  type: z.enum(ORG_ADVISOR_ENTITY_TYPES).default('activities'),
  org_id: queryId.optional(),
  page: pageParam,
  count: countParam,
});
export type OrgAdvisorCountsQuery = z.infer<typeof orgAdvisorCountsQuerySchema>;
export const orgAdvisorCountsSchema = z.object({
  profile_id: id,
  name: z.string(),
  designation: z.string().nullable(),
  activities: n,
  open_activities: n,
  /** Distinct students enrolled in the mentor's activities. */
  students: n,
  /** Submissions waiting for the mentor's evaluation. */
  awaiting_evaluation: n,
  evaluated: n,
});
export type OrgAdvisorCounts = z.infer<typeof orgAdvisorCountsSchema>;
export const orgAdvisorCountsResponseSchema = listEnvelope(orgAdvisorCountsSchema);
