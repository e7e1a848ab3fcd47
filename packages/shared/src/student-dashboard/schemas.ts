import { z } from 'zod';
import { APPLICATION_STATUSES } from '../jobs/constants';
import { GAP_CLOSER_KINDS, UPCOMING_KINDS } from './constants';

const points = {
  exposure: z.number().int(),
  experience: z.number().int(),
  education: z.number().int(),
  total: z.number().int(),
};

const named = z.object({ id: z.number().int(), name: z.string() });

/** Published content carrying a skill the student's career path asks for and the portfolio lacks. */
export const gapCloserSchema = z.object({
  kind: z.enum(GAP_CLOSER_KINDS),
  id: z.number().int(),
  title: z.string(),
  path: z.string(),
});

/** GET /api/student_dashboard: the student's first page (issue 24 item 1), everything from what the product holds. */
export const studentDashboardSchema = z.object({
  points: z.object(points),
  /** Points held at the end of each month (cumulative), oldest first; the last is the current month. */
  points_growth: z.array(z.object({ month: z.string(), ...points })),
  career_paths: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      skills_total: z.number().int(),
      covered: z.array(named),
      /** The first missing skills, each with something published that teaches or uses it (null when none). */
      missing: z.array(named.extend({ closer: gapCloserSchema.nullable() })),
      missing_total: z.number().int(),
    }),
  ),
  applications: z.object({
    /** How many applications are in each status (every status of APPLICATION_STATUSES). */
    counts: z.object({
      applied: z.number().int(),
      shortlisted: z.number().int(),
      rejected: z.number().int(),
      selected: z.number().int(),
      withdrawn: z.number().int(),
    }),
    latest: z.array(
      z.object({
        job_id: z.number().int(),
        title: z.string(),
        org_name: z.string(),
        type: z.string(),
        status: z.enum(APPLICATION_STATUSES),
        applied_at: z.string(),
        updated_at: z.string(),
        path: z.string(),
      }),
    ),
  }),
  upcoming: z.array(
    z.object({
      kind: z.enum(UPCOMING_KINDS),
      id: z.number().int(),
      title: z.string(),
      /** ISO time of the event's start, or the last day to apply (YYYY-MM-DD). */
      at: z.string(),
      detail: z.string(),
      path: z.string(),
    }),
  ),
  notifications: z.array(
    z.object({
      id: z.number().int(),
      message: z.string(),
      viewed: z.boolean(),
      at: z.string(),
      path: z.string().nullable(),
    }),
  ),
});
export type StudentDashboard = z.infer<typeof studentDashboardSchema>;
export const studentDashboardResponseSchema = z.object({ data: studentDashboardSchema });
