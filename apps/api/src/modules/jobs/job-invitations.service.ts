import {
  isOpenForApplications,
  JOB_INVITATION_TEXTS,
  type ApplicationStatus,
  type InviteBody,
  type InvitePreview,
  type InviteResult,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { orgCaller } from '../../lib/actor';
import { namedStudents } from '../../lib/named-students';
import { paged, pageRequest } from '../../lib/paging';
import type { Actor } from '../../lib/access';
import { NOTIFICATION_MESSAGES, notifyingTransaction, type Notifier } from '../notifications';
import { createInvitationsRepo } from './job-invitations.repo';
import { judgeEligibility } from './jobs.criteria';
import { toJobCard } from './jobs.mapper';
import { canManageJob, type JobsCaller } from './jobs.policy';
import { createJobsRepo } from './jobs.repo';

type Paging = { page: number; count: number };

const fullName = (r: { first_name: string; last_name: string | null }) =>
  [r.first_name, r.last_name].filter(Boolean).join(' ');
const iso = (d: Date | string) => new Date(d).toISOString();

/** Invitations to apply (organisation side), a job's activity log, and an institution's students' jobs. */
export function createInvitationsService({
  db,
  clock = () => new Date(),
  notifier,
}: {
  db: Db;
  clock?: () => Date;
  /** Each newly invited student hears of it (job_invitation). */
  notifier?: Notifier;
}) {
  const jobsRepo = createJobsRepo(db);
  const repo = createInvitationsRepo(db);

  /** A job the caller manages; anyone else's answers 404. */
  async function managed(actor: Actor, jobId: number) {
    const who = orgCaller(actor) as JobsCaller;
    const job = await jobsRepo.byId(jobId);
    if (!job || !canManageJob(who, job)) throw new NotFoundError();
    return { who, job };
  }

  /** The students an invitation names (active students by id or email), and the names that are not one. */
  const named = (body: InviteBody) => namedStudents(body, (ids, emails) => repo.students(ids, emails));

  return {
    /**
     * POST /api/job_invitations/preview: the students an invitation names, each with how far they meet
     * the job's criteria, before anything is sent (a recruiter sees who would be refused on applying).
     */
    async preview(actor: Actor, body: InviteBody): Promise<InvitePreview> {
      const { job } = await managed(actor, body.job_id);
      const { found, notFound } = await named(body);
      const judged = await judgeEligibility(db, job, found);
      return {
        students: found.map((s, i) => ({
          profile_id: s.id,
          name: fullName(s),
          email: s.email,
          eligibility: judged[i]!,
        })),
        not_found: notFound,
      };
    },

    /**
     * POST /api/job_invitations: invite students (by profile id or email) to apply to an open job.
     * Students already invited stay invited once; names that are not a student come back in not_found.
     */
    async invite(actor: Actor, body: InviteBody): Promise<InviteResult> {
      const { who, job } = await managed(actor, body.job_id);
      if (job.status !== 'published' || !isOpenForApplications(job.apply_by, clock()))
        throw new ValidationError({ job_id: JOB_INVITATION_TEXTS.notOpen });
      const { foundIds, notFound } = await named(body);
      const invited = await notifyingTransaction(db, notifier, async (tx, notify) => {
        const fresh = await repo.insert(job.id, [...foundIds], who.profileId, tx);
        if (fresh.length > 0)
          await notify({
            kind: 'job_invitation',
            profile_ids: fresh,
            message: NOTIFICATION_MESSAGES.jobInvitation(job.type, job.title, job.org_name),
            targets: { job_id: job.id },
            performer_profile_id: who.profileId,
          });
        return fresh.length;
      });
      return { invited, already_invited: foundIds.size - invited, not_found: notFound };
    },

    /** GET /api/job_invited_applications: invited students, newest first, and whether they applied. */
    async invited(actor: Actor, q: { job_id: number } & Paging) {
      await managed(actor, q.job_id);
      const page = pageRequest(q);
      const { rows, total } = await repo.invited(q.job_id, page);
      const data = rows.map((r) => ({
        id: r.id,
        profile_id: r.profile_id,
        student_name: fullName(r),
        email: r.email,
        institute: r.institute,
        degree: r.degree,
        specialization: r.specialization,
        graduation_year: r.graduation_year,
        invited_at: iso(r.invited_at),
        invited_by: r.invited_by,
        applied: r.application_id !== null,
        application_id: r.application_id,
        application_status: r.application_status as ApplicationStatus | null,
      }));
      return paged(data, total, page);
    },

    /** GET /api/job_activity_log: the job's application history, newest first. */
    async activity(actor: Actor, q: { job_id: number } & Paging) {
      await managed(actor, q.job_id);
      const page = pageRequest(q);
      const { rows, total } = await repo.activity(q.job_id, page);
      const data = rows.map((r) => ({
        id: r.id,
        application_id: r.application_id,
        student_name: fullName(r),
        from_status: r.from_status as ApplicationStatus | null,
        to_status: r.to_status,
        actor_name: r.actor_name,
        note: r.note,
        at: iso(r.at),
      }));
      return paged(data, total, page);
    },

    /** GET /api/show_training_student_jobs: published jobs the institution's students applied to. */
    async trainingStudentJobs(actor: Actor, q: Paging) {
      const who = orgCaller(actor) as JobsCaller;
      if (!who.orgId) return paged([], 0, pageRequest(q));
      const page = pageRequest(q);
      const { rows, total } = await repo.trainingStudentJobs(who.orgId, page);
      const names = await jobsRepo.names({ skillIds: rows.flatMap((r) => r.job.skill_ids) });
      const now = clock();
      const data = rows.map((r) => ({
        job: toJobCard(r.job, names, now),
        students_applied: Number(r.students_applied),
        shortlisted: Number(r.shortlisted),
        selected: Number(r.selected),
        last_applied_at: iso(r.last_applied_at),
      }));
      return paged(data, total, page);
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
