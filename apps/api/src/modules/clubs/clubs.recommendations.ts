import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubJoinRequests, clubMembers, clubs, orgs } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import type { Actor } from '../../lib/access';
import { loadStudentInterests, rankPool } from '../../lib/recommendations/interests';
import { rankItem } from '../../lib/recommendations/ranking';
import { toClubCard } from './clubs.mapper';
import { clubColumns, createClubsRepo, newestClubsFirst } from './clubs.repo';

/** How many of the newest published clubs are ranked; older ones are not recommended. */
export const CLUB_RECOMMENDATION_POOL = 500;

/** The reason on a card that shares nothing with the student. */
export const CLUB_FALLBACK_REASON = 'recently started';

/** GET /api/recommended/clubs: published clubs the student has not joined or asked to join, best fit first. */
export function createClubRecommendationsService({ db }: { db: Db }) {
  const repo = createClubsRepo(db);

  /** The newest published clubs without the student as a member or a pending requester (clubs_list_idx). */
  function candidates(profileId: number) {
    return db
      .select(clubColumns)
      .from(clubs)
      .innerJoin(orgs, eq(orgs.id, clubs.org_id))
      .where(
        and(
          eq(clubs.status, 'published'),
          notExists(
            db
              .select({ one: sql`1` })
              .from(clubMembers)
              .where(and(eq(clubMembers.club_id, clubs.id), eq(clubMembers.profile_id, profileId))),
          ),
          notExists(
            db
              .select({ one: sql`1` })
              .from(clubJoinRequests)
              .where(
                and(
                  eq(clubJoinRequests.club_id, clubs.id),
                  eq(clubJoinRequests.profile_id, profileId),
                  eq(clubJoinRequests.status, 'pending'),
                ),
              ),
          ),
        ),
      )
      .orderBy(...newestClubsFirst)
      .limit(CLUB_RECOMMENDATION_POOL);
  }

  return {
    async recommended(actor: Actor, q: { page: number; count: number }) {
      const profileId = actor.profile?.id;
      if (!profileId) throw new NotFoundError();
      const [student, pool] = await Promise.all([loadStudentInterests(db, profileId), candidates(profileId)]);
      const ranked = rankPool(pool, (club) => rankItem(club, student, CLUB_FALLBACK_REASON));
      const page = pageRequest(q);
      const slice = ranked.slice(page.offset, page.offset + page.count);
      const names = await repo.names({ skillIds: slice.flatMap((r) => r.item.skill_ids) });
      const data = slice.map((r) => ({ ...toClubCard(r.item, names), score: r.score, reason: r.reason }));
      return paged(data, ranked.length, page);
    },
  };
}

export type ClubRecommendationsService = ReturnType<typeof createClubRecommendationsService>;
