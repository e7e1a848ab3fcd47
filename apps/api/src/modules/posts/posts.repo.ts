import type { PostVisibility } from '@lbd/shared';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { intArray, type Tx } from '../../db/sql';
import type { FeedCursor } from './feed-cursor';

/*
 * Posts' queries. Times leave the database as ISO text to the microsecond (the feed's cursor compares
 * them exactly). Every read of a post takes the reader: visibility is a condition of the query itself,
 * so an invisible post is simply not found.
 */

type Q = Db | Tx;

/** A timestamp column as ISO text in UTC with microseconds. */
export const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Who reads: their profile and the organisation (college) they belong to; admins read everything live. */
export interface Reader {
  profileId: number;
  orgId: number | null;
  isAdmin: boolean;
  /** Staff of `orgId` (an approved, active company or institution profile): reads its channel posts too. */
  staff?: boolean;
}

/**
 * The condition a reader may see post `p` under (alias p). A campus channel post reaches the students it
 * was delivered to and its college's staff, not the whole college.
 */
export function visibleTo(reader: Reader): SQL {
  if (reader.isAdmin) return sql`p.deleted_at is null and p.hidden_at is null`;
  const org = reader.orgId
    ? sql` or (p.audience_org_id = ${reader.orgId} and ${
        reader.staff ? sql`true` : sql`p.visibility <> 'channel'`
      })`
    : sql``;
  return sql`p.deleted_at is null and p.hidden_at is null and (p.visibility = 'everyone' or p.author_profile_id = ${reader.profileId}${org}
    or (p.visibility = 'channel' and exists (select 1 from post_deliveries d where d.post_id = p.id and d.profile_id = ${reader.profileId})))`;
}

/** Leaves out the posts this reader hid from themselves (alias p). */
const notHiddenFrom = (reader: Reader): SQL =>
  sql`not exists (select 1 from post_hides ph where ph.post_id = p.id and ph.profile_id = ${reader.profileId})`;

export interface FeedFilter {
  reader: Reader;
  cursor: FeedCursor | null;
  count: number;
  hashtag?: string;
  /** For you: only posts newer than this, from what the reader follows or their college and batch. */
  forYou?: { since: Date; collegeId: number | null; batchYear: number | null };
  /** Leave pinned posts out (the first page of Latest shows them above). */
  withoutPinned?: boolean;
}

export interface PostRow {
  id: number;
  author_profile_id: number;
  author_name: string;
  author_avatar_url: string | null;
  author_type: string;
  org_id: number | null;
  org_name: string | null;
  org_logo_url: string | null;
  text: string;
  visibility: PostVisibility;
  audience_org_id: number | null;
  link_preview: unknown;
  /** A shared achievement (decision 0083), as stored. */
  attachment: unknown;
  like_count: number;
  comment_count: number;
  pinned: boolean;
  liked: boolean;
  edited_at: string | null;
  created_at: string;
}

export interface ImageRow {
  id: number;
  post_id: number | null;
  owner_profile_id: number;
  alt: string;
  width: number;
  height: number;
  keys: Record<'thumb' | 'medium' | 'large', string>;
}

export interface CommentRow {
  id: number;
  post_id: number;
  parent_id: number | null;
  author_profile_id: number;
  author_name: string;
  author_avatar_url: string | null;
  author_type: string;
  text: string;
  like_count: number;
  reply_count: number;
  liked: boolean;
  created_at: string;
}

