import { and, eq, gte, notExists, sql } from 'drizzle-orm';
import { todayOf, type JobPostingType } from '@lbd/shared';
import type { Db } from '../../db/client';
import { jobApplications, jobs, orgs } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import type { Actor } from '../../plugins/access';
import { toJobCard } from './jobs.mapper';
import { loadStudentInterests, rankPool } from '../recommendations/interests';
import { rankItem } from '../recommendations/ranking';
import { createJobsRepo, jobColumns, newestFirst } from './jobs.repo';

/** How many of the newest open jobs are ranked; older ones are not recommended. */
export const RECOMMENDATION_POOL = 500;

/** GET /api/recommended/jobs: open jobs the student has not applied to, best fit first. */
export function createRecommendationsService({ db, clock = () => new Date() }: { db: Db; clock?: () => Date }) {
  const jobsRepo = createJobsRepo(db);

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
      const [student, pool] = await Promise.all([loadStudentInterests(db, profileId), candidates(profileId, q.type)]);
      const ranked = rankPool(pool, (job) => rankItem(job, student));
      const page = pageRequest(q);
      const slice = ranked.slice(page.offset, page.offset + page.count);
      const names = await jobsRepo.names({ skillIds: slice.flatMap((r) => r.item.skill_ids) });
      const now = clock();
      const data = slice.map((r) => ({ ...toJobCard(r.item, names, now), score: r.score, reason: r.reason }));
      return paged(data, ranked.length, page);
    },
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
