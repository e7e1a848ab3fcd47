import {
  canMoveApplication,
  ERROR_TEXTS,
  isOpenForApplications,
  JOB_TEXTS,
  type Eligibility,
  type JobPostingType,
  type MyJobsKind,
  MY_JOBS_KIND_TYPES,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import type { Actor } from '../../plugins/access';
import { createApplicationsRepo } from './job-applications.repo';
import { createEducationLookup, type EducationLookup } from './jobs.education';
import { eligibility, type JobCriteria } from './jobs.eligibility';
import { toJobCard } from './jobs.mapper';
import { canSeeJob } from './jobs.policy';
import { createJobsRepo, type JobRow } from './jobs.repo';

export interface ApplicationsDeps {
  db: Db;
  clock?: () => Date;
  /** The student's latest degree; by default read from the portfolio's educations table. */
  education?: EducationLookup;
}

/** 422 'Ineligible' (SPEC §8): the popup lists the unmet criteria; details carry the whole eligibility. */
export class IneligibleError extends AppError {
  constructor(result: Eligibility) {
    const unmet = result.criteria.filter((c) => !c.met).map((c) => c.detail);
    super(
      422,
      'VALIDATION_FAILED',
      JOB_TEXTS.ineligible,
      undefined,
      { heading: JOB_TEXTS.ineligible, message: JOB_TEXTS.ineligibleMessage(unmet) },
      { eligibility: result },
    );
  }
}

/** 422 'Invalid data' (SPEC §7.4): the job is not taking applications. */
const notOpen = () =>
  new ValidationError({ job_id: JOB_TEXTS.notOpen }, JOB_TEXTS.invalidData, {
    heading: ERROR_TEXTS.defaultPopupHeading,
    message: JOB_TEXTS.notOpen,
  });

const profileIdOf = (actor: Actor) => {
  if (!actor.profile) throw new NotFoundError();
  return actor.profile.id;
};

/** The student side of applications: eligibility, applying, withdrawing, my jobs. */
export function createApplicationsService({ db, clock = () => new Date(), education }: ApplicationsDeps) {
  const jobsRepo = createJobsRepo(db);
  const repo = createApplicationsRepo(db);
  const latestEducation = education ?? createEducationLookup(db);

  /** A published job (anyone may see it); drafts and closed jobs answer 404 to students. */
  async function visibleJob(id: number) {
    const job = await jobsRepo.byId(id);
    if (!job || !canSeeJob(null, job)) throw new NotFoundError();
    return job;
  }

  async function criteriaOf(job: JobRow): Promise<JobCriteria> {
    const names = await jobsRepo.names({
      skillIds: [],
      degreeIds: job.degree_ids,
      specializationIds: job.specialization_ids,
    });
    const pick = (ids: number[], rows: { id: number; name: string }[]) =>
      rows.filter((r) => ids.includes(r.id)).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    return {
      degrees: pick(job.degree_ids, names.degrees),
      specializations: pick(job.specialization_ids, names.specializations),
      min_cgpa: job.min_cgpa === null ? null : Number(job.min_cgpa),
      min_percentage: job.min_percentage === null ? null : Number(job.min_percentage),
      max_backlogs: job.max_backlogs,
      graduation_years: job.graduation_years,
    };
  }

  /** How far a student meets a job's criteria (profile degree, specialization, year; latest degree's score). */
  async function eligibilityFor(profileId: number, job: JobRow): Promise<Eligibility> {
    const [criteria, student, edu] = await Promise.all([
      criteriaOf(job),
      repo.student(profileId),
      latestEducation(profileId),
    ]);
    if (!student) throw new NotFoundError();
    return eligibility(criteria, {
      degree: student.degree_id ? { id: student.degree_id, name: student.degree_name ?? '' } : null,
      specialization: student.specialization_id
        ? { id: student.specialization_id, name: student.specialization_name ?? '' }
        : null,
      graduation_year: student.graduation_year,
      education: edu,
    });
  }

  return {
    eligibilityFor,

    /** GET /api/calculate_eligibility_percentage?job_id. */
    async eligibility(actor: Actor, jobId: number) {
      return eligibilityFor(profileIdOf(actor), await visibleJob(jobId));
    },

    /** POST /api/jobs/{id}/apply: an open published job, once, at full eligibility; any other job is 'Invalid data'. */
    async apply(actor: Actor, jobId: number, coverNote: string | undefined) {
      const profileId = profileIdOf(actor);
      const job = await jobsRepo.byId(jobId);
      if (!job) throw new NotFoundError();
      if (job.status !== 'published' || !isOpenForApplications(job.apply_by, clock())) throw notOpen();
      // Both at once; having applied already is the answer that counts.
      const [existing, eligibility] = await Promise.allSettled([
        repo.byJobAndProfile(job.id, profileId),
        eligibilityFor(profileId, job),
      ]);
      if (existing.status === 'rejected') throw existing.reason;
      if (existing.value) throw new ConflictError(JOB_TEXTS.alreadyApplied);
      if (eligibility.status === 'rejected') throw eligibility.reason;
      const eligible = eligibility.value;
      if (eligible.percent < 100) throw new IneligibleError(eligible);
      const created = await repo.insert({
        job_id: job.id,
        profile_id: profileId,
        eligibility_percent: eligible.percent,
        cover_note: coverNote || null,
      });
      if (!created) throw new ConflictError(JOB_TEXTS.alreadyApplied);
      return created;
    },

    /** POST /api/jobs/{id}/withdraw: only before a decision (applied or shortlisted). */
    async withdraw(actor: Actor, jobId: number) {
      const profileId = profileIdOf(actor);
      return db.transaction(async (tx) => {
        const application = await repo.byJobAndProfile(jobId, profileId, tx);
        if (!application) throw new NotFoundError();
        if (!canMoveApplication(application.status, 'withdrawn', 'student'))
          throw new ValidationError({ status: JOB_TEXTS.cannotWithdraw });
        await repo.move([{ id: application.id, from: application.status }], 'withdrawn', profileId, null, tx);
        return { id: application.id, status: 'withdrawn' as const };
      });
    },

    /** GET /api/my_profile/my_jobs: the student's applications with their jobs. */
    async mine(actor: Actor, q: { type?: JobPostingType; kind?: MyJobsKind; page: number; count: number }) {
      const page = pageRequest(q);
      const types = q.type ? [q.type] : q.kind ? MY_JOBS_KIND_TYPES[q.kind] : undefined;
      const { rows, total } = await repo.mine(profileIdOf(actor), types, page);
      const names = await jobsRepo.names({ skillIds: rows.flatMap((r) => r.job.skill_ids) });
      const now = clock();
      const data = rows.map(({ application: a, job, invited }) => ({
        id: a.id,
        status: a.status,
        eligibility_percent: a.eligibility_percent,
        cover_note: a.cover_note,
        applied_at: a.inserted_at.toISOString(),
        updated_at: a.updated_at.toISOString(),
        invited: Boolean(invited),
        job: toJobCard(job, names, now),
      }));
      return paged(data, total, page);
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
