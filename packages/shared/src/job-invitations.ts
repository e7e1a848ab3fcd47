import { z } from 'zod';
import { countParam, listEnvelope, pageParam, queryId } from './api';
import { APPLICATION_STATUSES, JOB_TEXTS } from './jobs-constants';
import { eligibilitySchema, jobCardSchema } from './jobs-responses';

/*
 * Invited applicants (a company or institution asks students to apply to one of its open jobs), the
 * job's activity log and an institution's view of the jobs its students applied to (SPEC §7.4).
 */

export const JOB_INVITATION_LIMITS = { perRequest: 100, email: 254 } as const;

export const JOB_INVITATION_TEXTS = {
  chooseStudents: 'Please enter at least one student email',
  tooMany: `You can invite at most ${JOB_INVITATION_LIMITS.perRequest} students at a time`,
  invalidEmail: (email: string) => `${email} is not a valid email address`,
  notOpen: 'Only a published job that is still taking applications can have invitations.',
  invited: 'Invited',
} as const;

const id = z.number().int().positive().max(2_147_483_647);

/** POST /api/job_invitations: students named by profile id or by email (as a list pasted in). */
export const inviteBodySchema = z
  .object({
    job_id: id,
    profile_ids: z.array(id).max(JOB_INVITATION_LIMITS.perRequest, JOB_INVITATION_TEXTS.tooMany).optional(),
    emails: z
      .array(
        z
          .string()
          .trim()
          .max(JOB_INVITATION_LIMITS.email, JOB_TEXTS.tooLong('Email', JOB_INVITATION_LIMITS.email))
          .pipe(z.email({ error: (issue) => JOB_INVITATION_TEXTS.invalidEmail(String(issue.input)) })),
      )
      .max(JOB_INVITATION_LIMITS.perRequest, JOB_INVITATION_TEXTS.tooMany)
      .optional(),
  })
  .superRefine((v, ctx) => {
    const n = (v.profile_ids?.length ?? 0) + (v.emails?.length ?? 0);
    if (n === 0) ctx.addIssue({ code: 'custom', path: ['emails'], message: JOB_INVITATION_TEXTS.chooseStudents });
    if (n > JOB_INVITATION_LIMITS.perRequest)
      ctx.addIssue({ code: 'custom', path: ['emails'], message: JOB_INVITATION_TEXTS.tooMany });
  });
export type InviteBody = z.infer<typeof inviteBodySchema>;

/** What an invitation request did: new invitations, students already invited, names not found. */
export const inviteResultSchema = z.object({
  invited: z.number().int(),
  already_invited: z.number().int(),
  /** Emails or profile ids that are not a student on Learn By Doing. */
  not_found: z.array(z.string()),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

/**
 * POST /api/job_invitations/preview (same body as an invitation): before sending, each student found
 * with how far they meet the job's criteria (each criterion met or not, the words the student sees).
 */
export const invitePreviewSchema = z.object({
  students: z.array(
    z.object({
      profile_id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      eligibility: eligibilitySchema,
    }),
  ),
  not_found: z.array(z.string()),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const invitedQuerySchema = z.object({ job_id: queryId, page: pageParam, count: countParam });

/** A row of GET /api/job_invited_applications: the invited student and whether they applied. */
export const invitedApplicantSchema = z.object({
  id: z.number().int(),
  profile_id: z.number().int(),
  student_name: z.string(),
  email: z.string().nullable(),
  institute: z.string().nullable(),
  degree: z.string().nullable(),
  specialization: z.string().nullable(),
  graduation_year: z.number().int().nullable(),
  invited_at: z.string(),
  invited_by: z.string().nullable(),
  applied: z.boolean(),
  application_id: z.number().int().nullable(),
  application_status: z.enum(APPLICATION_STATUSES).nullable(),
});
export type InvitedApplicant = z.infer<typeof invitedApplicantSchema>;
export const invitedApplicantsResponseSchema = listEnvelope(invitedApplicantSchema);

/** GET /api/job_activity_log?job_id: every status change of the job's applications, newest first. */
export const jobActivityQuerySchema = invitedQuerySchema;
export const jobActivitySchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  student_name: z.string(),
  from_status: z.enum(APPLICATION_STATUSES).nullable(),
  to_status: z.enum(APPLICATION_STATUSES),
  actor_name: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type JobActivity = z.infer<typeof jobActivitySchema>;
export const jobActivityResponseSchema = listEnvelope(jobActivitySchema);

/** GET /api/show_training_student_jobs: published jobs the institution's students applied to. */
export const trainingStudentJobsQuerySchema = z.object({ page: pageParam, count: countParam });
export const trainingStudentJobSchema = z.object({
  job: jobCardSchema,
  /** The institution's students with an application that is not withdrawn. */
  students_applied: z.number().int(),
  shortlisted: z.number().int(),
  selected: z.number().int(),
  last_applied_at: z.string(),
});
export type TrainingStudentJob = z.infer<typeof trainingStudentJobSchema>;
export const trainingStudentJobsResponseSchema = listEnvelope(trainingStudentJobSchema);
