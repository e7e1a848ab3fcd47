import {
  FEEDBACK_TEXTS as T,
  type FeedbackBody,
  type FeedbackItemType,
  type FeedbackResponse,
  type FeedbackSummary,
  type MyFeedback,
} from '@lbd/shared/feedback';
import type { Db } from '../../db/client';
import type { OrgCaller } from '../../lib/actor';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { FeedbackItem, FeedbackSource } from '../../lib/feedback-sources';
import { pageRequest } from '../../lib/paging';
import { paginate } from '@lbd/shared';
import { createFeedbackRepo, type FeedbackRow } from './feedback.repo';
import { distributionOf, summaryOf } from './feedback.rules';

const myFeedbackOf = (r: Pick<FeedbackRow, 'rating' | 'comment' | 'updated_at'>): MyFeedback => ({
  rating: r.rating,
  comment: r.comment,
  updated_at: r.updated_at.toISOString(),
});

/**
 * Feedback and rating intervention (issue 28 item 9, decision 0080). Whether the caller may see an item, took
 * part in it or runs it is the owning module's answer (its FeedbackSource); the summary is counted from the
 * responses at every read, so it always equals them.
 */
export function createFeedbackService({
  db,
  clock,
  sources,
}: {
  db: Db;
  clock: () => Date;
  sources: readonly FeedbackSource[];
}) {
  const repo = createFeedbackRepo(db);
  const sourceOf = new Map<FeedbackItemType, FeedbackSource>();
  for (const s of sources) for (const type of s.types) sourceOf.set(type, s);

  async function itemOf(caller: OrgCaller | null, type: FeedbackItemType, id: number): Promise<FeedbackItem> {
    const item = await sourceOf.get(type)?.item(type, id, caller);
    if (!item) throw new NotFoundError();
    return item;
  }

  async function summarise(
    caller: OrgCaller | null,
    type: FeedbackItemType,
    id: number,
    item: FeedbackItem,
  ): Promise<FeedbackSummary> {
    const [counts, mine] = await Promise.all([
      repo.counts(type, id),
      caller?.profileId ? repo.mine(type, id, caller.profileId) : undefined,
    ]);
    const distribution = distributionOf(counts);
    return {
      item_type: type,
      item_id: id,
      title: item.title,
      ...summaryOf(distribution),
      distribution,
      can_rate: item.tookPart && caller?.profileId != null,
      can_view_responses: item.runs,
      my_feedback: mine ? myFeedbackOf(mine) : null,
    };
  }

  return {
    /** The rating summary of SPEC §2.5 (rating, review count) and what the caller may do. */
    async summary(caller: OrgCaller | null, type: FeedbackItemType, id: number) {
      return summarise(caller, type, id, await itemOf(caller, type, id));
    },

    /** Rate an item one took part in; rating it again changes the one rating. */
    async rate(caller: OrgCaller, body: FeedbackBody) {
      const item = await itemOf(caller, body.item_type, body.item_id);
      if (!item.tookPart || caller.profileId === null) throw new ForbiddenError(T.onlyParticipants);
      await repo.put(
        {
          item_type: body.item_type,
          item_id: body.item_id,
          profile_id: caller.profileId,
          rating: body.rating,
          comment: body.comment ?? '',
        },
        clock(),
      );
      return summarise(caller, body.item_type, body.item_id, item);
    },

    /** The rating intervention: every response with who gave it, for the item's organisers and mentors. */
    async responses(
      caller: OrgCaller,
      q: { item_type: FeedbackItemType; item_id: number; page: number; count: number },
    ) {
      const item = await itemOf(caller, q.item_type, q.item_id);
      if (!item.runs) throw new ForbiddenError();
      const req = pageRequest(q);
      const [summary, { rows, total }] = await Promise.all([
        summarise(caller, q.item_type, q.item_id, item),
        repo.responses(q.item_type, q.item_id, req),
      ]);
      const responses: FeedbackResponse[] = rows.map((r) => ({
        profile_id: r.profile_id,
        // A deleted account's profile is anonymised already; its words stay with the item.
        name: [r.first_name, r.last_name].filter(Boolean).join(' '),
        avatar_url: r.avatar_url,
        my_feedback: myFeedbackOf(r),
      }));
      return { data: { summary, responses }, pagination: paginate(req.page, req.count, total) };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
