import {
  academicScore,
  canMoveApplication,
  jobDaysLeft,
  JOB_TEXTS,
  type ApplicantRow,
  type ApplicantsQuery,
  type ApplicationStats,
  type ApplicationStatus,
  type ModifyApplicantsBody,
  type OrgApplicationsQuery,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { orgCaller } from '../../lib/actor';
import { paged, pageRequest } from '../../lib/paging';
import type { Actor } from '../../lib/access';
import { NOTIFICATION_MESSAGES, notifyingTransaction, type Notifier } from '../notifications';
import { applicantsFileName, applicantsWorkbook } from './job-applicants.xlsx';
import { createApplicationsRepo, type ApplicantFilter, type ApplicantRowData } from './job-applications.repo';
import {
  canManageJob,
  canSeeApplication,
  collegeSeesApplication,
  followsItsStudents,
  type JobsCaller,
} from './jobs.policy';
import { createJobsRepo } from './jobs.repo';

const toApplicantRow = (r: ApplicantRowData): ApplicantRow => ({
  id: r.id,
  profile_id: r.profile_id,
  student_name: [r.first_name, r.last_name].filter(Boolean).join(' '),
  email: r.email,
  institute: r.institute,
  degree: r.degree,
  specialization: r.specialization,
  graduation_year: r.graduation_year,
  eligibility_percent: r.eligibility_percent,
  status: r.status,
  cover_note: r.cover_note,
  applied_at: r.applied_at.toISOString(),
  phone: r.phone,
  ...academicScore(r.score_format, r.score),
  backlogs: r.backlogs,
  skills: r.skills,
});

const both = (a: number[] | undefined, b: number[] | undefined) => [...(a ?? []), ...(b ?? [])];

/** The organisation side of applications: applicants, the status pipeline, counts, the spreadsheet. */
export function createApplicantsService({
  db,
  clock = () => new Date(),
  notifier,
}: {
  db: Db;
  clock?: () => Date;
  /** A status change tells the applicant (application_status). */
  notifier?: Notifier;
}) {
  const jobsRepo = createJobsRepo(db);
  const repo = createApplicationsRepo(db);

  /** A job the caller manages; anyone else's answers 404. */
  async function managed(actor: Actor, jobId: number) {
    const who = orgCaller(actor) as JobsCaller;
    const job = await jobsRepo.byId(jobId);
    if (!job || !canManageJob(who, job)) throw new NotFoundError();
    return { who, job };
  }

  /**
   * A job whose applicants the caller may read: the posting organisation's (all of them), or, read only,
   * a college's own students' to any published job (`studentsOf`, the college). Anyone else: 404.
   */
  async function readable(actor: Actor, jobId: number) {
    const who = orgCaller(actor) as JobsCaller;
    const job = await jobsRepo.byId(jobId);
    if (job && canManageJob(who, job)) return { job, studentsOf: null };
    if (job && followsItsStudents(who, job)) return { job, studentsOf: who.orgId };
    throw new NotFoundError();
  }

  async function stats(jobId: number, studentsOf: number | null = null): Promise<ApplicationStats> {
    const counts: ApplicationStats = { total: 0, applied: 0, shortlisted: 0, rejected: 0, selected: 0, withdrawn: 0 };
    const rows =
      studentsOf === null ? await repo.countsByStatus(jobId) : await repo.countsByStatusOfStudents(jobId, studentsOf);
    for (const row of rows) {
      counts[row.status] = row.n;
      counts.total += row.n;
    }
    return counts;
  }

  // A college reads its own students only, whatever institutes the query names.
  const filterOf = (
    jobId: number,
    q: Omit<ApplicantsQuery, 'job_id' | 'page' | 'count'>,
    studentsOf: number | null,
  ): ApplicantFilter => ({
    jobId,
    status: q.status,
    orgIds: studentsOf === null ? both(q['org_ids[]'], q.org_ids) : [studentsOf],
    specializationIds: both(q['specialization_ids[]'], q.specialization_ids),
  });

  async function applicantsPage(q: ApplicantsQuery, studentsOf: number | null) {
    const page = pageRequest(q);
    const { rows, total } = await repo.applicants(filterOf(q.job_id, q, studentsOf), page);
    return paged(rows.map(toApplicantRow), total, page);
  }

  return {
    /**
     * GET /api/job_applicants: applicants of the caller's job, newest first. Companies may narrow them
     * to institutes (org_ids), institutions to their students' specializations (SPEC §6). A college
     * following another organisation's job sees its own students only.
     */
    async list(actor: Actor, q: ApplicantsQuery) {
      const { studentsOf } = await readable(actor, q.job_id);
      return applicantsPage(q, studentsOf);
    },

    /** GET /api/job_applications: every application to the caller organisation's jobs (approved staff only). */
    async ofOrganisation(actor: Actor, q: OrgApplicationsQuery) {
      // The organisation the caller acts for: set only for an active member it accepted.
      const who = orgCaller(actor);
      if (!who?.orgId) throw new NotFoundError();
      const page = pageRequest(q);
      const { rows, total } = await repo.ofOrganisation(who.orgId, q.status, page);
      return paged(
        rows.map((r) => ({ ...toApplicantRow(r), job: r.job })),
        total,
        page,
      );
    },

    /** GET /api/v2/job_applicants: the page of applicants and the job's counts by status, checked once. */
    async listWithStats(actor: Actor, q: ApplicantsQuery) {
      const { studentsOf } = await readable(actor, q.job_id);
      const [list, counts] = await Promise.all([applicantsPage(q, studentsOf), stats(q.job_id, studentsOf)]);
      return { ...list, stats: counts };
    },

    /** POST /api/modify_job_applicants: move applications along the pipeline, each change logged. */
    async modify(actor: Actor, body: ModifyApplicantsBody) {
      const { who, job } = await managed(actor, body.job_id);
      const ids = [...new Set(body.application_ids)];
      return notifyingTransaction(db, notifier, async (tx, notify) => {
        const rows = await repo.ofJob(body.job_id, ids, tx);
        if (rows.length !== ids.length) throw new NotFoundError();
        const changes = rows.filter((r) => r.status !== body.status);
        const blocked = changes.find((r) => !canMoveApplication(r.status, body.status, 'org'));
        if (blocked) throw new ValidationError({ status: JOB_TEXTS.cannotMove(blocked.status, body.status) });
        await repo.move(
          changes.map((r) => ({ id: r.id, from: r.status })),
          body.status,
          who.profileId,
          body.note || null,
          tx,
        );
        if (changes.length > 0)
          await notify({
            kind: 'application_status',
            profile_ids: changes.map((r) => r.profile_id),
            message: NOTIFICATION_MESSAGES.applicationStatus(body.status, job.title, job.org_name),
            targets: { job_id: job.id },
            performer_profile_id: who.profileId,
          });
        return { updated: changes.length, applications: ids.map((id) => ({ id, status: body.status })) };
      });
    },

    /** GET /api/v2/job_applications_log: for the organisation that posted the job or the student who applied. */
    async log(actor: Actor, applicationId: number) {
      const who = orgCaller(actor) as JobsCaller;
      const found = await repo.byId(applicationId);
      const may =
        found &&
        (canSeeApplication(who, { org_id: found.org_id }, found.application) ||
          collegeSeesApplication(who, { status: found.job_status }, found.student_org_id));
      if (!may) throw new NotFoundError();
      const rows = await repo.log(applicationId);
      return rows.map((r) => ({
        ...r,
        from_status: r.from_status as ApplicationStatus | null,
        at: r.at.toISOString(),
      }));
    },

    /** GET /api/v2/show_org_job_application_stats: applications per status (a college: of its students). */
    async stats(actor: Actor, jobId: number) {
      const { studentsOf } = await readable(actor, jobId);
      return stats(jobId, studentsOf);
    },

    /** POST /api/v2/update_job_open_positions. */
    async setOpenPositions(actor: Actor, jobId: number, openPositions: number) {
      await managed(actor, jobId);
      await jobsRepo.update(jobId, { open_positions: openPositions });
      return { id: jobId, open_positions: openPositions };
    },

    /** GET /api/show_job_summary: the job's state, days left, positions and applications. */
    async summary(actor: Actor, jobId: number) {
      const { job, studentsOf } = await readable(actor, jobId);
      const all = await stats(jobId);
      const applications = studentsOf === null ? all : await stats(jobId, studentsOf);
      return {
        id: job.id,
        title: job.title,
        type: job.type,
        status: job.status,
        apply_by: job.apply_by,
        days_left: jobDaysLeft(job, clock()),
        open_positions: job.open_positions,
        positions_left: Math.max(0, job.open_positions - all.selected),
        applications,
        org_name: job.org_name,
        viewer: studentsOf === null ? ('owner' as const) : ('institution' as const),
      };
    },

    /** GET /api/generate_xlsx?job_id&status: every applicant (of a status) as a spreadsheet. */
    async spreadsheet(actor: Actor, q: { job_id: number; status?: ApplicationStatus }) {
      const { job, studentsOf } = await readable(actor, q.job_id);
      const { rows } = await repo.applicants(
        { jobId: job.id, status: q.status, orgIds: studentsOf === null ? undefined : [studentsOf] },
        null,
      );
      return {
        fileName: applicantsFileName(job.title, clock()),
        body: await applicantsWorkbook(job.title, rows.map(toApplicantRow)),
      };
    },
  };
}

export type ApplicantsService = ReturnType<typeof createApplicantsService>;
