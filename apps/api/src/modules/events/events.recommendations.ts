import { and, eq, gte, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventEnrollments, events, orgs } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import type { Actor } from '../../lib/access';
import { loadStudentInterests, rankPool } from '../../lib/recommendations/interests';
import { rankItem } from '../../lib/recommendations/ranking';
import { toEventCard } from './events.mapper';
import { createEventsRepo, eventColumns } from './events.repo';

/** How many of the soonest upcoming events are ranked. */
export const EVENT_RECOMMENDATION_POOL = 500;

/** GET /api/recommended/events: upcoming events the student has not joined or asked to join, best fit first. */
export function createEventRecommendationsService({ db, clock = () => new Date() }: { db: Db; clock?: () => Date }) {
  const eventsRepo = createEventsRepo(db);

  /** The soonest upcoming published events without a live registration of this student (events_upcoming_idx). */
  function candidates(profileId: number) {
    return db
      .select(eventColumns)
      .from(events)
      .innerJoin(orgs, eq(orgs.id, events.org_id))
      .where(
        and(
          eq(events.status, 'published'),
          gte(events.starts_at, clock()),
          notExists(
            db
              .select({ one: sql`1` })
              .from(eventEnrollments)
              .where(
                and(
                  eq(eventEnrollments.event_id, events.id),
                  eq(eventEnrollments.profile_id, profileId),
                  inArray(eventEnrollments.status, ['applied', 'enrolled', 'attended', 'rejected']),
                ),
              ),
          ),
        ),
      )
      .orderBy(sql`${events.starts_at} asc`, sql`${events.id} asc`)
      .limit(EVENT_RECOMMENDATION_POOL);
  }

  return {
    async recommended(actor: Actor, q: { page: number; count: number }) {
      const profileId = actor.profile?.id;
      if (!profileId) throw new NotFoundError();
      const [student, pool] = await Promise.all([loadStudentInterests(db, profileId), candidates(profileId)]);
      const ranked = rankPool(pool, (event) => rankItem(event, student, 'coming up soon'));
      const page = pageRequest(q);
      const slice = ranked.slice(page.offset, page.offset + page.count);
      const names = await eventsRepo.names({ skillIds: slice.flatMap((r) => r.item.skill_ids) });
      const now = clock();
      const data = slice.map((r) => ({ ...toEventCard(r.item, names, now), score: r.score, reason: r.reason }));
      return paged(data, ranked.length, page);
    },
  };
}

export type EventRecommendationsService = ReturnType<typeof createEventRecommendationsService>;
