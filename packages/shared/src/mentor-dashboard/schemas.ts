import { z } from 'zod';
import { AT_RISK_REASONS } from './constants';

const n = z.number().int().nonnegative();

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

export const atRiskMenteeSchema = z.object({
  profile_id: z.number().int(),
  name: z.string(),
  assignment_id: z.number().int(),
  title: z.string(),
  reasons: z.array(z.enum(AT_RISK_REASONS)),
  last_active_at: z.string(),
  deadline: z.string(),
});

/** GET /api/mentor_dashboard: the mentor's first page (issue 24 item 2). */
export const mentorDashboardSchema = z.object({
  my_entities: mentorMyEntitiesSchema,
  mentoring: mentorMentoringSchema,
  engage: mentorEngageSchema,
  at_risk: z.array(atRiskMenteeSchema),
  at_risk_total: n,
});
export type MentorDashboard = z.infer<typeof mentorDashboardSchema>;
export const mentorDashboardResponseSchema = z.object({ data: mentorDashboardSchema });
export const mentorMyEntitiesResponseSchema = z.object({ data: mentorMyEntitiesSchema });
export const mentorMentoringResponseSchema = z.object({ data: mentorMentoringSchema });
export const mentorEngageResponseSchema = z.object({ data: mentorEngageSchema });

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
