import {
  isHashtag,
  POST_LIMITS as L,
  POST_TEXTS as T,
  type CommentBodyValue,
  type FollowBodyValue,
  type Follows,
  type LikeAnswer,
  type PostComment,
} from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { prefixPattern } from '../../db/sql';
import type { Actor } from '../../lib/access';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import { notifyingTransaction, type Notifier } from '../notifications';
import { toComment, toReply } from './posts.mapper';
import { POST_NOTICES } from './posts.notices';
import { canDeleteComment } from './posts.policy';
import { createPostsRepo } from './posts.repo';
import { checkNewAccountAllowance, refuseOffensive } from './publishing';
import { readerOf, type PostsService } from './posts.service';

export interface InteractionsDeps {
  db: Db;
  clock: () => Date;
  notifier?: Notifier;
  posts: PostsService;
}

/**
 * Likes, comments and follows (issue 28 items 2-4). A like is a unique row per (post, profile) and the
 * post's count moves in the same transaction, only when a row was added or removed: liking twice, or a
 * hundred people at once, leaves the count exact. Likes and comments on a post reach its author as one
 * item per post, rewritten each time ('Asha and 5 others liked your post').
 */
export function createInteractionsService({ db, clock, notifier, posts }: InteractionsDeps) {
  const repo = createPostsRepo();

  const nameOf = async (profileId: number) =>
    rowsOf<{ full_name: string }>(await db.execute(sql`select full_name from profiles where id = ${profileId}`))[0]
      ?.full_name ?? 'Someone';

  const me = (actor: Actor) => {
    if (!actor.profile) throw new ForbiddenError();
    return actor.profile.id;
  };

  /** POST /api/posts/{id}/like (on) and DELETE (off): idempotent; the count and what the reader did. */
  async function likePost(actor: Actor, id: number, on: boolean): Promise<LikeAnswer> {
    const profileId = me(actor);
    const post = await posts.visiblePost(db, actor, id);
    const name = on ? await nameOf(profileId) : '';
    const likeCount = await notifyingTransaction(db, notifier, async (tx, notify) => {
      const changed = rowsOf<{ profile_id: number }>(
        await tx.execute(
          on
            ? sql`insert into post_likes (post_id, profile_id, created_at) values (${id}, ${profileId}, ${clock().toISOString()}::timestamptz)
                on conflict do nothing returning profile_id`
            : sql`delete from post_likes where post_id = ${id} and profile_id = ${profileId} returning profile_id`,
        ),
      );
      if (changed.length === 0) {
        const [row] = rowsOf<{ like_count: number }>(await tx.execute(sql`select like_count from posts where id = ${id}`));
        return Number(row?.like_count ?? 0);
      }
      const [row] = rowsOf<{ like_count: number; author_liked: boolean }>(
        await tx.execute(sql`update posts set like_count = like_count + ${on ? 1 : -1} where id = ${id}
          returning like_count, exists (select 1 from post_likes l where l.post_id = ${id}
            and l.profile_id = ${post.author_profile_id}) as author_liked`),
      );
      const count = Number(row!.like_count);
      if (on && post.author_profile_id !== profileId) {
        const others = count - 1 - (row!.author_liked ? 1 : 0);
        await notify({
          kind: 'post_like',
          batch: true,
          profile_ids: [post.author_profile_id],
          message: POST_NOTICES.liked(name, others),
          targets: { post_id: id },
          performer_profile_id: profileId,
        });
      }
      return count;
    });
    return { like_count: likeCount, post_actions: on ? ['like'] : [] };
  }

  /** A live comment and its post, as the reader sees them; 404 otherwise. */
  async function visibleComment(actor: Actor, id: number) {
    const reader = readerOf(actor);
    const comment = await repo.commentById(db, reader.profileId, id);
    if (!comment) throw new NotFoundError();
    const post = await posts.visiblePost(db, actor, Number(comment.post_id));
    return { comment, post, reader };
  }

  /** GET /api/posts/{id}/comments: a page of comments (newest first, each with its first replies), or of one comment's replies. */
  async function comments(actor: Actor, postId: number, q: { page: number; count: number; parent_id?: number }) {
    const reader = readerOf(actor);
    const post = await posts.visiblePost(db, actor, postId);
    const page = pageRequest(q);
    const { rows, total } = await repo.commentsPage(db, reader.profileId, postId, q.parent_id ?? null, page);
    let data: PostComment[];
    if (q.parent_id) {
      data = rows.map((r) => ({ ...toReply(r, canDeleteComment(reader, r, post)), reply_count: 0, replies: [] }));
    } else {
      const replies = await repo.firstReplies(db, reader.profileId, rows.map((r) => Number(r.id)), L.repliesShown);
      data = rows.map((c) =>
        toComment(
          c,
          replies.filter((r) => Number(r.parent_id) === Number(c.id)).map((r) => toReply(r, canDeleteComment(reader, r, post))),
          canDeleteComment(reader, c, post),
        ),
      );
    }
    return paged(data, total, page);
  }

  /** POST /api/posts/{id}/comments: a comment or a reply (to a comment, not to a reply). */
  async function comment(actor: Actor, postId: number, body: CommentBodyValue): Promise<PostComment> {
    const profileId = me(actor);
    const reader = readerOf(actor);
    const post = await posts.visiblePost(db, actor, postId);
    let parent: { id: number; author_profile_id: number } | null = null;
    if (body.parent_id) {
      const [row] = rowsOf<{ id: number; author_profile_id: number; parent_id: number | null }>(
        await db.execute(sql`select id, author_profile_id, parent_id from post_comments
          where id = ${body.parent_id} and post_id = ${postId} and deleted_at is null and hidden_at is null`),
      );
      if (!row) throw new NotFoundError();
      if (row.parent_id !== null) throw new ValidationError({ parent_id: T.replyToReply });
      parent = { id: Number(row.id), author_profile_id: Number(row.author_profile_id) };
    }
    refuseOffensive(body.text);
    await checkNewAccountAllowance(db, clock(), profileId, 'comment');
    const name = await nameOf(profileId);
    const id = await notifyingTransaction(db, notifier, async (tx, notify) => {
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into post_comments (post_id, parent_id, author_profile_id, text, created_at)
          values (${postId}, ${parent?.id ?? null}, ${profileId}, ${body.text}, ${clock().toISOString()}::timestamptz) returning id`),
      );
      await tx.execute(sql`update posts set comment_count = comment_count + 1 where id = ${postId}`);
      if (parent) await tx.execute(sql`update post_comments set reply_count = reply_count + 1 where id = ${parent.id}`);
      const author = post.author_profile_id;
      if (author !== profileId && parent?.author_profile_id !== author) {
        const [{ n }] = rowsOf<{ n: number }>(
          await tx.execute(sql`select count(distinct author_profile_id)::int as n from post_comments
            where post_id = ${postId} and deleted_at is null and author_profile_id <> ${author}`),
        ) as [{ n: number }];
        await notify({
          kind: 'post_comment',
          batch: true,
          profile_ids: [author],
          message: POST_NOTICES.commented(name, Number(n) - 1),
          targets: { post_id: postId },
          performer_profile_id: profileId,
        });
      }
      if (parent && parent.author_profile_id !== profileId)
        await notify({
          kind: 'post_comment',
          profile_ids: [parent.author_profile_id],
          message: POST_NOTICES.replied(name),
          targets: { post_id: postId },
          performer_profile_id: profileId,
        });
      return Number(row!.id);
    });
    const row = (await repo.commentById(db, reader.profileId, id))!;
    return toComment(row, [], canDeleteComment(reader, row, post));
  }

  /** DELETE /api/post_comments/{id}: its author, the post's author or an admin; a comment takes its replies with it. */
  async function removeComment(actor: Actor, id: number): Promise<void> {
    const { comment: c, post, reader } = await visibleComment(actor, id);
    if (!canDeleteComment(reader, c, post)) throw new ForbiddenError();
    const now = clock().toISOString();
    await db.transaction(async (tx) => {
      const gone = rowsOf<{ id: number }>(
        await tx.execute(sql`update post_comments set deleted_at = ${now}::timestamptz
          where (id = ${id} or parent_id = ${id}) and deleted_at is null returning id`),
      );
      await tx.execute(sql`update posts set comment_count = greatest(comment_count - ${gone.length}, 0) where id = ${post.id}`);
      if (c.parent_id !== null)
        await tx.execute(sql`update post_comments set reply_count = greatest(reply_count - 1, 0) where id = ${c.parent_id}`);
    });
  }

  /** POST/DELETE /api/post_comments/{id}/like. */
  async function likeComment(actor: Actor, id: number, on: boolean): Promise<LikeAnswer> {
    const profileId = me(actor);
    await visibleComment(actor, id);
    const count = await db.transaction(async (tx) => {
      const changed = rowsOf<{ profile_id: number }>(
        await tx.execute(
          on
            ? sql`insert into post_comment_likes (comment_id, profile_id) values (${id}, ${profileId})
                on conflict do nothing returning profile_id`
            : sql`delete from post_comment_likes where comment_id = ${id} and profile_id = ${profileId} returning profile_id`,
        ),
      );
      const [row] = rowsOf<{ like_count: number }>(
        await tx.execute(
          changed.length
            ? sql`update post_comments set like_count = like_count + ${on ? 1 : -1} where id = ${id} returning like_count`
            : sql`select like_count from post_comments where id = ${id}`,
        ),
      );
      return Number(row?.like_count ?? 0);
    });
    return { like_count: count, post_actions: on ? ['like'] : [] };
  }

  // ---- follows ----

  /** The follow's target as stored, or a 422 naming what is wrong with it. */
  async function target(profileId: number, body: FollowBodyValue) {
    if (body.target_type === 'hashtag') {
      const tag = String(body.target).replace(/^#/, '').toLowerCase();
      if (!isHashtag(tag)) throw new ValidationError({ target: T.badHashtag });
      return { column: sql`hashtag`, value: sql`${tag}` };
    }
    const id = typeof body.target === 'number' ? body.target : Number.parseInt(body.target, 10);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647 || String(id) !== String(body.target).trim())
      throw new ValidationError({ target: T.unknownFollow });
    if (body.target_type === 'profile') {
      if (id === profileId) throw new ValidationError({ target: T.followSelf });
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`select id from profiles where id = ${id} and active and deleted_at is null`),
      );
      if (!row) throw new ValidationError({ target: T.unknownFollow });
      return { column: sql`target_profile_id`, value: sql`${id}::int` };
    }
    const [row] = rowsOf<{ id: number }>(await db.execute(sql`select id from orgs where id = ${id}`));
    if (!row) throw new ValidationError({ target: T.unknownFollow });
    return { column: sql`target_org_id`, value: sql`${id}::int` };
  }

  /** POST /api/follows (on) and DELETE (off): idempotent. */
  async function follow(actor: Actor, body: FollowBodyValue, on: boolean): Promise<{ following: boolean }> {
    const profileId = me(actor);
    const t = await target(profileId, body);
    if (!on) {
      await db.execute(sql`delete from follows where follower_profile_id = ${profileId}
        and target_type = ${body.target_type} and ${t.column} = ${t.value}`);
      return { following: false };
    }
    const [{ n }] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from follows where follower_profile_id = ${profileId}`),
    ) as [{ n: number }];
    if (Number(n) >= L.followsMax) throw new ValidationError({ target: `You can follow at most ${L.followsMax}` });
    await db.execute(sql`insert into follows (follower_profile_id, target_type, ${t.column})
      values (${profileId}, ${body.target_type}, ${t.value}) on conflict do nothing`);
    return { following: true };
  }

  /** GET /api/follows: what the caller follows. */
  async function following(actor: Actor): Promise<Follows> {
    const profileId = me(actor);
    const profiles = rowsOf<{ id: number; name: string; avatar_url: string | null }>(
      await db.execute(sql`select p.id, p.full_name as name, p.avatar_url from follows f join profiles p on p.id = f.target_profile_id
        where f.follower_profile_id = ${profileId} and f.target_type = 'profile' order by p.full_name`),
    );
    const orgs = rowsOf<{ id: number; name: string }>(
      await db.execute(sql`select o.id, o.full_name as name from follows f join orgs o on o.id = f.target_org_id
        where f.follower_profile_id = ${profileId} and f.target_type = 'org' order by o.full_name`),
    );
    const tags = rowsOf<{ hashtag: string }>(
      await db.execute(sql`select hashtag from follows where follower_profile_id = ${profileId} and target_type = 'hashtag'
        order by hashtag`),
    );
    return {
      profiles: profiles.map((p) => ({ ...p, id: Number(p.id) })),
      orgs: orgs.map((o) => ({ ...o, id: Number(o.id) })),
      hashtags: tags.map((t) => t.hashtag),
    };
  }

  /** People to mention: active profiles whose name (or a word of it) starts with the query. */
  async function mentionable(query: string) {
    const q = prefixPattern(query);
    const rows = rowsOf<{ id: number; full_name: string; avatar_url: string | null; profile_type: string }>(
      await db.execute(sql`select id, full_name, avatar_url, profile_type from profiles
        where active and deleted_at is null and (lower(full_name) like ${q} or lower(full_name) like ${`% ${q}`})
        order by full_name limit 8`),
    );
    return rows.map((r) => ({
      profile_id: Number(r.id),
      name: r.full_name,
      avatar_url: r.avatar_url,
      profile_type: r.profile_type,
    }));
  }

  return { mentionable, likePost, comments, comment, removeComment, likeComment, follow, following };
}

export type InteractionsService = ReturnType<typeof createInteractionsService>;
