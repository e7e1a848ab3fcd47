import type { FeedbackItemType } from '@lbd/shared/feedback';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback, profiles } from '../../db/schema';

export type FeedbackRow = typeof feedback.$inferSelect;

export function createFeedbackRepo(db: Db) {
  const ofItem = (type: FeedbackItemType, id: number) => and(eq(feedback.item_type, type), eq(feedback.item_id, id));
  return {
    /** How many gave each rating: counted from the responses themselves at every read. */
    async counts(type: FeedbackItemType, id: number) {
      return db
        .select({ rating: feedback.rating, n: count() })
        .from(feedback)
        .where(ofItem(type, id))
        .groupBy(feedback.rating);
    },
    async mine(type: FeedbackItemType, id: number, profileId: number) {
      const [row] = await db
        .select()
        .from(feedback)
        .where(and(ofItem(type, id), eq(feedback.profile_id, profileId)));
      return row;
    },
    /** One rating per person and item: a second one changes the first. */
    async put(
      v: { item_type: FeedbackItemType; item_id: number; profile_id: number; rating: number; comment: string },
      at: Date,
    ) {
      await db
        .insert(feedback)
        .values({ ...v, inserted_at: at, updated_at: at })
        .onConflictDoUpdate({
          target: [feedback.item_type, feedback.item_id, feedback.profile_id],
          set: { rating: v.rating, comment: v.comment, updated_at: at },
        });
    },
    async responses(type: FeedbackItemType, id: number, page: { offset: number; count: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            profile_id: feedback.profile_id,
            rating: feedback.rating,
            comment: feedback.comment,
            updated_at: feedback.updated_at,
            first_name: profiles.first_name,
            last_name: profiles.last_name,
            deleted_at: profiles.deleted_at,
            avatar_url: profiles.avatar_url,
          })
          .from(feedback)
          .innerJoin(profiles, eq(profiles.id, feedback.profile_id))
          .where(ofItem(type, id))
          .orderBy(desc(feedback.updated_at), desc(feedback.id))
          .limit(page.count)
          .offset(page.offset),
        db.select({ n: count() }).from(feedback).where(ofItem(type, id)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
