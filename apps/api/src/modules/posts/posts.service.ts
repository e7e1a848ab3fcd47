import {
  POST_LIMITS as L,
  POST_TEXTS as T,
  type FeedPagination,
  type FeedQueryValue,
  type PostBodyValue,
  type Post,
  type PostComment,
  type PostVisibility,
} from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { intArray, type Tx } from '../../db/sql';
import type { Actor } from '../../lib/access';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { removeImage, storeImage } from '../../lib/images';
import type { Queue } from '../../lib/queue';
import type { FileStorage } from '../../lib/storage';
import { notifyingTransaction, type Notifier } from '../notifications';
import { decodeCursor, encodeCursor } from './feed-cursor';
import { bareLinkPreview, type LinkFetcher } from './link-preview';
import type { AchievementsService } from './achievements.service';
import { checkPostText } from './post-text';
import { checkNewAccountAllowance, refuseOffensive } from './publishing';
import { createChannels, type Channels } from './channels';
import { toComment, toImage, toPost, toReply } from './posts.mapper';
import { POST_NOTICES } from './posts.notices';
import { canDeleteComment, canDeletePost, canEditPost, postingVerdict, type ReaderFacts } from './posts.policy';
import { createPostsRepo, iso, type CommentRow, type PostRow, type Reader } from './posts.repo';

export interface PostsDeps {
  db: Db;
  clock: () => Date;
  storage: FileStorage;
  notifier?: Notifier;
  queue?: Queue;
  fetchLink: LinkFetcher;
  log?: (err: unknown, message: string) => void;
  /** Shared achievements (decision 0083): checked when written, their badge read live. */
  achievements?: AchievementsService;
}


/** Uploaded photos a profile may hold that no post uses yet. */
const LOOSE_IMAGES_MAX = 30;
/** Photos no post took within this long are removed. */
export const LOOSE_IMAGE_TTL_MS = 24 * 3600_000;

/** The reader of an actor (a signed-in user with or without a profile; admins read everything live). */
export function readerOf(actor: Actor): Reader & ReaderFacts {
  const p = actor.profile;
  return {
    profileId: p?.id ?? 0,
    orgId: p?.org_id ?? null,
    isAdmin: actor.isAdmin,
    staff: p !== null && p.org_id !== null && (p.profile_type === 'COMPANY' || p.profile_type === 'INSTITUTION'),
  };
}

