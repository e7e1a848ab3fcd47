import type { AppModule } from '../module';
import { jobApplicantsRoutes } from './job-applicants.routes';
import { createApplicantsService } from './job-applicants.service';
import { jobApplicationsRoutes } from './job-applications.routes';
import { createApplicationsService } from './job-applications.service';
import { jobInvitationsRoutes } from './job-invitations.routes';
import { createInvitationsService } from './job-invitations.service';
import { createRecommendationsService } from './jobs.recommendations';
import { jobsRoutes } from './jobs.routes';
import { createJobsService } from './jobs.service';
import { jobs as jobsTable } from '../../db/schema';
import { tableAuthorSource } from '../../lib/author-sources';

export { createApplicantsService, createApplicationsService, createInvitationsService, createJobsService };
export { createRecommendationsService, jobApplicantsRoutes, jobApplicationsRoutes, jobInvitationsRoutes, jobsRoutes };

export { canManageJob, canSeeJob } from './jobs.policy';
/** The eligibility rules, for an institute's simulator: the same reasons a student sees before applying. */
export { judgeEligibility, jobWithCriteria, type CriteriaColumns, type EligibilityFacts } from './jobs.criteria';
export { latestEducationJson } from './jobs.education';
export { XLSX_CONTENT_TYPE, formulaSafe } from './job-applicants.xlsx';

/** How often a worker process sweeps the drafts nobody saved (each goes a day after its creation). */
export const JOB_DRAFT_SWEEP_MS = 60 * 60_000;

/** Jobs and internships: posting, finding, applying, applicants and invitations (SPEC §4.4, §7.4). */
export const jobsModule: AppModule = {
  name: 'jobs',
  register(ctx) {
    const { db, env, clock } = ctx;
    const notifier = ctx.use('notifier');
    ctx.provide('jobAuthors', tableAuthorSource(db, { job: jobsTable }, ['job']));
    const jobs = createJobsService({ db, clock, publicPageTtlMs: env.PUBLIC_LIST_CACHE_SECONDS * 1000, notifier });
    // 'Post a Job' makes a draft and opens it; one left unsaved (the tab closed) goes a day later.
    ctx.every(JOB_DRAFT_SWEEP_MS, 'job draft sweep', () => jobs.sweepUntouchedDrafts(), { onStart: true });
    ctx.routes(async (api) => {
      await api.register(jobsRoutes, { service: jobs });
      await api.register(jobApplicationsRoutes, {
        service: createApplicationsService({ db, clock, notifier }),
        recommendations: createRecommendationsService({ db, clock }),
      });
      await api.register(jobApplicantsRoutes, { service: createApplicantsService({ db, clock, notifier }) });
      await api.register(jobInvitationsRoutes, { service: createInvitationsService({ db, clock, notifier }) });
    });
  },
};
