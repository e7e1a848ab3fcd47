import { and, eq, gte, notExists, sql } from 'drizzle-orm';
import { todayOf, type JobPostingType } from '@lbd/shared';
import type { Db } from '../../db/client';
import {
  degrees,
  jobApplications,
  jobRoles,
  jobs,
  orgs,
  portfolioJobRoles,
  profiles,
  profileTopicInterests,
  specializations,
} from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import type { Actor } from '../../plugins/access';
import { toJobCard } from './jobs.mapper';
import { rankJob, type StudentInterests } from './jobs.ranking';
import { createJobsRepo, jobColumns, newestFirst } from './jobs.repo';

/** How many of the newest open jobs are ranked; older ones are not recommended. */
export const RECOMMENDATION_POOL = 500;

/** GET /api/recommended/jobs: open jobs the student has not applied to, best fit first. */
export function createRecommendationsService({ db, clock = () => new Date() }: { db: Db; clock?: () => Date }) {
  const jobsRepo = createJobsRepo(db);

  async function interests(profileId: number): Promise<StudentInterests> {
    const [[profile], roles, topics] = await Promise.all([
      db
        .select({
          degree_id: profiles.degree_id,
          degree_name: degrees.name,
          specialization_id: profiles.specialization_id,
          specialization_name: specializations.name,
        })
        .from(profiles)
        .leftJoin(degrees, eq(degrees.id, profiles.degree_id))
        .leftJoin(specializations, eq(specializations.id, profiles.specialization_id))
        .where(eq(profiles.id, profileId)),
      db
        .select({ id: jobRoles.id, name: jobRoles.name })
        .from(portfolioJobRoles)
        .innerJoin(jobRoles, eq(jobRoles.id, portfolioJobRoles.job_role_id))
        .where(eq(portfolioJobRoles.profile_id, profileId)),
      db
        .select({ id: profileTopicInterests.skill_id })
        .from(profileTopicInterests)
        .where(eq(profileTopicInterests.profile_id, profileId)),
    ]);
    if (!profile) throw new NotFoundError();
    return {
      jobRoles: new Map(roles.map((r) => [r.id, r.name])),
      skillIds: new Set(topics.map((t) => t.id)),
      degree: profile.degree_id ? { id: profile.degree_id, name: profile.degree_name ?? '' } : null,
      specialization: profile.specialization_id
        ? { id: profile.specialization_id, name: profile.specialization_name ?? '' }
        : null,
    };
  }

  /** The newest open published jobs of a type the student has not applied to (jobs_list_idx). */
  function candidates(profileId: number, type: JobPostingType | undefined) {
    return db
      .select(jobColumns)
      .from(jobs)
      .innerJoin(orgs, eq(orgs.id, jobs.org_id))
      .where(
        and(
          eq(jobs.status, 'published'),
          type ? eq(jobs.type, type) : undefined,
          gte(jobs.apply_by, todayOf(clock())),
          notExists(
            db
              .select({ one: sql`1` })
              .from(jobApplications)
              .where(and(eq(jobApplications.job_id, jobs.id), eq(jobApplications.profile_id, profileId))),
          ),
        ),
      )
      .orderBy(...newestFirst)
      .limit(RECOMMENDATION_POOL);
  }

  return {
    async recommended(actor: Actor, q: { type?: JobPostingType; page: number; count: number }) {
      const profileId = actor.profile?.id;
      if (!profileId) throw new NotFoundError();
      const [student, pool] = await Promise.all([interests(profileId), candidates(profileId, q.type)]);
      // Best fit first; among equals the newer job (the pool is newest first and the sort is stable).
      const ranked = pool.map((job) => ({ job, ...rankJob(job, student) })).sort((a, b) => b.score - a.score);
      const page = pageRequest(q);
      const slice = ranked.slice(page.offset, page.offset + page.count);
      const names = await jobsRepo.names({ skillIds: slice.flatMap((r) => r.job.skill_ids) });
      const now = clock();
      const data = slice.map((r) => ({ ...toJobCard(r.job, names, now), score: r.score, reason: r.reason }));
      return paged(data, ranked.length, page);
    },
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
