import type { Db } from '../../db/client';
import { NotFoundError, ConflictError, ValidationError } from '../../lib/errors';
import { createLookupsService } from '../lookups';
import { createEntriesService } from '../portfolio';
import { createProfilesRepo } from '../profiles';
import { rankJobRole } from './career-paths.ranking';
import { and, eq } from 'drizzle-orm';
import { profileTopicInterests, skills, specializations } from '../../db/schema';

export const MAX_CAREER_PATHS = 10;

/** A student's career paths (job roles), their recommendations and the portfolio they start. */
export function createCareerPathsService({ db, clock = () => new Date() }: { db: Db; clock?: () => Date }) {
  const repo = createProfilesRepo(db);
  const entries = createEntriesService({ db, clock });
  const lookups = createLookupsService({ db });

  async function mine(profileId: number, userId: string) {
    const [roles, portfolio] = await Promise.all([repo.myJobRoles(profileId), repo.portfolio(profileId)]);
    return roles.map((r) => ({ id: r.id, portfolio_id: portfolio?.id ?? null, user_id: userId, job_role: r.job_role }));
  }

  return {
    list: (q: { query?: string; page?: number; count: number }) => lookups.jobRoles(q),
    mine,

    lifeSkills: () => lookups.lifeSkills({ page: 1, count: 100 }),

    /** Replace the student's career paths with these (or add them, with keep). */
    async set(profileId: number, userId: string, ids: number[], keep = false) {
      const unique = [...new Set(ids)];
      const active = await repo.activeJobRoleIds(unique);
      if (active.length !== unique.length)
        throw new ValidationError({ job_role_ids: 'Career Paths cant be empty' }, 'Some career paths do not exist.');
      const total = keep ? (await repo.countJobRoles(profileId)) + unique.length : unique.length;
      if (total > MAX_CAREER_PATHS) {
        throw new ValidationError({ job_role_ids: `Choose at most ${MAX_CAREER_PATHS} career paths.` });
      }
      await repo.setJobRoles(profileId, unique, keep);
      return mine(profileId, userId);
    },

    /** Every active career path ranked for this student, best first, with the reasons. */
    async recommended(profileId: number) {
      const found = await db.query.profiles.findFirst({ where: (p, { eq: is }) => is(p.id, profileId) });
      if (!found) throw new NotFoundError();
      const [specialization] = found.specialization_id
        ? await db
            .select({ name: specializations.name, stream: specializations.stream })
            .from(specializations)
            .where(eq(specializations.id, found.specialization_id))
        : [];
      // Skills the student named as interests; portfolio entries add theirs when the portfolio lands.
      const interestRows = await db
        .select({ name: skills.name })
        .from(profileTopicInterests)
        .innerJoin(skills, eq(skills.id, profileTopicInterests.skill_id))
        .where(and(eq(profileTopicInterests.profile_id, profileId)));
      const roles = await lookups.jobRoles({ page: 1, count: 100 });
      const more =
        roles.pagination.total_pages > 1
          ? await Promise.all(
              Array.from({ length: roles.pagination.total_pages - 1 }, (_, i) =>
                lookups.jobRoles({ page: i + 2, count: 100 }),
              ),
            )
          : [];
      const all = [...roles.data, ...more.flatMap((p) => p.data)];
      const input = { specialization: specialization ?? null, skills: new Set(interestRows.map((r) => r.name)) };
      return all
        .map((role) => ({ ...role, ...rankJobRole(role, input) }))
        .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
    },

    /**
     * POST /api/my_portfolio/portfolios: the portfolio starts, public only if the student said so, with
     * the degree named on the profile as its first Degree entry (once: a second start is a 409).
     */
    async startPortfolio(profileId: number, isPublic = false) {
      if ((await repo.countJobRoles(profileId)) === 0)
        throw new ValidationError({ job_role_ids: 'Career Paths cant be empty' });
      return db.transaction(async (tx) => {
        const created = await repo.createPortfolio(profileId, isPublic, tx);
        if (!created) throw new ConflictError('Your portfolio already exists.');
        await entries.addProfileDegree(profileId, tx);
        return created;
      });
    },
  };
}

export type CareerPathsService = ReturnType<typeof createCareerPathsService>;