const parse = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export function createPostsRepo() {
  /** The ids (and keys) of one feed page, plus one more when there is a next page. */
  async function feedPage(q: Q, f: FeedFilter): Promise<{ id: number; at: string }[]> {
    const parts: SQL[] = [visibleTo(f.reader), notHiddenFrom(f.reader)];
    if (f.cursor) parts.push(sql`(p.created_at, p.id) < (${f.cursor.at}::timestamptz, ${f.cursor.id}::int)`);
    if (f.withoutPinned) parts.push(sql`p.pinned_at is null`);
    if (f.hashtag) parts.push(sql`exists (select 1 from post_hashtags h where h.post_id = p.id and h.tag = ${f.hashtag})`);
    if (f.forYou) {
      const me = f.reader.profileId;
      const { since, collegeId, batchYear } = f.forYou;
      parts.push(sql`p.created_at > ${since.toISOString()}::timestamptz`);
      parts.push(sql`(
        p.author_profile_id in (select target_profile_id from follows where follower_profile_id = ${me} and target_type = 'profile')
        or p.org_id in (select target_org_id from follows where follower_profile_id = ${me} and target_type = 'org')
        or exists (select 1 from post_hashtags h join follows f on f.hashtag = h.tag
                   where h.post_id = p.id and f.follower_profile_id = ${me} and f.target_type = 'hashtag')
        ${collegeId && batchYear ? sql`or (p.college_id = ${collegeId} and p.batch_year = ${batchYear})` : sql``}
        or (p.visibility = 'channel' and exists (select 1 from post_deliveries d where d.post_id = p.id and d.profile_id = ${me}))
      )`);
    }
    const rows = rowsOf<{ id: number; at: string }>(
      await q.execute(sql`select p.id, ${iso(sql`p.created_at`)} as at from posts p
        where ${sql.join(parts, sql` and `)}
        order by p.created_at desc, p.id desc
        limit ${f.count + 1}`),
    );
    return rows.map((r) => ({ id: Number(r.id), at: r.at }));
  }

  /** Pinned posts the reader may see, newest pin first. */
  async function pinnedIds(q: Q, reader: Reader): Promise<number[]> {
    const rows = rowsOf<{ id: number }>(
      await q.execute(sql`select p.id from posts p where p.pinned_at is not null and ${visibleTo(reader)} and ${notHiddenFrom(reader)}
        order by p.pinned_at desc limit 10`),
    );
    return rows.map((r) => Number(r.id));
  }

  /** Posts by id as the reader sees them (invisible ones left out), in the order of `ids`. */
  async function postsByIds(q: Q, reader: Reader, ids: number[]): Promise<PostRow[]> {
    if (ids.length === 0) return [];
    const rows = rowsOf<PostRow>(
      await q.execute(sql`select p.id, p.author_profile_id, a.full_name as author_name, a.avatar_url as author_avatar_url,
          a.profile_type as author_type, p.org_id, o.full_name as org_name, o.logo_url as org_logo_url,
          p.text, p.visibility, p.audience_org_id, p.link_preview, p.attachment, p.like_count, p.comment_count,
          p.pinned_at is not null as pinned,
          exists (select 1 from post_likes l where l.post_id = p.id and l.profile_id = ${reader.profileId}) as liked,
          ${iso(sql`p.edited_at`)} as edited_at, ${iso(sql`p.created_at`)} as created_at
        from posts p join profiles a on a.id = p.author_profile_id left join orgs o on o.id = p.org_id
        where p.id = any(${intArray(ids)}) and ${visibleTo(reader)}`),
    );
    const byId = new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id), link_preview: parse(r.link_preview) }]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function imagesOf(q: Q, postIds: number[]): Promise<ImageRow[]> {
    if (postIds.length === 0) return [];
    const rows = rowsOf<ImageRow>(
      await q.execute(sql`select id, post_id, owner_profile_id, alt, width, height, keys from post_images
        where post_id = any(${intArray(postIds)}) order by post_id, position, id`),
    );
    return rows.map((r) => ({ ...r, keys: parse(r.keys) }));
  }

  async function hashtagsOf(q: Q, postIds: number[]) {
    if (postIds.length === 0) return [];
    return rowsOf<{ post_id: number; tag: string }>(
      await q.execute(sql`select post_id, tag from post_hashtags where post_id = any(${intArray(postIds)}) order by tag`),
    );
  }

  async function mentionsOf(q: Q, postIds: number[]) {
    if (postIds.length === 0) return [];
    return rowsOf<{ post_id: number; profile_id: number; name: string }>(
      await q.execute(sql`select m.post_id, m.profile_id, pr.full_name as name from post_mentions m
        join profiles pr on pr.id = m.profile_id where m.post_id = any(${intArray(postIds)}) order by pr.full_name`),
    );
  }

  const commentColumns = (me: number) => sql`c.id, c.post_id, c.parent_id, c.author_profile_id, a.full_name as author_name,
    a.avatar_url as author_avatar_url, a.profile_type as author_type, c.text, c.like_count, c.reply_count,
    exists (select 1 from post_comment_likes l where l.comment_id = c.id and l.profile_id = ${me}) as liked,
    ${iso(sql`c.created_at`)} as created_at`;

  /** The newest `perPost` comments of each post (not replies). */
  async function latestComments(q: Q, me: number, postIds: number[], perPost: number): Promise<CommentRow[]> {
    if (postIds.length === 0 || perPost === 0) return [];
    return rowsOf<CommentRow>(
      await q.execute(sql`select ${commentColumns(me)} from (
          select id, row_number() over (partition by post_id order by id desc) as n from post_comments
          where post_id = any(${intArray(postIds)}) and parent_id is null and deleted_at is null and hidden_at is null
        ) top join post_comments c on c.id = top.id join profiles a on a.id = c.author_profile_id
        where top.n <= ${perPost} order by c.post_id, c.id desc`),
    );
  }

  /** The first `perParent` replies of each comment, oldest first. */
  async function firstReplies(q: Q, me: number, parentIds: number[], perParent: number): Promise<CommentRow[]> {
    if (parentIds.length === 0) return [];
    return rowsOf<CommentRow>(
      await q.execute(sql`select ${commentColumns(me)} from (
          select id, row_number() over (partition by parent_id order by id) as n from post_comments
          where parent_id = any(${intArray(parentIds)}) and deleted_at is null and hidden_at is null
        ) first join post_comments c on c.id = first.id join profiles a on a.id = c.author_profile_id
        where first.n <= ${perParent} order by c.parent_id, c.id`),
    );
  }

  /** One page of a post's comments (newest first) or of a comment's replies (oldest first), and the total. */
  async function commentsPage(
    q: Q,
    me: number,
    postId: number,
    parentId: number | null,
    page: { offset: number; count: number },
  ): Promise<{ rows: CommentRow[]; total: number }> {
    const where = sql`c.post_id = ${postId} and c.deleted_at is null and c.hidden_at is null and ${
      parentId ? sql`c.parent_id = ${parentId}` : sql`c.parent_id is null`
    }`;
    const rows = rowsOf<CommentRow>(
      await q.execute(sql`select ${commentColumns(me)} from post_comments c join profiles a on a.id = c.author_profile_id
        where ${where} order by c.id ${parentId ? sql`asc` : sql`desc`} limit ${page.count} offset ${page.offset}`),
    );
    const [{ n }] = rowsOf<{ n: number }>(
      await q.execute(sql`select count(*)::int as n from post_comments c where ${where}`),
    ) as [{ n: number }];
    return { rows, total: Number(n) };
  }

  async function commentById(q: Q, me: number, id: number): Promise<CommentRow | undefined> {
    const [row] = rowsOf<CommentRow>(
      await q.execute(sql`select ${commentColumns(me)} from post_comments c join profiles a on a.id = c.author_profile_id
        where c.id = ${id} and c.deleted_at is null and c.hidden_at is null`),
    );
    return row;
  }

  return {
    feedPage,
    pinnedIds,
    postsByIds,
    imagesOf,
    hashtagsOf,
    mentionsOf,
    latestComments,
    firstReplies,
    commentsPage,
    commentById,
  };
}

export type PostsRepo = ReturnType<typeof createPostsRepo>;
