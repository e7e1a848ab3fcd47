import { and, eq, gte, notExists, sql } from 'drizzle-orm';
import { todayOf, type JobPostingType } from '@lbd/shared';
import type { Db } from '../../db/client';
import { jobApplications, jobs } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import type { Actor } from '../../lib/access';
import { toJobCard } from './jobs.mapper';
import { loadStudentInterests, rankPool } from '../../lib/recommendations/interests';
import { rankItem } from '../../lib/recommendations/ranking';
import { createJobsRepo, newestFirst } from './jobs.repo';

/** How many of the newest open jobs are ranked; older ones are not recommended. */
export const RECOMMENDATION_POOL = 500;

/** GET /api/recommended/jobs: open jobs the student has not applied to, best fit first. */
export function createRecommendationsService({ db, clock = () => new Date() }: { db: Db; clock?: () => Date }) {
  const jobsRepo = createJobsRepo(db);

  /**
   * The newest open published jobs (of a type) the student has not applied to, with only what the
   * ranking reads (jobs_published_newest_idx, or jobs_list_idx with a type).
   */
  function candidates(profileId: number, type: JobPostingType | undefined) {
    return db
      .select({
        id: jobs.id,
        job_role_ids: jobs.job_role_ids,
        skill_ids: jobs.skill_ids,
        degree_ids: jobs.degree_ids,
        specialization_ids: jobs.specialization_ids,
      })
      .from(jobs)
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
      // Only the page's jobs are read in full.
      const [rows, names] = await Promise.all([
        jobsRepo.cardsByIds(slice.map((r) => r.item.id)),
        jobsRepo.names({ skillIds: slice.flatMap((r) => r.item.skill_ids) }),
      ]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const now = clock();
      const data = slice.flatMap((r) => {
        const row = byId.get(r.item.id);
        return row ? [{ ...toJobCard(row, names, now), score: r.score, reason: r.reason }] : [];
      });
      return paged(data, ranked.length, page);
    },
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
