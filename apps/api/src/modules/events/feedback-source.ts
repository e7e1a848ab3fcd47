import { SEAT_STATUSES, type EventStatus } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { FeedbackSource } from '../../lib/feedback-sources';
import { canManageEvent, canSeeEvent } from './events.policy';

/** Events for feedback (decision 0080): those registered or who attended took part; the organisers run it. */
export function eventFeedbackSource(db: Db): FeedbackSource {
  return {
    types: ['EVENT'],
    async item(_type, id, caller) {
      const [row] = rowsOf<{ title: string; org_id: number; status: EventStatus; took_part: boolean }>(
        await db.execute(sql`
          select e.title, e.org_id, e.status, exists(
            select 1 from event_enrollments x where x.event_id = e.id and x.profile_id = ${caller?.profileId ?? -1}
              and x.status in (${sql.join(
                SEAT_STATUSES.map((s) => sql`${s}`),
                sql`, `,
              )})) as took_part
          from events e where e.id = ${id}`),
      );
      if (!row || !canSeeEvent(caller, row)) return null;
      return { title: row.title, tookPart: row.took_part, runs: canManageEvent(caller, row) };
    },
  };
}
