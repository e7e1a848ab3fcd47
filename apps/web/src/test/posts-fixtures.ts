import type { FeedResponse, Post, PostPerson } from '@lbd/shared/posts';

/* Posts as the API answers them, for the community pages' tests (issue 28). */

export const postPerson = (id: number, name: string, profile_type = 'STUDENT'): PostPerson => ({
  profile_id: id,
  name,
  avatar_url: null,
  profile_type,
});

/** A post by Ravi Kumar with 4 likes and 6 comments (none carried), #sql; `extra` changes any field. */
export const buildPost = (id: number, extra: Partial<Post> = {}): Post => ({
  id,
  author: postPerson(2, 'Ravi Kumar'),
  org: null,
  text: `<p>Post number ${id}</p>`,
  images: [],
  link_preview: null,
  hashtags: ['sql'],
  mentions: [],
  visibility: 'everyone',
  like_count: 4,
  comment_count: 6,
  post_actions: [],
  comments: [],
  pinned: false,
  channel: null,
  achievement: null,
  can_edit: false,
  can_delete: false,
  edited_at: null,
  created_at: '2026-11-20T04:30:00.000000Z',
  ...extra,
});

/** One page of a feed. */
export const feedPage = (posts: Post[], page = 1, more = false): FeedResponse => ({
  data: posts,
  pagination: { page, count: 10, next_cursor: more ? 'next' : null, has_more: more },
});

/** The live sessions panel beside the timeline, with none coming. */
export const NO_SESSIONS = { body: { data: [], pagination: { page: 1, count: 3, total: 0, total_pages: 0 } } };