/** Posts: writing, reading both feeds, photos, pins; comments and likes are in interactions.service.ts. */
export function createPostsService(deps: PostsDeps) {
  const { db, clock, storage, notifier, queue, fetchLink } = deps;
  const repo = createPostsRepo();
  const channels = createChannels(db);

  // ---- reading ----

  /** Full posts for these ids in this order, with `perPost` newest comments each (and their first replies). */
  async function hydrate(reader: Reader & ReaderFacts, ids: number[], perPost: number): Promise<Post[]> {
    const rows = await repo.postsByIds(db, reader, ids);
    const postIds = rows.map((r) => r.id);
    const images = await repo.imagesOf(db, postIds);
    const tags = await repo.hashtagsOf(db, postIds);
    const mentions = await repo.mentionsOf(db, postIds);
    const comments = await repo.latestComments(db, reader.profileId, postIds, perPost);
    const threads = await withReplies(reader, comments, rows);
    const channelOf = await channels.facts(reader, rows.filter((r) => r.visibility === 'channel').map((r) => r.id));
    const achievements = (await deps.achievements?.ofPosts(rows)) ?? new Map();
    return rows.map((row) =>
      toPost(row, {
        images: images.filter((i) => Number(i.post_id) === row.id).map(toImage),
        hashtags: tags.filter((t) => Number(t.post_id) === row.id).map((t) => t.tag),
        mentions: mentions
          .filter((m) => Number(m.post_id) === row.id)
          .map((m) => ({ profile_id: Number(m.profile_id), name: m.name })),
        comments: threads.filter((c) => c.post_id === row.id),
        achievement: achievements.get(row.id),
        canEdit: canEditPost(reader, row),
        canDelete: canDeletePost(reader, row),
        channel: channelOf.get(row.id) ?? null,
      }),
    );
  }

  /** Comments with their first replies (SPEC §9: at most 3 before 'Show More Comments'). */
  async function withReplies(reader: Reader & ReaderFacts, comments: CommentRow[], posts: PostRow[]): Promise<PostComment[]> {
    const replies = await repo.firstReplies(db, reader.profileId, comments.map((c) => Number(c.id)), L.repliesShown);
    const postOf = new Map(posts.map((p) => [p.id, p]));
    return comments.map((c) => {
      const post = postOf.get(Number(c.post_id))!;
      return toComment(
        c,
        replies
          .filter((r) => Number(r.parent_id) === Number(c.id))
          .map((r) => toReply(r, canDeleteComment(reader, r, post))),
        canDeleteComment(reader, c, post),
      );
    });
  }

  /** The reader's college and batch (the For you feed's 'same college and batch'). */
  async function collegeAndBatch(reader: ReaderFacts) {
    if (!reader.orgId || !reader.profileId) return { collegeId: null, batchYear: null };
    const [row] = rowsOf<{ graduation_year: number | null; org_type: string | null }>(
      await db.execute(sql`select p.graduation_year, o.org_type from profiles p left join orgs o on o.id = ${reader.orgId}
        where p.id = ${reader.profileId} and p.profile_type = 'STUDENT'`),
    );
    if (!row || row.org_type !== 'INSTITUTION') return { collegeId: null, batchYear: null };
    return { collegeId: reader.orgId, batchYear: row.graduation_year };
  }

  /** GET /api/posts: one page of Latest (pinned posts above its first page) or For you. */
  async function feed(actor: Actor, q: FeedQueryValue): Promise<{ data: Post[]; pagination: FeedPagination }> {
    const reader = readerOf(actor);
    const cursor = q.cursor ? decodeCursor(q.cursor) : null;
    if (q.cursor && !cursor) throw new ValidationError({ cursor: T.badCursor });
    const hashtag = q.hashtag || undefined;
    const forYou =
      q.feed === 'for_you'
        ? { since: new Date(clock().getTime() - L.forYouDays * 86_400_000), ...(await collegeAndBatch(reader)) }
        : undefined;
    const withoutPinned = q.feed === 'latest' && !hashtag;
    const keys = await repo.feedPage(db, { reader, cursor, count: q.count, hashtag, forYou, withoutPinned });
    const shown = keys.slice(0, q.count);
    const page = cursor ? cursor.page + 1 : 1;
    const hasMore = keys.length > q.count;
    const last = shown[shown.length - 1];
    const pinned = withoutPinned && page === 1 ? await repo.pinnedIds(db, reader) : [];
    const data = await hydrate(reader, [...pinned, ...shown.map((k) => k.id)], L.commentsPreview);
    return {
      data,
      pagination: {
        page,
        count: q.count,
        next_cursor: hasMore && last ? encodeCursor({ at: last.at, id: last.id, page }) : null,
        has_more: hasMore,
      },
    };
  }

  /** GET /api/posts/{id}: the post and the first page of its comments; 404 when the reader may not see it. */
  async function show(actor: Actor, id: number): Promise<Post> {
    const reader = readerOf(actor);
    const [post] = await hydrate(reader, [id], 0);
    if (!post) throw new NotFoundError();
    // A student a channel post reached has read it once they open it.
    if (post.visibility === 'channel' && reader.profileId) await channels.markRead(reader.profileId, id, clock());
    const rows = await repo.postsByIds(db, reader, [id]);
    const { rows: comments } = await repo.commentsPage(db, reader.profileId, id, null, {
      offset: 0,
      count: L.commentsPageSize,
    });
    return { ...post, comments: await withReplies(reader, comments, rows) };
  }

  // ---- writing ----

  interface Checked {
    html: string;
    hashtags: string[];
    link: string | null;
    images: { id: number; alt: string }[];
    mentions: { id: number; orgId: number | null }[];
    verdict: Extract<ReturnType<typeof postingVerdict>, { ok: true }>;
    authorName: string;
    /** A campus channel post's channel. */
    channel: Awaited<ReturnType<Channels['check']>> | null;
  }

  /** Everything about a post body that can be read before its transaction. */
  async function check(actor: Actor, body: PostBodyValue, postId: number | null): Promise<Checked> {
    const profile = actor.profile;
    if (!profile) throw new ForbiddenError();
    const [me] = rowsOf<{ full_name: string; graduation_year: number | null; org_type: string | null }>(
      await db.execute(sql`select p.full_name, p.graduation_year, o.org_type from profiles p
        left join orgs o on o.id = ${profile.org_id ?? 0} where p.id = ${profile.id}`),
    );
    if (!me) throw new ForbiddenError();
    const wantsChannel = body.visibility === 'channel';
    if (!wantsChannel && (body.channel?.specialization_id || body.channel?.batch_year))
      throw new ValidationError({ channel: T.channelOnlyWithChannel });
    const channel = wantsChannel ? await channels.check(actor, body.channel) : null;
    const verdict = postingVerdict(
      {
        profileId: profile.id,
        profileType: profile.profile_type,
        active: profile.active,
        orgId: profile.org_id,
        orgIsInstitution: me.org_type === 'INSTITUTION',
        graduationYear: me.graduation_year,
      },
      // A channel's poster was checked above; as an author they post like one to their organisation.
      wantsChannel ? 'organisation' : (body.visibility as PostVisibility),
    );
    if (verdict.ok && channel) Object.assign(verdict, { audienceOrgId: channel.collegeId, collegeId: null, batchYear: null });
    if (!verdict.ok) {
      if (verdict.status === 403) throw new ForbiddenError(verdict.message);
      throw new ValidationError({ [verdict.field]: verdict.message });
    }
    const text = checkPostText(body.text, body.images.length > 0 || body.achievement !== undefined);
    if (!text.ok) throw new ValidationError({ text: text.message });
    refuseOffensive(text.plain);
    const imageIds = [...new Set(body.images.map((i) => i.id))];
    if (imageIds.length > 0) {
      const owned = rowsOf<{ id: number }>(
        await db.execute(sql`select id from post_images where id = any(${intArray(imageIds)})
          and owner_profile_id = ${profile.id} and (post_id is null${postId ? sql` or post_id = ${postId}` : sql``})`),
      );
      if (owned.length !== imageIds.length) throw new ValidationError({ images: T.unknownImage });
    }
    const mentionIds = [...new Set(body.mention_ids)].filter((id) => id !== profile.id);
    const mentions = mentionIds.length
      ? rowsOf<{ id: number; org_id: number | null }>(
          await db.execute(sql`select id, case when active and org_membership = 'MEMBER' then my_org_id end as org_id
            from profiles where id = any(${intArray(mentionIds)}) and deleted_at is null`),
        )
      : [];
    if (mentions.length !== mentionIds.length) throw new ValidationError({ mention_ids: T.unknownMention });
    const seen = new Set<number>();
    return {
      html: text.html,
      hashtags: text.hashtags,
      link: text.link,
      images: body.images.filter((i) => !seen.has(i.id) && seen.add(i.id)),
      mentions: mentions.map((m) => ({ id: Number(m.id), orgId: m.org_id === null ? null : Number(m.org_id) })),
      verdict,
      authorName: me.full_name,
      channel,
    };
  }

  /** Photos, hashtags and mentions of a post, written in its transaction; mentions new to it are notified. */
  async function writeParts(
    tx: Tx,
    postId: number,
    c: Checked,
    visibility: PostVisibility,
    notify: (e: Parameters<Notifier['record']>[1]) => Promise<void>,
    authorId: number,
    before: number[],
  ) {
    await tx.execute(sql`update post_images set post_id = null where post_id = ${postId}`);
    for (const [position, image] of c.images.entries())
      await tx.execute(sql`update post_images set post_id = ${postId}, position = ${position}, alt = ${image.alt}
        where id = ${image.id} and owner_profile_id = ${authorId}`);
    await tx.execute(sql`delete from post_hashtags where post_id = ${postId}`);
    if (c.hashtags.length)
      await tx.execute(sql`insert into post_hashtags (post_id, tag)
        select ${postId}, t from unnest(${`{${c.hashtags.map((t) => `"${t}"`).join(',')}}`}::text[]) t`);
    await tx.execute(sql`delete from post_mentions where post_id = ${postId}`);
    if (c.mentions.length)
      await tx.execute(sql`insert into post_mentions (post_id, profile_id)
        select ${postId}, m from unnest(${intArray(c.mentions.map((m) => m.id))}) m`);
    // Only those who can read the post hear of it.
    const audience = c.verdict.audienceOrgId;
    const told = c.mentions
      .filter((m) => !before.includes(m.id))
      .filter((m) => visibility === 'everyone' || m.orgId === audience)
      .map((m) => m.id);
    if (told.length)
      await notify({
        kind: 'tagged',
        profile_ids: told,
        message: POST_NOTICES.mentioned(c.authorName),
        targets: { post_id: postId },
        performer_profile_id: authorId,
      });
  }

  async function queuePreview(postId: number) {
    if (!queue) return;
    try {
      await queue.send('post-link-preview', { post_id: postId });
    } catch (err) {
      deps.log?.(err, 'post link preview not queued');
    }
  }

  /** POST /api/posts: the new post's id. */
  async function create(actor: Actor, body: PostBodyValue): Promise<{ id: number }> {
    const c = await check(actor, body, null);
    await checkNewAccountAllowance(db, clock(), actor.profile!.id, 'post');
    const attachment = (await deps.achievements?.forPost(actor, body.achievement, null)) ?? null;
    const authorId = actor.profile!.id;
    const visibility = body.visibility as PostVisibility;
    const id = await notifyingTransaction(db, notifier, async (tx, notify) => {
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into posts (author_profile_id, org_id, text, visibility, audience_org_id, college_id,
            batch_year, channel_specialization_id, channel_batch_year, link_url, link_preview, attachment, created_at)
          values (${authorId}, ${c.verdict.orgId}, ${c.html}, ${visibility}, ${c.verdict.audienceOrgId},
            ${c.verdict.collegeId}, ${c.verdict.batchYear}, ${c.channel?.specializationId ?? null},
            ${c.channel?.batchYear ?? null}, ${c.link},
            ${c.link ? JSON.stringify(bareLinkPreview(c.link)) : null}::jsonb,
            ${attachment ? JSON.stringify(attachment) : null}::jsonb, ${clock().toISOString()}::timestamptz)
          returning id`),
      );
      const postId = Number(row!.id);
      await writeParts(tx, postId, c, visibility, notify, authorId, []);
      if (c.channel) {
        const reached = await channels.deliver(tx, postId, c.channel.collegeId, c.channel.specializationId, c.channel.batchYear);
        if (reached.length)
          await notify({
            kind: 'campus_post',
            profile_ids: reached,
            message: POST_NOTICES.channel(c.authorName, c.channel.label),
            targets: { post_id: postId },
            performer_profile_id: authorId,
          });
      }
      return postId;
    });
    if (c.link) await queuePreview(id);
    return { id };
  }

  /** The live post as it is stored (for checks), visible to the reader, or 404. */
  async function visiblePost(q: Db | Tx, actor: Actor, id: number) {
    const [row] = await repo.postsByIds(q, readerOf(actor), [id]);
    if (!row) throw new NotFoundError();
    return row;
  }

  /** PUT /api/posts/{id}: only the author; marked edited. */
  async function update(actor: Actor, id: number, body: PostBodyValue): Promise<Post> {
    const post = await visiblePost(db, actor, id);
    if (!canEditPost(readerOf(actor), post)) throw new ForbiddenError();
    // A channel post was delivered to its students: it keeps its channel, and no other post becomes one.
    if ((post.visibility === 'channel') !== (body.visibility === 'channel'))
      throw new ValidationError({ visibility: T.channelFixed });
    if (post.visibility === 'channel') {
      const [was] = rowsOf<{ s: number | null; b: number | null }>(
        await db.execute(sql`select channel_specialization_id as s, channel_batch_year as b from posts where id = ${id}`),
      );
      body = { ...body, channel: { specialization_id: was?.s ?? null, batch_year: was?.b ?? null } };
    }
    const c = await check(actor, body, id);
    const attachment = (await deps.achievements?.forPost(actor, body.achievement, post.attachment)) ?? null;
    const visibility = body.visibility as PostVisibility;
    const before = rowsOf<{ profile_id: number }>(
      await db.execute(sql`select profile_id from post_mentions where post_id = ${id}`),
    ).map((r) => Number(r.profile_id));
    const [old] = rowsOf<{ link_url: string | null }>(await db.execute(sql`select link_url from posts where id = ${id}`));
    const linkChanged = (old?.link_url ?? null) !== c.link;
    await notifyingTransaction(db, notifier, async (tx, notify) => {
      await tx.execute(sql`update posts set text = ${c.html}, visibility = ${visibility},
          audience_org_id = ${c.verdict.audienceOrgId}, link_url = ${c.link},
          attachment = ${attachment ? JSON.stringify(attachment) : null}::jsonb,
          ${linkChanged ? sql`link_preview = ${c.link ? JSON.stringify(bareLinkPreview(c.link)) : null}::jsonb,` : sql``}
          edited_at = ${clock().toISOString()}::timestamptz
        where id = ${id}`);
      await writeParts(tx, id, c, visibility, notify, post.author_profile_id, before);
    });
    if (linkChanged && c.link) await queuePreview(id);
    return show(actor, id);
  }

  /** DELETE /api/posts/{id}: soft; the author or an admin. */
  async function remove(actor: Actor, id: number): Promise<void> {
    const post = await visiblePost(db, actor, id);
    if (!canDeletePost(readerOf(actor), post)) throw new ForbiddenError();
    await db.execute(sql`update posts set deleted_at = ${clock().toISOString()}::timestamptz, pinned_at = null
      where id = ${id} and deleted_at is null`);
  }

  /** POST /api/posts/images: one photo, processed and stored, waiting for the post that names it. */
  async function addImage(actor: Actor, bytes: Buffer) {
    const owner = actor.profile!.id;
    const [{ n }] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from post_images where owner_profile_id = ${owner} and post_id is null`),
    ) as [{ n: number }];
    if (Number(n) >= LOOSE_IMAGES_MAX) throw new ValidationError({ file: T.tooManyUploads });
    const stored = await storeImage(storage, 'posts', bytes);
    if (!stored.ok) throw new ValidationError({ file: stored.reason === 'too_many_pixels' ? T.imageTooLarge : T.imageRefused });
    const { image } = stored;
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into post_images (owner_profile_id, width, height, keys, created_at)
        values (${owner}, ${image.width}, ${image.height}, ${JSON.stringify(image.keys)}::jsonb, ${clock().toISOString()}::timestamptz)
        returning id`),
    );
    return toImage({ id: Number(row!.id), post_id: null, owner_profile_id: owner, alt: '', ...image });
  }

  /** Remove photos no post took within a day (objects and rows). */
  async function sweepLooseImages(): Promise<number> {
    const cutoff = new Date(clock().getTime() - LOOSE_IMAGE_TTL_MS).toISOString();
    const rows = rowsOf<{ id: number; keys: unknown }>(
      await db.execute(sql`delete from post_images where post_id is null and created_at < ${cutoff}::timestamptz
        returning id, keys`),
    );
    for (const r of rows) {
      const keys = (typeof r.keys === 'string' ? JSON.parse(r.keys) : r.keys) as Record<'thumb' | 'medium' | 'large', string>;
      await removeImage(storage, keys).catch((err: unknown) => deps.log?.(err, 'post photo not removed'));
    }
    return rows.length;
  }

  /** The background job: fetch what the link says; when nothing can be read, the preview stays its host. */
  async function previewLink(postId: number): Promise<void> {
    const [row] = rowsOf<{ link_url: string | null }>(
      await db.execute(sql`select link_url from posts where id = ${postId} and deleted_at is null`),
    );
    if (!row?.link_url) return;
    const url = row.link_url;
    const details = await fetchLink(url).catch(() => null);
    const preview = { ...bareLinkPreview(url), ...(details ?? {}) };
    await db.execute(sql`update posts set link_preview = ${JSON.stringify(preview)}::jsonb
      where id = ${postId} and link_url = ${url}`);
  }

  /** POST/DELETE /api/admin/posts/{id}/pin: admins only, at most a few at once, audited. */
  async function pin(actor: Actor, id: number, on: boolean): Promise<{ pinned: boolean }> {
    const [post] = rowsOf<{ pinned_at: string | null }>(
      await db.execute(sql`select ${iso(sql`pinned_at`)} as pinned_at
        from posts where id = ${id} and deleted_at is null and hidden_at is null`),
    );
    if (!post) throw new NotFoundError();
    if (on && !post.pinned_at) {
      const [{ n }] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from posts where pinned_at is not null and deleted_at is null`),
      ) as [{ n: number }];
      if (Number(n) >= L.pinnedMax) throw new ValidationError({ id: T.pinnedMax }, T.pinnedMax);
    }
    const now = clock().toISOString();
    await db.transaction(async (tx) => {
      await tx.execute(sql`update posts set pinned_at = ${on ? sql`coalesce(pinned_at, ${now}::timestamptz)` : sql`null`} where id = ${id}`);
      await tx.insert(auditLog).values({
        actor_user_id: actor.userId,
        action: on ? 'post.pin' : 'post.unpin',
        target_type: 'post',
        target_id: String(id),
        before: { pinned_at: post.pinned_at },
        after: { pinned: on },
      });
    });
    return { pinned: on };
  }

  /** POST /api/posts/{id}/read: a channel post came into a student's sight (only those it reached count). */
  async function markRead(actor: Actor, id: number): Promise<{ read: boolean }> {
    await visiblePost(db, actor, id);
    return { read: await channels.markRead(actor.profile!.id, id, clock()) };
  }

  /** GET /api/posts/channels. */
  const channelOptions = (actor: Actor, q: { specialization_id?: number; batch_year?: number }) => channels.options(actor, q);

  return {
    feed,
    show,
    create,
    update,
    remove,
    addImage,
    sweepLooseImages,
    previewLink,
    pin,
    hydrate,
    visiblePost,
    markRead,
    channelOptions,
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
