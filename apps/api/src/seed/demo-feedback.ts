import type { FeedbackItemType } from '@lbd/shared/feedback';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { feedback, seedRuns } from '../db/schema';

/*
 * Demo feedback (issue 28 items 9 and 12): ratings with comments on a demo event, club, project and learning
 * path by the demo people who took part in them (the item of each kind with the most participants), so the
 * rating summaries and the organisers' responses have something to show. Runs once, after the demo content.
 */

const STEP = 'demo_feedback';
const DAY = 86_400_000;

/** Who took part in what, as the owning modules count it (their FeedbackSources). */
const PARTICIPANTS: Record<Exclude<FeedbackItemType, 'ACTIVITY'>, ReturnType<typeof sql>> = {
  EVENT: sql`select e.id as item_id, x.profile_id from events e join event_enrollments x on x.event_id = e.id
    where e.status = 'published' and x.status in ('enrolled', 'attended')`,
  CLUB: sql`select c.id as item_id, m.profile_id from clubs c join club_members m on m.club_id = c.id
    where c.status = 'published'`,
  PROJECT: sql`select m.project_id as item_id, m.profile_id from my_learnings m join projects p on p.id = m.project_id
    where p.status = 'published' and m.status in ('Enrolled', 'Completed')`,
  LEARNING_PATH: sql`select m.resource_group_id as item_id, m.profile_id from my_learnings m
    join resource_groups g on g.id = m.resource_group_id
    where g.status = 'published' and m.status in ('Enrolled', 'Completed')`,
};

const VOICES: [number, string][] = [
  [5, 'Hands-on from the first hour; I left with something I could put in my portfolio.'],
  [4, 'Well organised and the mentors answered every question. A little rushed at the end.'],
  [4, 'Good pace and real examples from Indian companies.'],
  [3, 'Useful, but I wanted more time on the practical part.'],
];

/** Seed the demo feedback once; answers how many ratings were written. */
export async function seedDemoFeedback(db: Db, { now = new Date() }: { now?: Date } = {}) {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, STEP));
  if (done) return 0;
  const rows: (typeof feedback.$inferInsert)[] = [];
  for (const [type, query] of Object.entries(PARTICIPANTS) as [FeedbackItemType, ReturnType<typeof sql>][]) {
    const pairs = rowsOf<{ item_id: number; profile_id: number }>(await db.execute(query));
    const byItem = new Map<number, number[]>();
    for (const p of pairs) byItem.set(p.item_id, [...(byItem.get(p.item_id) ?? []), p.profile_id]);
    // The item with the most participants (the lowest id among equals), rated by up to four of them.
    const best = [...byItem.entries()].sort((a, b) => b[1].length - a[1].length || a[0] - b[0])[0];
    if (!best) continue;
    best[1]
      .sort((a, b) => a - b)
      .slice(0, VOICES.length)
      .forEach((profileId, i) => {
        const at = new Date(now.getTime() - (i + 1) * DAY);
        const [rating, comment] = VOICES[i]!;
        rows.push({
          item_type: type,
          item_id: best[0],
          profile_id: profileId,
          rating,
          comment,
          inserted_at: at,
          updated_at: at,
        });
      });
  }
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    await tx.insert(feedback).values(rows).onConflictDoNothing();
    await tx.insert(seedRuns).values({ name: STEP, version: '1' });
  });
  return rows.length;
}
