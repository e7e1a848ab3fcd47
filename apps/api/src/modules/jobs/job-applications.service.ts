import {
  canMoveApplication,
  ERROR_TEXTS,
  isOpenForApplications,
  JOB_TEXTS,
  type Eligibility,
  type JobMark,
  type JobPostingType,
  type MyJobsKind,
  MY_JOBS_KIND_TYPES,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import { orgSuspended } from '../../db/orgs';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import type { Actor } from '../../lib/access';
import { NOTIFICATION_MESSAGES, notifyingTransaction, recordForStaff, type Notifier } from '../notifications';
import { createApplicationsRepo } from './job-applications.repo';
import { judgeEligibility, type CriteriaColumns } from './jobs.criteria';
import { toJobCard } from './jobs.mapper';
import { canSeeJob } from './jobs.policy';
import { createJobsRepo } from './jobs.repo';

export interface ApplicationsDeps {
  db: Db;
  clock?: () => Date;
  /** Tells the posting organisation's staff of applications and withdrawals (none in seeding). */
  notifier?: Notifier;
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

type ApplyContext = NonNullable<Awaited<ReturnType<ReturnType<typeof createApplicationsRepo>['applyContext']>>>;

/** The student side of applications: eligibility, applying, withdrawing, my jobs. */
export function createApplicationsService({ db, clock = () => new Date(), notifier }: ApplicationsDeps) {
  const jobsRepo = createJobsRepo(db);
  const repo = createApplicationsRepo(db);

  /**
   * How far a student meets a job's criteria (profile degree, specialization, year; latest degree's
   * score): the same rules an institute's eligibility simulator reads (jobs.criteria.ts).
   */
  async function eligibilityOf(job: CriteriaColumns, student: ApplyContext['student']): Promise<Eligibility> {
    if (!student) throw new NotFoundError();
    const [result] = await judgeEligibility(db, job, [student]);
    return result!;
  }

  /** The job (404 when there is none) with the caller's facts, read in one statement. */
  async function contextOf(actor: Actor, jobId: number) {
    const context = await repo.applyContext(jobId, profileIdOf(actor));
    if (!context) throw new NotFoundError();
    return context;
  }

  return {
    /** GET /api/calculate_eligibility_percentage?job_id: of a published job (anyone may see it); others 404. */
    async eligibility(actor: Actor, jobId: number) {
      const { job, student } = await contextOf(actor, jobId);
      if (!canSeeJob(null, job)) throw new NotFoundError();
      return eligibilityOf(job, student);
    },

    /**
     * GET /api/my_profile/job_marks: for each asked job that is published, the student's application
     * status and eligibility, with the names of the criteria not met (the same check as applying), in
     * the order asked.
     */
    async marks(actor: Actor, jobIds: number[]): Promise<JobMark[]> {
      const profileId = profileIdOf(actor);
      const [rows, student] = await Promise.all([repo.marksOf(jobIds, profileId), repo.studentFacts(profileId)]);
      if (!student) throw new NotFoundError();
      const judged = await Promise.all(rows.map(async (row) => (await judgeEligibility(db, row, [student]))[0]!));
      const marks = rows.map((row, i) => ({
        job_id: row.id,
        application_status: row.application_status,
        eligibility_percent: judged[i]!.percent,
        unmet: judged[i]!.criteria.filter((c) => !c.met).map((c) => c.name),
      }));
      const order = new Map(jobIds.map((id, i) => [id, i]));
      return marks.sort((a, b) => order.get(a.job_id)! - order.get(b.job_id)!);
    },

    /** POST /api/jobs/{id}/apply: an open published job, once, at full eligibility; any other job is 'Invalid data'. */
    async apply(actor: Actor, jobId: number, coverNote: string | undefined) {
      const profileId = profileIdOf(actor);
      const { job, student, appliedId } = await contextOf(actor, jobId);
      if (job.status !== 'published' || !isOpenForApplications(job.apply_by, clock())) throw notOpen();
      // A suspended organisation's jobs take no applications until an admin activates its staff again.
      if (await orgSuspended(db, job.org_id)) throw notOpen();
      // Having applied already is the answer that counts.
      if (appliedId !== null) throw new ConflictError(JOB_TEXTS.alreadyApplied);
      const eligible = await eligibilityOf(job, student);
      if (eligible.percent < 100) throw new IneligibleError(eligible);
      const created = await repo.insert({
        job_id: job.id,
        profile_id: profileId,
        eligibility_percent: eligible.percent,
        cover_note: coverNote || null,
      });
      if (!created) throw new ConflictError(JOB_TEXTS.alreadyApplied);
      // The organisation hears of it (its own transaction: applying stays one prepared statement).
      await notifier?.transaction((tx) =>
        recordForStaff(tx, notifier, job.org_id, {
          kind: 'org_application',
          targets: { job_id: job.id },
          performer_profile_id: profileId,
          performer_name: student?.name,
          message: (name) => NOTIFICATION_MESSAGES.orgApplication(name, job.title),
        }),
      );
      return created;
    },

    /** POST /api/jobs/{id}/withdraw: only before a decision (applied or shortlisted). */
    async withdraw(actor: Actor, jobId: number) {
      const profileId = profileIdOf(actor);
      return notifyingTransaction(db, notifier, async (tx) => {
        const application = await repo.byJobAndProfile(jobId, profileId, tx);
        if (!application) throw new NotFoundError();
        if (!canMoveApplication(application.status, 'withdrawn', 'student'))
          throw new ValidationError({ status: JOB_TEXTS.cannotWithdraw });
        await repo.move([{ id: application.id, from: application.status }], 'withdrawn', profileId, null, tx);
        const job = await jobsRepo.byId(jobId, tx);
        if (job)
          await recordForStaff(tx, notifier, job.org_id, {
            kind: 'org_application',
            targets: { job_id: jobId },
            performer_profile_id: profileId,
            message: (name) => NOTIFICATION_MESSAGES.orgWithdrawal(name, job.title),
          });
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
