import { z } from 'zod';
import { queryId, snapshotEnvelope } from '../api';
import { SKILLS_DEMAND_KINDS, SKILLS_FILTER_MAX_BRANCHES, SKILLS_FILTER_MAX_YEARS } from './constants';

const count = z.number().int();

/** A list of whole numbers in a query string: `x=1,2`, `x=1&x=2` or `x[]=1&x[]=2`. */
const numberList = (max: number, item: z.ZodType<number>) =>
  z.preprocess(
    (v) => (v === undefined ? [] : (Array.isArray(v) ? v : String(v).split(',')).filter((s) => s !== '')),
    z.array(item).max(max),
  );
const flag = (fallback: boolean) =>
  z.preprocess((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === true), z.boolean());
const percent = z.coerce.number().min(0).max(100);

/**
 * The skills dashboard's filter (SPEC §3.6): batches, branches, whether placed students and students
 * with backlogs are included, and the academic score range in percent. `org_id` only counts for admins.
 */
export const skillsFilterQuerySchema = z
  .object({
    org_id: queryId.optional(),
    years: numberList(SKILLS_FILTER_MAX_YEARS, z.coerce.number().int().min(1950).max(2100)),
    branches: numberList(SKILLS_FILTER_MAX_BRANCHES, queryId),
    placed: flag(false),
    backlogs: flag(true),
    score_from: percent.default(0),
    score_to: percent.default(100),
  })
  .refine((q) => q.score_from <= q.score_to, {
    path: ['score_from'],
    message: 'The lowest score cannot be above the highest.',
  });
export type SkillsFilterQuery = z.infer<typeof skillsFilterQuerySchema>;

/** GET /api/get_score_range: the lowest and highest latest-degree score (percent) of the institute's students. */
export const scoreRangeQuerySchema = z.object({ org_id: queryId.optional() });
export const scoreRangeSchema = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  students_with_score: count,
  students: count,
});
export type ScoreRange = z.infer<typeof scoreRangeSchema>;
export const scoreRangeResponseSchema = snapshotEnvelope(scoreRangeSchema);

const bucket = z.object({ label: z.string(), students: count });

/** GET /api/skills_dashboard: the six graphs over the students the filter matches. */
export const skillsGraphsSchema = z.object({
  students: count,
  academic: z.array(bucket),
  branch: z.array(z.object({ key: z.string(), label: z.string(), students: count })),
  xceler: z.array(bucket),
  education: z.array(bucket),
  experience: z.array(bucket),
  exposure: z.array(bucket),
});
export type SkillsGraphs = z.infer<typeof skillsGraphsSchema>;
export const skillsGraphsResponseSchema = snapshotEnvelope(skillsGraphsSchema);

/** GET /api/show_skills_dashboard?type: the skills published postings ask for against the matching students'. */
export const skillsDemandQuerySchema = z.intersection(
  skillsFilterQuerySchema,
  z.object({ type: z.enum(SKILLS_DEMAND_KINDS) }),
);
export const skillDemandSchema = z.object({
  id: count,
  name: z.string(),
  /** Published postings of the kind that name the skill. */
  postings: count,
  /** Matching students who show it in their portfolio. */
  students: count,
});
export type SkillDemand = z.infer<typeof skillDemandSchema>;
export const skillsDemandSchema = z.object({
  type: z.enum(SKILLS_DEMAND_KINDS),
  students: count,
  skills: z.array(skillDemandSchema),
});
export type SkillsDemand = z.infer<typeof skillsDemandSchema>;
export const skillsDemandResponseSchema = snapshotEnvelope(skillsDemandSchema);
