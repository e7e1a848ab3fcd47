import type { Eligibility } from '@lbd/shared';
import { eq } from 'drizzle-orm';
import { catalogueNames } from '../../db/catalogue-names';
import type { Db } from '../../db/client';
import { jobs, orgs } from '../../db/schema';
import { toEducationScore } from './jobs.education';
import { eligibility, type JobCriteria } from './jobs.eligibility';

/*
 * A job's criteria judged against students: the student's own check before applying
 * (calculate_eligibility_percentage, apply) and an institute's eligibility simulator read the same
 * rules through here, so both give the same reasons word for word.
 */

/** A job's criteria as its row holds them. */
export interface CriteriaColumns {
  degree_ids: number[];
  specialization_ids: number[];
  min_cgpa: string | number | null;
  min_percentage: string | number | null;
  max_backlogs: number | null;
  graduation_years: number[];
}

/** What eligibility is judged on, as the database holds it: profile ids and the latest degree's row. */
export interface EligibilityFacts {
  degree_id: number | null;
  specialization_id: number | null;
  graduation_year: number | null;
  /** The latest degree (latestEducationJson): its format, score and backlogs; null without one. */
  education: { format: string | null; score: string | number | null; backlogs: number | null } | null;
}

/**
 * How far each student meets the job's criteria, in the students' order. The catalogue names (the
 * job's degrees and specializations, and the students') come from memory, once for all of them.
 */
export async function judgeEligibility(db: Db, job: CriteriaColumns, students: EligibilityFacts[]) {
  const names = await catalogueNames(db).names({
    skillIds: [],
    degreeIds: [...job.degree_ids, ...students.flatMap((s) => (s.degree_id ? [s.degree_id] : []))],
    specializationIds: [
      ...job.specialization_ids,
      ...students.flatMap((s) => (s.specialization_id ? [s.specialization_id] : [])),
    ],
  });
  const degree = new Map(names.degrees.map((d) => [d.id, d.name]));
  const branch = new Map(names.specializations.map((d) => [d.id, d.name]));
  const pick = (ids: number[], byId: Map<number, string>) =>
    ids.filter((id) => byId.has(id)).map((id) => ({ id, name: byId.get(id)! }));
  const criteria: JobCriteria = {
    degrees: pick(job.degree_ids, degree),
    specializations: pick(job.specialization_ids, branch),
    min_cgpa: job.min_cgpa === null ? null : Number(job.min_cgpa),
    min_percentage: job.min_percentage === null ? null : Number(job.min_percentage),
    max_backlogs: job.max_backlogs,
    graduation_years: job.graduation_years,
  };
  return students.map((s): Eligibility =>
    eligibility(criteria, {
      degree: s.degree_id ? { id: s.degree_id, name: degree.get(s.degree_id) ?? '' } : null,
      specialization: s.specialization_id
        ? { id: s.specialization_id, name: branch.get(s.specialization_id) ?? '' }
        : null,
      graduation_year: s.graduation_year,
      education: toEducationScore(s.education),
    }),
  );
}

/** A job with its criteria and its organisation's name, for judging students against it; null when there is none. */
export async function jobWithCriteria(db: Db, jobId: number) {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      type: jobs.type,
      status: jobs.status,
      org_id: jobs.org_id,
      org_name: orgs.full_name,
      degree_ids: jobs.degree_ids,
      specialization_ids: jobs.specialization_ids,
      min_cgpa: jobs.min_cgpa,
      min_percentage: jobs.min_percentage,
      max_backlogs: jobs.max_backlogs,
      graduation_years: jobs.graduation_years,
    })
    .from(jobs)
    .innerJoin(orgs, eq(orgs.id, jobs.org_id))
    .where(eq(jobs.id, jobId));
  return row ?? null;
}
