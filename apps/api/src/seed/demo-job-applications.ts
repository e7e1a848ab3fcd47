import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isOpenForApplications, type ProfileType } from '@lbd/shared';
import { createApplicantsService } from '../modules/jobs/job-applicants.service';
import { createApplicationsService } from '../modules/jobs/job-applications.service';
import { createInvitationsService } from '../modules/jobs/job-invitations.service';
import type { Actor } from '../lib/access';
import type { Db } from '../db/client';
import { jobApplications, jobInvitations, jobs, profiles, seedRuns } from '../db/schema';

const DEMO_STUDENT_EMAIL = 'student@demo.learnbydoing.in';
const DEMO_COMPANY_EMAIL = 'company@demo.learnbydoing.in';

async function demoProfile(db: Db, email: string) {
  const [row] = await db
    .select({ id: profiles.id, type: profiles.profile_type, org_id: profiles.my_org_id, user_id: profiles.user_id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${email}`);
  return row ?? null;
}

const actorOf = (p: { id: number; type: ProfileType; user_id: string; org_id: number | null }): Actor => ({
  userId: p.user_id,
  isAdmin: false,
  profile: { id: p.id, profile_type: p.type, active: true, org_id: p.org_id },
});

/**
 * The demo student applies (through the same rules as the API) to the demo company's jobs it is
 * eligible for, one application is shortlisted with a note, and the company invites the student to
 * one more; so the dashboard, the applicants pipeline and the 'Invited' mark have something to show.
 * Runs once, after the demo jobs.
 */
export async function seedDemoJobApplications(db: Db): Promise<number> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'demo_job_applications'));
  if (done) return 0;
  const [student, company] = await Promise.all([
    demoProfile(db, DEMO_STUDENT_EMAIL),
    demoProfile(db, DEMO_COMPANY_EMAIL),
  ]);
  if (!student || !company?.org_id) return 0;
  // What a start stopped in the middle of this step left (no mark yet): the demo student's applications
  // and invitations at the demo company go, and the step runs again.
  const companyJobs = db.select({ id: jobs.id }).from(jobs).where(eq(jobs.org_id, company.org_id));
  await db
    .delete(jobApplications)
    .where(and(eq(jobApplications.profile_id, student.id), inArray(jobApplications.job_id, companyJobs)));
  await db
    .delete(jobInvitations)
    .where(and(eq(jobInvitations.profile_id, student.id), inArray(jobInvitations.job_id, companyJobs)));
  // Only jobs still taking applications: the demo jobs may have passed their deadline by the time this
  // runs (a database seeded before this step existed), and inviting to a closed job is refused.
  const now = new Date();
  const open = (
    await db
      .select({ id: jobs.id, apply_by: jobs.apply_by })
      .from(jobs)
      .where(and(eq(jobs.org_id, company.org_id), eq(jobs.status, 'published')))
      .orderBy(asc(jobs.id))
  ).filter((job) => isOpenForApplications(job.apply_by, now));
  const studentActor = actorOf(student);
  const companyActor = actorOf(company);
  const applications = createApplicationsService({ db });
  const applied: { jobId: number; id: number }[] = [];
  const notApplied: number[] = [];
  for (const { id: jobId } of open) {
    if (applied.length >= 2) {
      notApplied.push(jobId);
      continue;
    }
    try {
      const created = await applications.apply(studentActor, jobId, 'I would love to build this with your team.');
      applied.push({ jobId, id: created.id });
    } catch {
      // Not eligible for this one: the next job may fit.
      notApplied.push(jobId);
    }
  }
  if (applied[0]) {
    await createApplicantsService({ db }).modify(companyActor, {
      job_id: applied[0].jobId,
      application_ids: [applied[0].id],
      status: 'shortlisted',
      note: 'Strong portfolio projects; invite to the technical round.',
    });
  }
  const invitations = createInvitationsService({ db });
  for (const jobId of [applied[0]?.jobId, notApplied[0]].filter((id): id is number => id !== undefined)) {
    await invitations.invite(companyActor, { job_id: jobId, profile_ids: [student.id] });
  }
  await db.insert(seedRuns).values({ name: 'demo_job_applications', version: '1' });
  return applied.length;
}
